import { useLingui } from '@lingui/react';
import { Hourglass } from 'lucide-react';
import type { ProcessingCharge } from '../../../shared/contributions-api';
import { translateKnown } from '../../i18n/i18n';
import { formatDay, formatMoney } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { METHOD_NAMES } from './method-names';

/**
 * Monthly charges the provider has taken but not yet settled (a bank debit takes a few business days):
 * shown at once, so the member sees their money moving before it reaches the ledger.
 */
export function ProcessingCharges({ charges }: { charges: ProcessingCharge[] }) {
  const { i18n } = useLingui();
  if (charges.length === 0) return null;
  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="processing-charges">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Hourglass aria-hidden className="h-4 w-4 text-amber-700" />
        {i18n._('On its way')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {charges.map((c) => (
          <li key={c.month}>
            {i18n._('{amount} for {month} by {method}: processing, expected to settle by {date}.', {
              amount: formatMoney(c.amount_cents, c.currency),
              month: formatMonth(c.month),
              method: translateKnown(i18n, METHOD_NAMES[c.method_type]),
              date: formatDay(c.expected_by),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
