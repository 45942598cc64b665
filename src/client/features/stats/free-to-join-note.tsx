import { useLingui } from '@lingui/react';
import { usePhaseTwoShown } from './use-phase-two-shown';

/**
 * The line under a join form. The spec's Phase 1 promise (nothing is asked until the goal) stops
 * being true once Phase 2 begins, so from then on it says what joining leads to instead.
 */
export function FreeToJoinNote({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const phaseTwo = usePhaseTwoShown();
  return (
    <p className={className}>
      {phaseTwo
        ? i18n._('Free to join. Once your e-mail is verified, you can set up your $10 monthly pledge.')
        : i18n._('Free to join. No contributions until we reach 1M subscribers.')}
    </p>
  );
}
