import type { Config } from './config';
import { createBackgroundTasks } from './jobs/background-tasks';
import { createJobQueue } from './jobs/create-job-queue';
import type { Db } from './db/database';
import type { PasswordWork } from './hashing/password-pool';
import type { PdfWork } from './pdf/pdf-pool';
import { brandedMailer } from './mail/branded-mailer';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';
import type { Log } from './log';
import { createAdminSubscribersService } from './modules/admin-subscribers/admin-subscribers.service';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordCheck } from './modules/auth/password-check';
import { createApplicationsService } from './modules/applications/applications.service';
import { createAuditService } from './modules/audit/audit.service';
import { createApplicationDocumentsService } from './modules/application-documents/application-documents.service';
import { createBlobStore } from './storage/create-blob-store';
import { configuredProfile, createOrganisationService } from './modules/organisation/organisation.service';
import { createContactService } from './modules/contact/contact.service';
import { createLedgerAdminService } from './modules/ledger/ledger-admin.service';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createDistributionsService } from './modules/distributions/distributions.service';
import { payoutMailer } from './modules/payouts/payout-mailer';
import { createPayoutsService } from './modules/payouts/payouts.service';
import { createEncouragementService } from './modules/encouragement/encouragement.service';
import { createMembersService } from './modules/members/members.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import {
  applicationsWithNotifications, authWithNotifications, phoneWithNotifications, privacyWithNotifications, reviewsWithNotifications,
} from './modules/notifications/with-notifications';
import { createCustomerErasureService } from './modules/payments/customer-erasure.service';
import { createChargesService } from './modules/charges/charges.service';
import { chargeMailer } from './modules/charges/charge-mailer';
import { createPaymentsService } from './modules/payments/payments.service';
import { createEligibilityService } from './modules/pledge-manage/eligibility.service';
import { pledgeChangeMailer } from './modules/pledge-manage/pledge-change-mailer';
import { createPledgeManageService } from './modules/pledge-manage/pledge-manage.service';
import { createStripeProvider } from './modules/payments/stripe-provider';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createPhaseInvitationsService } from './modules/phase-invitations/phase-invitations.service';
import { createPhaseService } from './modules/phase/phase.service';
import { createPhoneService } from './modules/phone/phone.service';
import { createProductsService } from './modules/products/products.service';
import { createReferralsService } from './modules/referrals/referrals.service';
import { createRateLimitService } from './modules/rate-limit/rate-limit.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createQueueEstimateService } from './modules/queue-estimate/queue-estimate.service';
import { withTwoStepEvents } from './modules/security-events/audited-two-step';
import { withSecurityEvents } from './modules/security-events/audited-auth';
import { createSecurityEventsService } from './modules/security-events/security-events.service';
import { createAttestationsService } from './modules/oversight/attestations.service';
import { createRolesService } from './modules/oversight/roles.service';
import { createReportsService } from './modules/reports/reports.service';
import { createStatementsService } from './modules/statements/statements.service';
import { createPosterService } from './modules/poster/poster.service';
import { createAdminLimitsService } from './modules/settings/admin-limits.service';
import { createAidLimitsService } from './modules/aid-limits/aid-limits.service';
import { createCampaignService } from './modules/settings/campaign.service';
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
  pdfs: PdfWork;
  log: Log;
}

