import type { I18n } from '@lingui/core';
import { monthLabel } from '../../../shared/domain/dates';
import { PAYOUT_METHOD_LABELS, type PayoutStatus } from '../../../shared/domain/payouts';
import { intlLocale, isLocale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import type { PayoutsTable } from '../../db/tables';
import type { MailMessage } from '../../mail/mailer';
import { layout } from '../../mail/templates';

export interface PayoutMailContext {
  to: string;
  name: string;
  publicUrl: string;
  /** Approved notes of encouragement given with this payout, sent with the approval's message. */
  notes?: string[];
}

/**
 * One e-mail per step of a payout, in the beneficiary's language, with a plain-text part. The
 * approval's message also carries the notes of encouragement given with the payout, unsigned, as
 * their writers typed them.
 */
export function payoutEmail(i18n: I18n, payout: PayoutsTable, step: PayoutStatus, c: PayoutMailContext): MailMessage {
  const locale = isLocale(i18n.locale) ? intlLocale(i18n.locale) : 'en-US';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(Number(payout.amount_cents) / 100);
  const month = monthLabel(payout.month_year, 'long', locale);
  const steps: Record<PayoutStatus, { subject: string; title: string; lines: string[] }> = {
    pending: {
      subject: i18n._('Your assistance for {month} is approved', { month }),
      title: i18n._('Assistance approved'),
      lines: [
        i18n._('The community fund will send you {amount} from the pool of {month}. We will write to you again when it is sent.', { amount, month }),
        ...(c.notes?.length ? [i18n._('Members of the community wrote to you:'), ...c.notes.map((note) => `“${note}”`)] : []),
      ],
    },
    sent: {
      subject: i18n._('Your assistance for {month} has been sent', { month }),
      title: i18n._('Assistance sent'),
      lines: [
        i18n._('{amount} from the pool of {month} has been sent to you.', { amount, month }),
        ...(payout.method ? [i18n._('How it was sent: {method}', { method: i18n._(PAYOUT_METHOD_LABELS[payout.method]) })] : []),
        ...(payout.account_last4 ? [i18n._('It went to your account ending in {digits}.', { digits: payout.account_last4 })] : []),
        i18n._('Banks can take a few days. We will write to you again once the payment is confirmed.'),
      ],
    },
    confirmed: {
      subject: i18n._('Your assistance for {month} has arrived', { month }),
      title: i18n._('Assistance confirmed'),
      lines: [i18n._('The payment of {amount} from the pool of {month} is confirmed. May it bring you ease.', { amount, month })],
    },
    failed: {
      subject: i18n._('Your assistance for {month} could not be sent', { month }),
      title: i18n._('Payment not completed'),
      lines: [
        i18n._('We could not complete the payment of {amount} from the pool of {month}.', { amount, month }),
        i18n._('The money has gone back to the next month’s pool. Please write to us through the contact page so we can check your details.'),
      ],
    },
    returned: {
      subject: i18n._('Your assistance for {month} came back to us', { month }),
      title: i18n._('Payment returned'),
      lines: [
        i18n._('The payment of {amount} from the pool of {month} was returned to us by the bank.', { amount, month }),
        i18n._('The money has gone back to the next month’s pool. Please write to us through the contact page so we can check your details.'),
      ],
    },
  };
  const { subject, title, lines } = steps[step];
  const all = [i18n._('Assalamu alaikum {name},', { name: c.name }), ...lines];
  const action = { label: i18n._('See my payout'), url: `${c.publicUrl}${SCREENS.beneficiary.path}` };
  return { to: c.to, subject, text: `${all.join('\n\n')}\n\n${action.label}: ${action.url}\n`, html: layout(i18n, title, all, action), link: action.url };
}
