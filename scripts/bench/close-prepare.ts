/**
 * The monthly close at scale on SQLite: last month's ledger holds N contributions (each
 * with its card fee row) and M approved applications wait in the queue; preparing that month (pool
 * from the ledger, the first M of the queue, their digest, the audit entry) is timed through the
 * distributions service, as the admin route calls it. Seeds by bulk SQL in a fresh directory.
 *   npx tsx scripts/bench/close-prepare.ts [--close-contributions 1000000] [--close-applications 100000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config';
import { openInfrastructure } from '../../src/server/infrastructure';
import { translators } from '../../src/server/i18n/catalogs';
import { createServices } from '../../src/server/services';
import { runAlone } from './cli';
import type { BenchRow } from './types';

const TARGET_SECONDS = 60;
const silent = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const sqliteEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The month before the current one, as YYYY-MM. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

export async function benchClosePrepare(options: { contributions?: number; applications?: number } = {}): Promise<BenchRow[]> {
  const contributions = options.contributions ?? 1_000_000;
  const applications = options.applications ?? 100_000;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-close-'));
  const config = loadConfig({ ...sqliteEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_QUEUE: 'manual' });
  const infra = await openInfrastructure(config, silent);
  try {
    const db = infra.db.kysely;
    const services = createServices({ ...infra, config, log: silent, translators: await translators() });
    const month = lastMonth();
    const at = new Date().toISOString();
    const seeding = Date.now();
    // Members 1..contributions gave last month; the first `applications` of them (and the admin, 0) have profiles.
    await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${contributions})
      insert into users (id, email, password_hash, created_at) select printf('00000000-0000-4000-8000-%012d', i), printf('close%d@example.org', i), 'x', ${at} from n`.execute(db);
    await sql`insert into profiles (id, full_name, email, dob, gender, marital_status, referral_code, city, state, country, verified, subscription_status, created_at, updated_at)
      select id, 'Close Member', email, '1980-01-01', 'female', 'married', 'R' || substr(id, 25), 'Baltimore', 'Maryland', 'US', 1, 'active',
        strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (rowid % 500) || ' days'), ${at}
      from users where rowid <= ${applications + 1}`.execute(db);
    // Each applicant keeps an active pledge (with last month given), so every one qualifies for a share.
    await sql`insert into subscriptions (id, user_id, status, monthly_amount_cents, start_date, next_billing_date, created_at, updated_at)
      select 's' || substr(id, 25), id, 'active', 1000, '2025-01-01', null, ${at}, ${at}
      from users where id <> printf('00000000-0000-4000-8000-%012d', 0) and rowid <= ${applications + 1}`.execute(db);
    await sql`insert into beneficiaries (id, user_id, reason, approved, reviewed_by, reviewed_at, move_down, created_at)
      select 'b' || substr(id, 25), id, 'Rent this month', 1, printf('00000000-0000-4000-8000-%012d', 0), ${at}, 0, ${at}
      from users where id <> printf('00000000-0000-4000-8000-%012d', 0) and rowid <= ${applications + 1}`.execute(db);
    await sql`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, created_at)
      select 'c' || substr(id, 25), 'contribution', 1000, 'USD', 1000, ${month}, id, 'stripe', 'pi_' || substr(id, 25), ${at}
      from users where id <> printf('00000000-0000-4000-8000-%012d', 0)`.execute(db);
    await sql`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, created_at)
      select 'f' || substr(id, 25), 'fee', -59, 'USD', -59, ${month}, id, 'stripe', 'pi_' || substr(id, 25) || ':fee', ${at}
      from users where id <> printf('00000000-0000-4000-8000-%012d', 0)`.execute(db);
    await sql`analyze`.execute(db);
    await db.updateTable('subscriber_stats').set({ goal: 1, phase: 2, verified_subscribers: applications + 1 }).execute();
    const seedMs = Date.now() - seeding;

    const admin = { id: '00000000-0000-4000-8000-000000000000', email: 'close0@example.org' };
    const started = Date.now();
    const prepared = await services.distributions.prepare(admin, { month_year: month, beneficiaries_count: applications });
    const prepareMs = Date.now() - started;
    if (prepared.beneficiaries_count !== applications) throw new Error(`prepared ${prepared.beneficiaries_count} beneficiaries, not ${applications}`);
    return [
      {
        measure: `monthly close: prepare a month of ${contributions.toLocaleString('en-US')} contributions (and their fee rows) for ${applications.toLocaleString('en-US')} waiting applications (SQLite)`,
        value: `${seconds(prepareMs)} (seeding took ${seconds(seedMs)})`,
        anchor: `< ${TARGET_SECONDS} s`,
        ok: prepareMs < TARGET_SECONDS * 1000,
      },
    ];
  } finally {
    await infra.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runAlone(import.meta.url, () => {
  const { values } = parseArgs({ options: { 'close-contributions': { type: 'string' }, 'close-applications': { type: 'string' } } });
  return benchClosePrepare({
    ...(values['close-contributions'] && { contributions: Number(values['close-contributions']) }),
    ...(values['close-applications'] && { applications: Number(values['close-applications']) }),
  });
});
