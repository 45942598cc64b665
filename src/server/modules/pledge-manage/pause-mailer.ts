import { currencyOf } from '../../../shared/domain/payment-fees';
import { intlLocale, isLocale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { translatorFor, type Translators } from '../../i18n/catalogs';
import type { BackgroundTasks } from '../../jobs/background-tasks';
import type { Mailer } from '../../mail/mailer';
import { message, money } from '../charges/charge-emails';
import type { MembersService } from '../members/members.service';
import type { PauseConfirmation } from './pledge-manage.service';

/**
 * Confirms a hardship pause in the member's language, naming each charge it skips and the day charging
 * resumes, so the promise "nothing is charged while paused" is in writing. Sent after the pause is
 * committed, to the address the member has when it goes out; it is about money, so it goes out whatever
 * the member chose for updates.
 */
export function pauseMailer(deps: { members: MembersService; mailer: Mailer; tasks: BackgroundTasks; translators: Translators; publicUrl: string }) {
  return (userId: string, pause: PauseConfirmation): void => {
    deps.tasks.run('pledge-paused', async () => {
      const profile = await deps.members.findProfile(userId);
      if (!profile) return;
      const i18n = translatorFor(deps.translators, profile.locale);
      const locale = isLocale(i18n.locale) ? intlLocale(i18n.locale) : 'en-US';
      const day = (date: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
      const amount = money(i18n, pause.amountCents, currencyOf(profile.country));
      const lines = [
        i18n._('Assalamu alaikum {name},', { name: profile.full_name }),
        i18n._('Your pledge is paused. These charges will not be taken:'),
        ...pause.skipped.map((date) => i18n._('{date}: {amount}, skipped', { date: day(date), amount })),
        i18n._('Charging resumes on {date}, with {amount}. You keep your place in the queue.', { date: day(pause.resumesOn), amount }),
        i18n._('You can resume earlier at any time from your pledge page.'),
      ];
      await deps.mailer.send(message(i18n, profile.email, i18n._('Your pledge is paused'), i18n._('Pledge paused'), lines, { label: i18n._('Open my pledge'), url: `${deps.publicUrl}${SCREENS.pledge.path}` }));
    });
  };
}
