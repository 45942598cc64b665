import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { PledgeOverview } from '../../../shared/payments-api';
import { translateKnown } from '../../i18n/i18n';
import { formatDay, formatMoney } from '../../lib/format';
import { METHOD_NAMES } from './method-names';

type Saved = { pledge: NonNullable<PledgeOverview['pledge']>; payment: NonNullable<PledgeOverview['payment']> };

/** An active pledge: how much, how it is paid, what each charge is and when the next one is due. */
export function PledgeSummary({ pledge, payment }: Saved) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, payment.currency);
  const fee = payment.charge_amount_cents - pledge.monthly_amount_cents;
  return (
    <dl className="divide-y divide-slate-100" data-testid="pledge-summary">
      <Row label={i18n._('Status')}>{pledge.status === 'active' ? i18n._('Active') : i18n._('Not started yet')}</Row>
      <Row label={i18n._('Monthly pledge')}>{money(pledge.monthly_amount_cents)}</Row>
      <Row label={i18n._('Payment method')}>{translateKnown(i18n, METHOD_NAMES[payment.method_type])}</Row>
      <Row label={i18n._('Each monthly charge')}>
        <span data-testid="pledge-charge-amount">{money(payment.charge_amount_cents)}</span>
        {payment.cover_fee && fee > 0 && <span className="block text-sm text-slate-600">{i18n._('Includes {fee} to cover the card fee.', { fee: money(fee) })}</span>}
      </Row>
      {pledge.next_billing_date && <Row label={i18n._('Next charge')}>{formatDay(pledge.next_billing_date)}</Row>}
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
