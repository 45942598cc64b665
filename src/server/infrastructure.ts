import path from 'node:path';
import type { Config } from './config';
import { OUTBOX, secureDataDir } from './data-dir';
import { openDatabase } from './db/database';
import { prepareSchema } from './db/migrate';
import { createPasswordPool } from './hashing/password-pool';
import { createPdfPool } from './pdf/pdf-pool';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { createLocalBus, createPostgresBus, createSqliteBus } from './realtime/bus';
import { createOutboxSms } from './sms/sms-sender';
import { createTwilioSms } from './sms/twilio-sms';
import { reachDatabase } from './startup-checks';

import type { Log } from './log';

/**
 * Opens the database (migrated, or checked to be when MIGRATE_ON_START is off), the event bus, the
 * mailer, the text sender and the password-hashing pool that the configuration asks for, after making
 * the data directory private.
 */
export async function openInfrastructure(config: Config, log: Log) {
  secureDataDir(config.dataDir);
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => log.warn({ err }, 'a database connection was closed by the server'),
    connectTimeoutMs: config.databaseConnect.timeoutMs,
  });
  try {
    await reachDatabase(db, config, log);
  } catch (err) {
    await db.close();
    throw err;
  }
  const applied = await prepareSchema(db.kysely, { migrate: config.migrateOnStart, log }).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });
  if (applied.length > 0) log.info({ applied }, 'database migrated');
  const bus = db.pool ? await createPostgresBus(db.pool, log) : db.dataVersion ? createSqliteBus(db.dataVersion) : createLocalBus();
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, OUTBOX), log);
  const sms = config.sms.provider === 'twilio' ? createTwilioSms(config.sms) : createOutboxSms(path.join(config.dataDir, OUTBOX), log);
  const passwords = createPasswordPool(config.hashing);
  const pdfs = createPdfPool();
  return {
    db,
    bus,
    mailer,
    sms,
    passwords,
    pdfs,
    async close() {
      await passwords.close();
      await pdfs.close();
      await bus.close();
      await db.close();
    },
  };
}
