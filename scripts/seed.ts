/**
 * npm run seed -- --members 1000000 [--pledges 1000000] [--seed 42] [--force]
 * Fills the configured database (DATA_DIR or DATABASE_URL) with realistic fake members, their pledges,
 * some assistance applications and reviews, and sets the live counter to the true counts. For
 * development and benchmarks only: every seeded account has the same known password.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/server/config';
import { nowIso } from '../src/server/db/time';
import { openInfrastructure } from '../src/server/infrastructure';
import { hashPassword } from '../src/server/modules/auth/password';
import { createMemberFactory, type MemberRows } from './seed/members';
import { createRandom } from './seed/random';
import { kyselyWriter, sqliteWriter } from './seed/writers';

export const SEED_PASSWORD = 'Seeded!Passw0rd';
/** Members written per transaction. */
const BATCH = 10_000;

const { values } = parseArgs({
  options: { members: { type: 'string', default: '1000' }, pledges: { type: 'string' }, seed: { type: 'string', default: '42' }, force: { type: 'boolean', default: false } },
});
const count = Number(values.members);
const seed = Number(values.seed);
const pledges = values.pledges === undefined ? undefined : Number(values.pledges);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000 || !Number.isInteger(seed) || (pledges !== undefined && !(Number.isInteger(pledges) && pledges >= 0 && pledges <= count))) {
  console.error('Usage: npm run seed -- --members <1..10000000> [--pledges <0..members>] [--seed <integer>] [--force]');
  process.exit(2);
}

const config = loadConfig();
const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
let infra = await openInfrastructure(config, log);

try {
  const db = infra.db.kysely;
  const existing = Number((await db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  if (existing > 0 && !values.force) {
    console.error(`The database already has ${existing.toLocaleString('en-US')} members. Add --force to add more to it.`);
    process.exit(1);
  }
  const takenCodes = new Set((await db.selectFrom('profiles').select('referral_code').execute()).map((r) => r.referral_code));
  const started = Date.now();
  // Members added with --force get their own random sequence, so their ids do not repeat earlier ones.
  const factory = createMemberFactory(createRandom(seed + existing), {
    count, firstNumber: existing, now: Date.now(), passwordHash: await hashPassword(SEED_PASSWORD), takenCodes, ...(pledges !== undefined && { activePledges: pledges }),
  });
  console.log(`Seeding ${count.toLocaleString('en-US')} members into ${infra.db.dialect === 'sqlite' ? config.dataDir : 'PostgreSQL'}...`);

  const sqlite = infra.db.dialect === 'sqlite';
  // The SQLite writer needs the file to itself (see sqliteWriter); the app's connection comes back after.
  if (sqlite) await infra.close();
  const writer = sqlite ? sqliteWriter(config.dataDir) : kyselyWriter(db);
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    let batch: MemberRows[] = [];
    for (let i = 0; i < count; i++) {
      batch.push(factory.next(i));
      if (batch.length === BATCH || i === count - 1) {
        await writer.write(batch, i < BATCH ? factory.reviewers : [], nowIso());
        batch = [];
        const done = i + 1;
        if (done % 50_000 === 0 || done === count) console.log(`  ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} members  (${seconds()})`);
      }
    }
    console.log(`Building indexes and committing (${seconds()})...`);
    await writer.finish();
  } catch (err) {
    await writer.abort();
    throw err;
  } finally {
    if (sqlite) infra = await openInfrastructure(config, log);
  }
  const final = infra.db.kysely;

  // The live counter is set from the data, so it is exact whatever was there before.
  const totals = await final
    .selectFrom('profiles')
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.countAll().filterWhere('verified', '=', 1).as('verified')])
    .executeTakeFirstOrThrow();
  await final.updateTable('subscriber_stats').set({ total_subscribers: Number(totals.total), verified_subscribers: Number(totals.verified), updated_at: nowIso() }).where('id', '=', 1).execute();
  console.log(`Gathering statistics for the query planner (${seconds()})...`);
  // Fresh statistics let the query planner pick the right index for each filter. On PostgreSQL,
  // vacuum also marks the new pages all-visible, as autovacuum would later: until then a search
  // cannot be answered from the index alone (migration 0010) and visits the table for every row.
  await (sqlite ? sql`analyze` : sql`vacuum analyze`).execute(final);

  const reviewers = await final.selectFrom('profiles').select('email').where('id', 'in', factory.reviewers).execute();
  console.log(`Done in ${seconds()}: ${Number(totals.total).toLocaleString('en-US')} members, ${Number(totals.verified).toLocaleString('en-US')} verified.`);
  console.log(`Every seeded account's password is ${SEED_PASSWORD}. Admins (application reviewers): ${reviewers.map((r) => r.email).join(', ')}`);
} finally {
  await infra.close();
}
