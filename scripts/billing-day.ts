/**
 * npm run billing:day -- [--date YYYY-MM-DD]
 * Runs one billing day on the SQLite install's job table: sends the charge job of every pledge due by
 * that date, then runs every job due by that day's billing hour (charges, retries, receipts), and stops.
 * With a date ahead of today it plays a future billing day, which is how the browser tests charge a
 * pledge for a second month. On PostgreSQL the instances' own pg-boss workers run the daily job.
 */
import { parseArgs } from 'node:util';
import { isIsoDate, todayIso } from '../src/shared/domain/dates';
import { loadConfig } from '../src/server/config';
import { openInfrastructure } from '../src/server/infrastructure';
import { translators } from '../src/server/i18n/catalogs';
import { BILLING_HOUR_UTC } from '../src/server/modules/charges/billing-calendar';
import { createServices } from '../src/server/services';

const { values } = parseArgs({ options: { date: { type: 'string' } } });
const day = values.date ?? todayIso();
if (!isIsoDate(day)) {
  console.error('Usage: npm run billing:day -- [--date YYYY-MM-DD]');
  process.exit(2);
}

// The runner is driven here, never polling: only this day's work runs, at this day's instant.
const config = loadConfig({ ...process.env, JOB_QUEUE: 'manual' });
if (config.databaseUrl) {
  console.error('billing:day drives the SQLite job table; on PostgreSQL the app instances run the billing day themselves.');
  process.exit(2);
}
const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const infra = await openInfrastructure(config, log);
try {
  const services = createServices({ config, ...infra, log, translators: await translators() });
  const jobs = services.jobs;
  if (!('runDue' in jobs)) throw new Error('the table runner is expected on SQLite');
  const at = new Date(`${day}T${String(BILLING_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
  const now = new Date();
  // Today after the billing hour: run at the present instant, so nothing queued since the hour waits.
  const instant = at < now && day === todayIso(now) ? now : at;
  const pledges = await services.charges.runDaily(day, instant);
  const ran = await jobs.runDue(instant);
  await services.tasks.idle();
  console.log(`Billing day ${day}: ${pledges} pledges due, ${ran} jobs run.`);
} finally {
  await infra.close();
}