/** Wires the services to each other once; routes, scripts and tests all get the same graph. */
export function createServices(infra: Infrastructure & { translators: Translators }) {
  const db = infra.db.kysely;
  const stats = createStatsService({ db, bus: infra.bus });
  const audit = createAuditService({ db });
  const organisation = createOrganisationService({ db, audit, defaults: configuredProfile(infra.config) });
  // Every e-mail leaves with the organisation's name and address, whichever service writes it.
  const mailer = brandedMailer(infra.mailer, { profile: organisation.get, publicUrl: infra.config.publicUrl });
  const subscriptions = createSubscriptionsService({ db });
  const members = createMembersService({ db, stats, subscriptions });
  const rateLimits = createRateLimitService({ db });
  const tasks = createBackgroundTasks(infra.log);
  const jobs = createJobQueue(infra.config, db, infra.log);
  const notifications = createNotificationsService({ members, mailer, tasks, publicUrl: infra.config.publicUrl, translators: infra.translators });
  const phone = phoneWithNotifications(createPhoneService({ db, config: infra.config, sms: infra.sms, members, rateLimits, translators: infra.translators, log: infra.log }), members, notifications);
  const confirmPassword = createPasswordCheck({ db, passwords: infra.passwords });
  const securityEvents = createSecurityEventsService({ db, audit, members, log: infra.log });
  const adminLimits = createAdminLimitsService({ db, audit, securityEvents });
  const aidLimits = createAidLimitsService({ db, audit });
  const twoStep = withTwoStepEvents(createTwoStepService({ db, config: infra.config, members, rateLimits, confirmPassword }), securityEvents, members);
  const auth = authWithNotifications(withSecurityEvents(
    createAuthService({ db, config: infra.config, passwords: infra.passwords, confirmPassword, mailer, translators: infra.translators, log: infra.log, members, subscriptions, stats, rateLimits, phone, tasks, twoStep }),
    securityEvents,
  ), notifications);
  const contact = createContactService({ db, config: infra.config, mailer, tasks, audit, rateLimits, supportEmail: async () => (await organisation.get()).support_email });
  const ledger = createLedgerService({ db });
  const paymentProvider = infra.config.stripe ? createStripeProvider(infra.config.stripe) : null;
  const customerErasure = createCustomerErasureService({ db, provider: paymentProvider, jobs, log: infra.log });
  customerErasure.register();
  const documents = createApplicationDocumentsService({ db, store: createBlobStore(infra.config), audit, jobs, log: infra.log, retentionDays: infra.config.evidenceRetentionDays });
  documents.register();
  const privacy = privacyWithNotifications(
    createPrivacyService({ db, config: infra.config, log: infra.log, members, audit, stats, rateLimits, securityEvents, confirmPassword, contact, ledger, customerErasure, documents }),
    notifications,
  );
  const reviews = reviewsWithNotifications(createReviewsService({ db, members, audit }), notifications);
  const eligibility = createEligibilityService({ db, stats, subscriptions, ledger });
  const applications = applicationsWithNotifications(createApplicationsService({ db, audit, eligibility, limits: adminLimits, aidLimits, stats, providerAvailable: paymentProvider !== null }), notifications);
  const payouts = createPayoutsService({ db, audit, ledger, jobs, providerAvailable: paymentProvider !== null, limits: adminLimits });
  const encouragement = createEncouragementService({ db, audit, subscriptions });
  payouts.register(payoutMailer({
    members, mailer, translators: infra.translators, publicUrl: infra.config.publicUrl,
    notesFor: (allocationIds) => encouragement.notesForAllocations(allocationIds),
  }));
  const distributions = createDistributionsService({ db, applications, audit, ledger, stats, payouts, encouragement, settlementWindowDays: infra.config.settlementWindowDays, limits: adminLimits, aidLimits });
  const queueEstimate = createQueueEstimateService({ db, applications });
  const referrals = createReferralsService({ db, config: infra.config, members, rateLimits });
  const products = createProductsService({ db, audit });
  // Apart from the member-facing service: it needs members, which itself needs subscriptions.
  const subscriptionsAdmin = createSubscriptionsAdminService({ db, reads: infra.db.reads, audit, members });
  const ledgerAdmin = createLedgerAdminService({ db, ledger, members, audit });
  const statements = createStatementsService({
    db, organisation: organisation.get, rateLimit: infra.config.statementRateLimit, ledger, members, audit, rateLimits, translators: infra.translators, pdfs: infra.pdfs,
    processing: (memberId) => charges.processing(memberId),
  });
  const roles = createRolesService({ db, members, securityEvents });
  const attestations = createAttestationsService({ db, distributions, members, audit, mailer, tasks, translators: infra.translators, publicUrl: infra.config.publicUrl });
  const reports = createReportsService({ db, stats, rateLimits, proofRateLimit: infra.config.receiptProofRateLimit, signatures: attestations.signaturesByMonth });
  const phaseInvitations = createPhaseInvitationsService({ db, jobs, stats, mailer, translators: infra.translators, publicUrl: infra.config.publicUrl, log: infra.log });
  phaseInvitations.register();
  const settings = createSettingsService({ db, stats, audit });
  const phase = createPhaseService({ db, stats, audit, invitations: phaseInvitations });
  const campaign = createCampaignService({ db, stats, audit });
  const poster = createPosterService({ config: infra.config, members, pdfs: infra.pdfs, rateLimits });
  // Charges and pledge management need each other's work on the billing day, not at construction.
  const charges = createChargesService({ db, jobs, provider: paymentProvider, ledger, members, subscriptions, stats, log: infra.log, resumeDuePauses: (day) => pledgeManage.resumeDuePauses(day), settlementWindowDays: infra.config.settlementWindowDays });
  charges.register(chargeMailer({ members, ledger, mailer, translators: infra.translators, publicUrl: infra.config.publicUrl, authSecret: infra.config.authSecret }));
  const confirmChange = pledgeChangeMailer({ members, mailer, tasks, translators: infra.translators, publicUrl: infra.config.publicUrl });
  const payments = createPaymentsService({
    db, provider: paymentProvider, publicUrl: infra.config.publicUrl,
    rateLimits, limits: infra.config.paymentRateLimits, stats, members, subscriptions, charges, confirmChange, log: infra.log,
  });
  const pledgeManage = createPledgeManageService({
    db, subscriptions, members, payments, eligibility, rateLimits, linkLimit: infra.config.pledgeLinkRateLimit, authSecret: infra.config.authSecret,
    confirmChange,
  });
  const adminSubscribers = createAdminSubscribersService({ db, reads: infra.db.reads, exactCountTerms: infra.config.adminSearchExactCount, exportChunk: infra.config.adminExportChunk, members, stats, audit, subscriptions, referrals, applications, privacy, securityEvents });
  return { documents, organisation, pdfs: infra.pdfs, phaseInvitations, reports, encouragement, queueEstimate, jobs, charges, payments, customerErasure, statements, pledgeManage, eligibility, contact, passwords: infra.passwords, tasks, securityEvents, privacy, stats, subscriptions, subscriptionsAdmin, ledger, ledgerAdmin, members, rateLimits, auth, distributions, payouts, reviews, phone, applications, referrals, audit, products, settings, phase, campaign, adminLimits, aidLimits, poster, adminSubscribers, twoStep, roles, attestations };
}

export type Services = ReturnType<typeof createServices>;
