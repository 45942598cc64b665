import type { Config } from './config';
import { createBackgroundTasks } from './jobs/background-tasks';
import type { Db } from './db/database';
import type { PasswordWork } from './hashing/password-pool';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';
import type { Log } from './log';
import { createAdminSubscribersService } from './modules/admin-subscribers/admin-subscribers.service';
import { createAuthService } from './modules/auth/auth.service';
import { createApplicationsService } from './modules/applications/applications.service';
import { createAuditService } from './modules/audit/audit.service';
import { createDistributionsService } from './modules/distributions/distributions.service';
import { createMembersService } from './modules/members/members.service';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createPhoneService } from './modules/phone/phone.service';
import { createProductsService } from './modules/products/products.service';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createRateLimitService } from './modules/rate-limit/rate-limit.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { withTwoStepEvents } from './modules/security-events/audited-two-step';
import { withSecurityEvents } from './modules/security-events/audited-auth';
import { createSecurityEventsService } from './modules/security-events/security-events.service';
import { createSettingsService } from './modules/settings/settings.service';
import { createStatsService } from './modules/stats/stats.service';
import { createSubscriptionsAdminService } from './modules/subscriptions/subscriptions-admin.service';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { createTwoStepService } from './modules/two-step/two-step.service';
import type { Translators } from './i18n/catalogs';
import type { EventBus } from './realtime/bus';

export interface Infrastructure {
  config: Config;
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  sms: SmsSender;
  passwords: PasswordWork;
  log: Log;
}

/** Wires the services to each other once; routes, scripts and tests all get the same graph. */
export function createServices(infra: Infrastructure & { translators: Translators }) {
  const db = infra.db.kysely;
  const stats = createStatsService({ db, bus: infra.bus });
  const audit = createAuditService({ db });
  const subscriptions = createSubscriptionsService({ db });
  const members = createMembersService({ db, stats, subscriptions });
  const rateLimits = createRateLimitService({ db });
  const tasks = createBackgroundTasks(infra.log);
  const phone = createPhoneService({ db, config: infra.config, sms: infra.sms, members, rateLimits, translators: infra.translators });
  const securityEvents = createSecurityEventsService({ db, audit, members, log: infra.log });
  const twoStep = withTwoStepEvents(createTwoStepService({ db, config: infra.config, members, rateLimits, passwords: infra.passwords }), securityEvents, members);
  const auth = withSecurityEvents(
    createAuthService({ db, config: infra.config, passwords: infra.passwords, mailer: infra.mailer, translators: infra.translators, log: infra.log, members, subscriptions, stats, rateLimits, phone, tasks, twoStep }),
    securityEvents,
  );
  const privacy = createPrivacyService({ db, config: infra.config, log: infra.log, members, audit, stats, rateLimits, securityEvents, auth });
  const reviews = createReviewsService({ db, members, audit });
  const applications = createApplicationsService({ db, audit });
  const distributions = createDistributionsService({ db, applications, audit });
  const referrals = createReferralsService({ db, config: infra.config, members });
  const products = createProductsService({ db, audit });
  // Apart from the member-facing service: it needs members, which itself needs subscriptions.
  const subscriptionsAdmin = createSubscriptionsAdminService({ db, audit, members });
  const settings = createSettingsService({ db, stats, audit });
  const adminSubscribers = createAdminSubscribersService({ db, members, stats, audit, subscriptions, referrals, applications, privacy, securityEvents });
  return { passwords: infra.passwords, tasks, securityEvents, privacy, stats, subscriptions, subscriptionsAdmin, members, rateLimits, auth, distributions, reviews, phone, applications, referrals, audit, products, settings, adminSubscribers, twoStep };
}

export type Services = ReturnType<typeof createServices>;
