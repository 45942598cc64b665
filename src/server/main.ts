import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseBehindError } from './db/migrate';
import { openInfrastructure } from './infrastructure';
import { createLogger } from './logger';
import { listenForMetrics } from './metrics/metrics-server';
import { runShutdown } from './shutdown';
import { checkPortFree, listen, warnAtStart, warnIfProfileIncomplete } from './startup-checks';

const HOUSEKEEPING_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  warnAtStart(config, logger);
  await checkPortFree(config);
  if (config.metrics) await checkPortFree({ port: config.metrics.port, host: config.host }, 'METRICS_PORT');
  const infra = await openInfrastructure(config, logger);
  const clientDir = config.clientDir ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
  const { app, services, broadcaster, health } = await buildApp({ config, ...infra, loggerInstance: logger, clientDir });
  await warnIfProfileIncomplete(config, services.organisation.missing, logger);

  const housekeeping = setInterval(() => {
    void services.rateLimits.purgeStale().catch((err) => logger.error({ err }, 'rate-limit purge failed'));
    void services.auth.purgeExpiredSessions().catch((err) => logger.error({ err }, 'session purge failed'));
    void services.securityEvents.purgeExpired().catch((err) => logger.error({ err }, 'security event purge failed'));
    void services.twoStep.purgeExpiredChallenges().catch((err) => logger.error({ err }, 'two-step challenge purge failed'));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  let metrics: Awaited<ReturnType<typeof listenForMetrics>>;
  let stopping = false;
  /**
   * Not ready at once, so the load balancer sends no more; then the server stops accepting, ends the
   * live-counter streams (browsers reconnect elsewhere), lets requests under way finish, lets the job
   * workers finish their current job, and closes the pools. What is still open when the grace period
   * ends is named, and the process exits 1 rather than hang.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    health.drain();
    logger.info({ signal, graceSeconds: config.shutdownGraceMs / 1000 }, 'shutting down');
    clearInterval(housekeeping);
    // A connection whose request finishes meanwhile is closed rather than kept alive for another.
    app.server.keepAliveTimeout = 1;
    const outcome = await runShutdown([
      { name: 'HTTP requests, job workers or background tasks', run: () => app.close() },
      { name: 'the metrics listener', run: async () => metrics?.close() },
      { name: 'database connections or worker pools', run: () => infra.close() },
    ], config.shutdownGraceMs).catch((err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
    if (outcome.finished) {
      logger.info('stopped');
      process.exit(0);
    }
    const connections = await new Promise<number>((resolve) => app.server.getConnections((_err, count) => resolve(count)));
    logger.error(
      { waitingFor: outcome.waitingFor, httpConnections: connections, liveStreams: broadcaster.clientCount },
      `shutdown gave up after ${config.shutdownGraceMs / 1000} s still waiting for ${outcome.waitingFor}; HTTP connections open: ${connections}`,
    );
    process.exit(1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await listen(app, config);
  metrics = await listenForMetrics(config);
  logger.info({ url: config.publicUrl, database: infra.db.dialect, dataDir: config.dataDir, metricsPort: config.metrics?.port }, 'ready');
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DatabaseBehindError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
