import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../shared/api';
import './http/access';
import { compressionOptions } from './http/compression';
import { RequestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { adminApplicationsRoutes } from './modules/applications/admin-applications.routes';
import { adminSubscribersRoutes } from './modules/admin-subscribers/admin-subscribers.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { chargesRoutes } from './modules/charges/charges.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { distributionsRoutes } from './modules/distributions/distributions.routes';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { createHealthService } from './modules/health/health.service';
import { healthRoutes } from './modules/health/health.routes';
import { encouragementRoutes } from './modules/encouragement/encouragement.routes';
import { queueEstimateRoutes } from './modules/queue-estimate/queue-estimate.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { membersRoutes } from './modules/members/members.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { pledgeManageRoutes } from './modules/pledge-manage/pledge-manage.routes';
import { phoneRoutes } from './modules/phone/phone.routes';
import { posterRoutes } from './modules/poster/poster.routes';
import { oversightRoutes } from './modules/oversight/oversight.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { productsRoutes } from './modules/products/products.routes';
import { storeRoutes } from './modules/products/store.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { aidLimitsRoutes } from './modules/aid-limits/aid-limits.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { phaseRoutes } from './modules/phase/phase.routes';
import { siteInfo } from './modules/site/site-info';
import { siteRoutes } from './modules/site/site.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { twoStepRoutes } from './modules/two-step/two-step.routes';
import { translators } from './i18n/catalogs';
import { accessGuard } from './plugins/access-guard';
import { errorHandler } from './plugins/error-handler';
import { openapiDocument, openapiPlugin } from './plugins/openapi';
import { sameOriginPlugin } from './plugins/same-origin';
import { localePlugin } from './plugins/locale';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { twoStepGate } from './plugins/two-step-gate';
import { createStatsBroadcaster } from './realtime/stats-broadcaster';
import { watch } from './metrics/metrics';
import { requestTiming } from './metrics/request-timing';
import { createServices, type Infrastructure } from './services';
import { applicationDocumentsRoutes } from './modules/application-documents/application-documents.routes';

export interface AppOptions extends Omit<Infrastructure, 'log'> {
  /** A pino logger; silent when absent (as in the tests). */
  loggerInstance?: FastifyBaseLogger;
  /** The built client to serve; API-only when absent (as in the API tests). */
  clientDir?: string;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    trustProxy: options.config.trustProxy,
    bodyLimit: 64 * 1024,
    logController: new RequestLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({ ...options, log: app.log, translators: await translators() });
  const broadcaster = createStatsBroadcaster({ bus: options.bus, readStats: services.stats.current, log: app.log });
  const health = createHealthService({ db: options.db.kysely });
  // Before the server stops accepting: it waits for every open connection, and a stream never ends by itself.
  app.addHook('preClose', async () => {
    health.drain();
    broadcaster.close();
  });
  const { pool } = options.db;
  const unwatch = watch({
    liveStreams: () => broadcaster.clientCount,
    ...(pool && { pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) }),
    queueDepth: () => services.jobs.depth(),
  });
  app.addHook('onClose', async () => unwatch());
  // Jobs start once every route and handler is in place, and stop before the database closes.
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => services.jobs.stop());
  // Waits for queued work (e-mails), so neither a shutdown nor the end of a test loses any.
  app.addHook('onClose', async () => services.tasks.idle());

  const https = options.config.publicUrl.startsWith('https://');
  await app.register(errorHandler);
  // Only when metrics are served: the busiest routes are measured to the microsecond without it.
  if (options.config.metrics) await app.register(requestTiming);
  await app.register(securityHeaders, {
    resourcePrefixes: ['/api/', '/assets/'],
    https,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Before any route: the plugin adds its hook to the routes registered after it.
  await app.register(compress, compressionOptions);
  await app.register(sameOriginPlugin, { publicUrl: options.config.publicUrl });
  await app.register(cookie);
  await app.register(openapiPlugin);
  // The session must be resolved before the guard reads it: hooks run in registration order.
  await app.register(sessionPlugin, { auth: services.auth, secureCookies: https });
  await app.register(localePlugin, { translators: await translators() });
  await app.register(accessGuard);
  await app.register(twoStepGate, { twoStep: services.twoStep });

  await app.register(healthRoutes, { health });
  app.get(API.openapi, { config: { access: 'public' }, schema: { hide: true } }, async () => openapiDocument(app));

  await app.register(authRoutes, { auth: services.auth });
  await app.register(membersRoutes, { members: services.members, phone: services.phone });
  await app.register(privacyRoutes, { privacy: services.privacy });
  await app.register(statsRoutes, { stats: services.stats, broadcaster, config: options.config });
  await app.register(siteRoutes, { config: options.config, organisation: services.organisation });
  await app.register(distributionsRoutes, { distributions: services.distributions });
  await app.register(payoutsRoutes, { payouts: services.payouts });
  await app.register(reviewsRoutes, { reviews: services.reviews });
  await app.register(queueEstimateRoutes, { queueEstimate: services.queueEstimate });
  await app.register(encouragementRoutes, { encouragement: services.encouragement });
  await app.register(applicationsRoutes, { applications: services.applications, rateLimits: services.rateLimits, config: options.config });
  await app.register(adminApplicationsRoutes, { applications: services.applications });
  await app.register(applicationDocumentsRoutes, { documents: services.documents });
  await app.register(referralsRoutes, { referrals: services.referrals });
  await app.register(phoneRoutes, { phone: services.phone, auth: services.auth, rateLimits: services.rateLimits, config: options.config });
  await app.register(productsRoutes, { products: services.products });
  await app.register(subscriptionsRoutes, { subscriptionsAdmin: services.subscriptionsAdmin });
  await app.register(ledgerRoutes, { ledger: services.ledger, ledgerAdmin: services.ledgerAdmin });
  await app.register(settingsRoutes, { settings: services.settings, campaign: services.campaign, adminLimits: services.adminLimits, organisation: services.organisation });
  await app.register(aidLimitsRoutes, { aidLimits: services.aidLimits });
  await app.register(phaseRoutes, { phase: services.phase });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(storeRoutes, { products: services.products });
  await app.register(adminSubscribersRoutes, { adminSubscribers: services.adminSubscribers });
  await app.register(twoStepRoutes, { twoStep: services.twoStep });
  await app.register(contactRoutes, { contact: services.contact });
  await app.register(posterRoutes, { poster: services.poster });
  await app.register(statementsRoutes, { statements: services.statements });
  await app.register(reportsRoutes, { reports: services.reports });
  await app.register(oversightRoutes, { attestations: services.attestations, roles: services.roles });
  await app.register(paymentsRoutes, { payments: services.payments });
  await app.register(chargesRoutes, { charges: services.charges });
  await app.register(pledgeManageRoutes, { pledgeManage: services.pledgeManage });

  if (options.clientDir) {
    const { config } = options;
    await app.register(spaPlugin, { clientDir: options.clientDir, publicUrl: config.publicUrl, readStats: services.stats.get, readCampaign: services.campaign.get, readSite: async () => siteInfo(config, await services.organisation.get()) });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { code: 'not_found', message: 'No such API route' } }));
  }

  return { app, services, broadcaster, health };
}
