import type { I18n } from '@lingui/core';
import { currencyOf } from '../../../shared/domain/payment-fees';
import type { PausePlan } from '../../../shared/domain/pledge-rules';
import { intlLocale, isLocale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { translatorFor, type Translators } from '../../i18n/catalogs';
import type { BackgroundTasks } from '../../jobs/background-tasks';
import type { Mailer } from '../../mail/mailer';
import { message, money } from '../charges/charge-emails';
import type { MembersService } from '../members/members.service';

/** A committed change to a member's pledge, with what the member needs to know of it. */
export type PledgeChange =
  | { kind: 'set_up'; amountCents: number; firstChargeOn: string | null }
  | { kind: 'amount'; fromCents: number; toCents: number; nextChargeOn: string | null }
  | ({ kind: 'paused'; amountCents: number } & PausePlan)
  | { kind: 'resumed'; amountCents: number; nextChargeOn: string | null }
  | { kind: 'cancelled'; amountCents: number };

export type ConfirmPledgeChange = (userId: string, change: PledgeChange) => void;

interface Wording {
  subject: string;
  title: string;
  lines: string[];
}

/** What each change means for the member's money, in their language. */
function wording(i18n: I18n, change: PledgeChange, currency: string): Wording {
  const locale = isLocale(i18n.locale) ? intlLocale(i18n.locale) : 'en-US';
  const day = (date: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const cents = (value: number) => money(i18n, value, currency);
  const nextCharge = (on: string | null, amount: number) => (on ? [i18n._('Your next charge is {amount} on {date}.', { amount: cents(amount), date: day(on) })] : []);
  switch (change.kind) {
    case 'set_up':
      return {
        subject: i18n._('Your pledge is set up'),
        title: i18n._('Pledge set up'),
        lines: [i18n._('Your payment method is saved and your pledge of {amount} a month is running.', { amount: cents(change.amountCents) }), ...nextCharge(change.firstChargeOn, change.amountCents)],
      };
    case 'amount':
      return {
        subject: i18n._('Your monthly amount is changed'),
        title: i18n._('Monthly amount changed'),
        lines: [
          i18n._('Your monthly pledge changes from {from} to {to}, from the next charge on.', { from: cents(change.fromCents), to: cents(change.toCents) }),
          ...nextCharge(change.nextChargeOn, change.toCents),
        ],
      };
    case 'paused': {
      const amount = cents(change.amountCents);
      return {
        subject: i18n._('Your pledge is paused'),
        title: i18n._('Pledge paused'),
        lines: [
          i18n._('Your pledge is paused. These charges will not be taken:'),
          ...change.skipped.map((date) => i18n._('{date}: {amount}, skipped', { date: day(date), amount })),
          i18n._('Charging resumes on {date}, with {amount}. You keep your place in the queue.', { date: day(change.resumesOn), amount }),
          i18n._('You can resume earlier at any time from your pledge page.'),
        ],
      };
    }
    case 'resumed':
      return {
        subject: i18n._('Your pledge is running again'),
        title: i18n._('Pledge resumed'),
        lines: [i18n._('Your pause has ended and your pledge of {amount} a month is running again.', { amount: cents(change.amountCents) }), ...nextCharge(change.nextChargeOn, change.amountCents)],
      };
    case 'cancelled':
      return {
        subject: i18n._('Your pledge is cancelled'),
        title: i18n._('Pledge cancelled'),
        lines: [
          i18n._('Your pledge of {amount} a month is cancelled. Nothing more will be taken.', { amount: cents(change.amountCents) }),
          i18n._('What you gave stays counted. You can set up a pledge again at any time from your pledge page.'),
        ],
      };
  }
}

/**
 * Confirms each change to a pledge (set up, amount, pause, resume, cancel) in the member's language,
 * saying what it changes for their money, so every promise about charges is in writing. Sent after the
 * change is committed, to the address the member has when it goes out; it is about money, so it goes
 * out whatever the member chose for updates.
 */
export function pledgeChangeMailer(deps: { members: MembersService; mailer: Mailer; tasks: BackgroundTasks; translators: Translators; publicUrl: string }): ConfirmPledgeChange {
  return (userId, change) => {
    deps.tasks.run(`pledge-${change.kind}`, async () => {
      const profile = await deps.members.findProfile(userId);
      if (!profile) return;
      const i18n = translatorFor(deps.translators, profile.locale);
      const { subject, title, lines } = wording(i18n, change, currencyOf(profile.country));
      const greeting = i18n._('Assalamu alaikum {name},', { name: profile.full_name });
      await deps.mailer.send(message(i18n, profile.email, subject, title, [greeting, ...lines], { label: i18n._('Open my pledge'), url: `${deps.publicUrl}${SCREENS.pledge.path}` }));
    });
  };
}
