import type { I18n } from '@lingui/core';
import { BILLING_RETRIES, type BillingRetries } from '../../../shared/domain/billing-retries';
import { monthLabel } from '../../../shared/domain/dates';
import { intlLocale, isLocale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import type { PledgeChargesTable } from '../../db/tables';
import type { MailMessage } from '../../mail/mailer';
import { layout } from '../../mail/templates';

export interface ChargeMailContext {
  to: string;
  name: string;
  publicUrl: string;
  /** The signed pause/cancel link of the receipt. */
  manageUrl: string;
  /** The code of the contribution's ledger row, to check on the proof page that it is counted in its month. */
  receiptCode?: string | undefined;
}

const METHOD_LABELS: Record<string, string> = {
  us_bank_account: /*i18n*/ 'Bank debit (ACH)',
  acss_debit: /*i18n*/ 'Pre-authorized debit',
  card: /*i18n*/ 'Card',
};

export function money(i18n: I18n, cents: number, currency: string) {
  const locale = isLocale(i18n.locale) ? intlLocale(i18n.locale) : 'en-US';
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(cents / 100);
}

const monthOf = (i18n: I18n, month: string) => monthLabel(month, 'long', isLocale(i18n.locale) ? intlLocale(i18n.locale) : 'en-US');

export function message(i18n: I18n, to: string, subject: string, title: string, lines: string[], action: { label: string; url: string }, footer: string[] = []): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, ...(footer.length ? ['', ...footer] : [])].join('\n');
  return { to, subject, text, html: layout(i18n, title, lines, action, footer), link: action.url };
}

/** Each settled month: what was taken, how, the fee the provider kept, and the link to pause or cancel without signing in. */
export function receiptEmail(i18n: I18n, charge: PledgeChargesTable, c: ChargeMailContext): MailMessage {
  const month = monthOf(i18n, charge.month);
  const method = METHOD_LABELS[charge.method_type];
  const lines = [
    i18n._('Assalamu alaikum {name},', { name: c.name }),
    i18n._('Thank you: your pledge for {month} has been received.', { month }),
    i18n._('Amount: {amount}', { amount: money(i18n, Number(charge.amount_cents), charge.currency) }),
    i18n._('Payment method: {method}', { method: method ? i18n._(method) : charge.method_type }),
    i18n._('Fee kept by the payment provider: {fee}', { fee: money(i18n, Number(charge.fee_cents ?? 0), 'USD') }),
    ...(c.receiptCode
      ? [i18n._('Receipt code: {code}. Check that it is counted in the month’s public report: {url}', { code: c.receiptCode, url: `${c.publicUrl}${SCREENS.receiptProof.path}` })]
      : []),
    i18n._('Keep this e-mail as your receipt.'),
  ];
  // The pause/cancel link is the e-mail's one action, so it is written once; the label says no sign-in is needed.
  return message(i18n, c.to, i18n._('Your pledge receipt for {month}', { month }), i18n._('Pledge received'), lines, { label: i18n._('Pause or cancel my pledge, no sign-in needed'), url: c.manageUrl });
}

/** After the last failed try of `retries`: the pledge is past due, and the member is asked to update how it is paid. */
export function pastDueEmail(i18n: I18n, charge: PledgeChargesTable, c: ChargeMailContext, retries: BillingRetries = BILLING_RETRIES): MailMessage {
  const month = monthOf(i18n, charge.month);
  const lines = [
    i18n._('Assalamu alaikum {name},', { name: c.name }),
    i18n._('We tried {attempts} times to collect your pledge for {month}, and your bank or card provider refused each time.', { attempts: retries.attempts, month }),
    i18n._('Your pledge is now past due. Please update your payment method on your pledge page; nothing more will be taken until you do.'),
    i18n._('If you need help, or are going through hardship, write to us through the contact page: {url}', { url: `${c.publicUrl}${SCREENS.contact.path}` }),
  ];
  return message(i18n, c.to, i18n._('Your pledge payment did not go through'), i18n._('Pledge past due'), lines, { label: i18n._('Update my payment method'), url: `${c.publicUrl}${SCREENS.pledge.path}` });
}
