import type { ApplicationsService } from '../applications/applications.service';
import type { AuthService } from '../auth/auth.service';
import type { MembersService } from '../members/members.service';
import type { PhoneService } from '../phone/phone.service';
import type { PrivacyService } from '../privacy/privacy.service';
import type { ReviewsService } from '../reviews/reviews.service';
import type { NotificationsService } from './notifications.service';

/*
 * Each service with its notifications sent after a call succeeds. Kept apart from the services, as the
 * security events are, so their rules and the messages about them change independently.
 */

export function applicationsWithNotifications(applications: ApplicationsService, notify: NotificationsService): ApplicationsService {
  return {
    ...applications,
    async submit(userId, reason) {
      const application = await applications.submit(userId, reason);
      notify.member(userId, 'application_received');
      return application;
    },
    async approve(actor, id) {
      const decided = await applications.approve(actor, id);
      notify.member(decided.applicantId, 'application_approved');
      return decided;
    },
    async reject(actor, id) {
      const decided = await applications.reject(actor, id);
      notify.member(decided.applicantId, 'application_rejected');
      return decided;
    },
  };
}

export function reviewsWithNotifications(reviews: ReviewsService, notify: NotificationsService): ReviewsService {
  return {
    ...reviews,
    async moderate(actor, id, decision) {
      const decided = await reviews.moderate(actor, id, decision);
      notify.member(decided.authorId, decision === 'approve' ? 'review_approved' : 'review_rejected');
      return decided;
    },
  };
}

export function authWithNotifications(auth: AuthService, notify: NotificationsService): AuthService {
  return {
    ...auth,
    async changePassword(userId, currentToken, current, next) {
      await auth.changePassword(userId, currentToken, current, next);
      notify.member(userId, 'password_changed');
    },
    async resetPassword(token, password, clientIp) {
      const userId = await auth.resetPassword(token, password, clientIp);
      notify.member(userId, 'password_changed');
      return userId;
    },
  };
}

/** A first number being verified is not a change; a verified number replaced by another is. */
export function phoneWithNotifications(phone: PhoneService, members: MembersService, notify: NotificationsService): PhoneService {
  return {
    ...phone,
    async verify(userId, code, i18n) {
      const before = await members.findProfile(userId);
      await phone.verify(userId, code, i18n);
      const after = await members.findProfile(userId);
      if (before?.phone_verified === 1 && before.phone !== after?.phone) notify.member(userId, 'phone_changed');
    },
  };
}

export function privacyWithNotifications(privacy: PrivacyService, notify: NotificationsService): PrivacyService {
  return {
    ...privacy,
    async closeAccount(userId, password) {
      const recipient = await notify.recipientOf(userId);
      await privacy.closeAccount(userId, password);
      if (recipient) notify.recipient(recipient, 'account_closed');
    },
  };
}
