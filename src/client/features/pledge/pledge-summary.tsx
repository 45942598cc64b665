import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { PledgeOverview } from '../../../shared/payments-api';
import { translateKnown } from '../../i18n/i18n';
import { formatDay, formatMoney } from '../../lib/format';
import { METHOD_NAMES } from './method-names';

type Saved = { pledge: NonNullable<PledgeOverview['pledge']>; payment: NonNullable<PledgeOverview['payment']>; pausedUntil?: string | null };

const STATUS_LABELS = { pending: /*i18n*/ 'Not started yet', active: /*i18n*/ 'Active', paused: /*i18n*/ 'Paused', cancelled: /*i18n*/ 'Cancelled' } as const;

/** A set-up pledge: how much, how it is paid, what each charge is and when the next one is due. */
export function PledgeSummary({ pledge, payment, pausedUntil }: Saved) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, payment.currency);
  const fee = payment.charge_amount_cents - pledge.monthly_amount_cents;
  return (
    <dl className="divide-y divide-slate-100" data-testid="pledge-summary">
      <Row label={i18n._('Status')}>
        <span data-testid="pledge-status">{translateKnown(i18n, STATUS_LABELS[pledge.status as keyof typeof STATUS_LABELS] ?? pledge.status)}</span>
        {pausedUntil && <span className="block text-sm text-slate-600">{i18n._('Paused until {date}. Nothing is charged until then.', { date: formatDay(pausedUntil) })}</span>}
      </Row>
      <Row label={i18n._('Monthly pledge')}>{money(pledge.monthly_amount_cents)}</Row>
      <Row label={i18n._('Payment method')}>
        {translateKnown(i18n, METHOD_NAMES[payment.method_type])}
        <MethodDetails label={payment.label} last4={payment.last4} />
      </Row>
      <Row label={i18n._('Each monthly charge')}>
        <span data-testid="pledge-charge-amount">{money(payment.charge_amount_cents)}</span>
        {payment.cover_fee && fee > 0 && <span className="block text-sm text-slate-600">{i18n._('Includes {fee} to cover the card fee.', { fee: money(fee) })}</span>}
      </Row>
      {pledge.next_billing_date && <Row label={i18n._('Next charge')}><span data-testid="pledge-next-charge">{formatDay(pledge.next_billing_date)}</span></Row>}
    </dl>
  );
}

/** The bank (or card brand) and last digits exactly as the provider returned them, so the member recognises their account. */
function MethodDetails({ label, last4 }: { label: string | null; last4: string | null }) {
  const { i18n } = useLingui();
  if (!label && !last4) return null;
  const text = label && last4 ? i18n._('{bank}, ending in {last4}', { bank: label, last4 }) : last4 ? i18n._('Ending in {last4}', { last4 }) : label;
  return <span className="block text-sm text-slate-600" data-testid="pledge-method-details">{text}</span>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
