import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openInfrastructure } from './infrastructure';
import { createLogger } from './logger';
import { checkPortFree, listen, warnAtStart } from './startup-checks';

const HOUSEKEEPING_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  warnAtStart(config, logger);
  await checkPortFree(config);
  const infra = await openInfrastructure(config, logger);
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
  const { app, services } = await buildApp({ config, ...infra, loggerInstance: logger, clientDir });

  const housekeeping = setInterval(() => {
    void services.rateLimits.purgeStale().catch((err) => logger.error({ err }, 'rate-limit purge failed'));
    void services.auth.purgeExpiredSessions().catch((err) => logger.error({ err }, 'session purge failed'));
    void services.securityEvents.purgeExpired().catch((err) => logger.error({ err }, 'security event purge failed'));
    void services.twoStep.purgeExpiredChallenges().catch((err) => logger.error({ err }, 'two-step challenge purge failed'));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(housekeeping);
    await app.close();
    await infra.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await listen(app, config);
  logger.info({ url: config.publicUrl, database: infra.db.dialect, dataDir: config.dataDir }, 'ready');
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
