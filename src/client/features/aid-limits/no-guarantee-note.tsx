import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';

/** Beside every place in the queue and every estimate: help is shared from what members give, never promised. */
export function NoGuaranteeNote({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <p className={cn('rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950', className)} data-testid="no-guarantee">
      {i18n._('Help from the fund depends on what members give each month. It is not insurance and not a guarantee: a place in the queue or an estimate is not a promise of a payment, of its amount or of its date.')}
    </p>
  );
}
