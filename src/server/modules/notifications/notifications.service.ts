import { translatorFor, type Translators } from '../../i18n/catalogs';
import type { BackgroundTasks } from '../../jobs/background-tasks';
import type { Mailer } from '../../mail/mailer';
import { categoryOf, notificationEmail, type NotificationKind, type Recipient } from '../../mail/notification-emails';
import type { MembersService } from '../members/members.service';

/**
 * Tells members what happened to their account and to what they sent us. Every message is sent after
 * the request has been answered: the change it reports is already committed, and a slow mail server
 * never holds up the member or the admin who made it.
 */
export function createNotificationsService(deps: { members: MembersService; mailer: Mailer; tasks: BackgroundTasks; publicUrl: string; translators: Translators }) {
  const site = { publicUrl: deps.publicUrl };

  return {
    /** The member's address is read when the message goes out; an update is skipped if they turned updates off. */
    member(userId: string, kind: NotificationKind): void {
      deps.tasks.run(`notify-${kind}`, async () => {
        const profile = await deps.members.findProfile(userId);
        if (!profile) return;
        if (categoryOf(kind) === 'updates' && profile.email_updates !== 1) return;
        const recipient = { email: profile.email, fullName: profile.full_name, locale: profile.locale };
        await deps.mailer.send(notificationEmail(translatorFor(deps.translators, recipient.locale), kind, recipient, site));
      });
    },

    /** Who to write to about an account that is about to be erased, read while it still exists. */
    async recipientOf(userId: string): Promise<Recipient | undefined> {
      const profile = await deps.members.findProfile(userId);
      return profile && { email: profile.email, fullName: profile.full_name, locale: profile.locale };
    },

    recipient(recipient: Recipient, kind: NotificationKind): void {
      deps.tasks.run(`notify-${kind}`, () => deps.mailer.send(notificationEmail(translatorFor(deps.translators, recipient.locale), kind, recipient, site)));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
