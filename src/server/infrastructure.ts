import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { createLocalBus, createPostgresBus } from './realtime/bus';
import { createOutboxSms } from './sms/sms-sender';

import type { Log } from './log';

/** Opens the database (migrated), the event bus and the mailer that the configuration asks for. */
export async function openInfrastructure(config: Config, log: Log) {
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => log.warn({ err }, 'a database connection was closed by the server'),
  });
  const applied = await migrateToLatest(db.kysely);
  if (applied.length > 0) log.info({ applied }, 'database migrated');
  const bus = db.pool ? await createPostgresBus(db.pool, log) : createLocalBus();
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), log);
  const sms = createOutboxSms(path.join(config.dataDir, 'outbox'), log);
  return {
    db,
    bus,
    mailer,
    sms,
    async close() {
      await bus.close();
      await db.close();
    },
  };
}
