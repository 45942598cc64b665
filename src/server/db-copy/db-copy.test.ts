import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberFactory } from '../../../scripts/seed/members';
import { createRandom } from '../../../scripts/seed/random';
import { sqliteWriter } from '../../../scripts/seed/writers';
import { API } from '../../shared/api';
import { cookieFrom, createTestApp, enrollTwoStep, signIn } from '../../../test/support/api-harness';
import { startPostgresCluster } from '../../../test/support/postgres-cluster';
import { runCli } from '../../../test/support/run-cli';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { nowIso } from '../db/time';
import { hashPassword } from '../modules/auth/password';

const SEEDED = 300;
const SEED_PASSWORD = 'Seeded!Passw0rd';

// The copy needs a PostgreSQL server on either run of the suite: the one the set-up started, or its own.
let baseUrl = '';
let stopCluster = () => {};
beforeAll(async () => {
  const provided = inject('postgresUrl');
  if (provided) baseUrl = provided;
  else {
    const cluster = await startPostgresCluster();
    baseUrl = cluster.url;
    stopCluster = () => cluster.stop();
  }
}, 120_000);
afterAll(() => stopCluster());

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A SQLite data directory with the seed script's members, pledges, applications and reviews. */
async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'db-copy-'));
  const db = openDatabase({ dataDir });
  await migrateToLatest(db.kysely);
  await db.close();
  const factory = createMemberFactory(createRandom(7), { count: SEEDED, firstNumber: 0, now: Date.now(), passwordHash: hashPassword(SEED_PASSWORD), takenCodes: new Set() });
  const writer = sqliteWriter(dataDir);
  await writer.write(Array.from({ length: SEEDED }, (_, i) => factory.next(i)), factory.reviewers, nowIso());
  await writer.finish();
  return dataDir;
}

describe('npm run db:copy', () => {
  it('copies a seeded SQLite database into PostgreSQL, where the app serves the same members and they sign in', async () => {
    const dataDir = await seededDataDir();
    const target = `copy_${randomUUID().replace(/-/g, '')}`;
    await withAdmin((c) => c.query(`create database ${target}`));
    const targetUrl = baseUrl.replace(/\/postgres$/, `/${target}`);
    try {
      const source = await createTestApp({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const db = source.db.kysely;
      await db.updateTable('subscriber_stats').set({ total_subscribers: SEEDED, verified_subscribers: SEEDED, goal: SEEDED, phase: 2, updated_at: nowIso() }).where('id', '=', 1).execute();
      // An admin with two-step verification (an encrypted secret, recovery codes, an audit trail) and a session.
      const admin = { email: 'admin@example.org', password: 'Str0ng!Passw0rd', id: '', twoStepSecret: '' };
      await source.services.auth.createOrPromoteAdmin({ email: admin.email, password: admin.password, fullName: 'Admin Person' });
      const login = await source.app.inject({ method: 'POST', url: API.login, payload: { email: admin.email, password: admin.password } });
      admin.id = login.json().user.id as string;
      admin.twoStepSecret = (await enrollTwoStep(source, cookieFrom(login))).secret;
      const seeded = await db.selectFrom('profiles').select(['id', 'email']).where('id', '!=', admin.id).orderBy('id').limit(60).execute();
      const seededCookie = await signIn(source, { email: seeded[0]?.email ?? '', password: SEED_PASSWORD });
      // Ledger rows in two currencies in a past month, and that month's receipt tree (stored as blobs;
      // reports exist from Phase 2, set above).
      for (const [i, member] of seeded.entries()) {
        await source.services.ledger.append(db, {
          kind: 'recorded_payment', amount_cents: 1000 + i, currency: i % 3 === 0 ? 'CAD' : 'USD', settled_cents: 1000 + i, month: '2026-01', member_id: member.id, source: 'recorded', reference: `copy-${i}`, method: 'cash',
        });
      }
      await source.services.reports.month('2026-01');
      expect(Number((await db.selectFrom('receipt_tree_chunks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
      const referred = Number((await db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).where('referred_by', 'is not', null).executeTakeFirstOrThrow()).n);
      expect(referred).toBeGreaterThan(0);
      const stats = (await source.app.inject({ method: 'GET', url: API.stats })).json();
      const receipt = await db.selectFrom('receipt_codes').select('code').where('month', '=', '2026-01').executeTakeFirstOrThrow();
      // Rows the database's own triggers keep; the copy must carry them as they are, not build them again.
      const groups = await db.selectFrom('subscriber_groups').selectAll().orderBy(['country', 'state', 'verified', 'subscription_status']).execute();
      const queue = await db.selectFrom('beneficiaries').select(['id', 'queue_since']).orderBy('id').execute();
      const { root } = await db.selectFrom('receipt_trees').select('root').where('month', '=', '2026-01').executeTakeFirstOrThrow();
      await source.close();

      const copy = await runCli('db-copy', ['--to', targetUrl], { DATA_DIR: dataDir });
      expect(copy.code, copy.stderr).toBe(0);
      expect(copy.stdout).toContain(`users: ${(SEEDED + 1).toLocaleString('en-US')} / ${(SEEDED + 1).toLocaleString('en-US')}`);
      expect(copy.stdout).toMatch(/Copied and checked \d+ tables/);

      const copied = await createTestApp({ DATA_DIR: dataDir, DATABASE_URL: targetUrl });
      try {
        expect(copied.dialect).toBe('postgres');
        expect((await copied.app.inject({ method: 'GET', url: API.stats })).json()).toEqual(stats);
        const members = Number((await copied.db.kysely.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        expect(members).toBe(SEEDED + 1);
        expect(stats.total_subscribers).toBe(members);
        const copiedGroups = await copied.db.kysely.selectFrom('subscriber_groups').selectAll().orderBy(['country', 'state', 'verified', 'subscription_status']).execute();
        expect(copiedGroups.map((g) => ({ ...g, members: Number(g.members) }))).toEqual(groups.map((g) => ({ ...g, members: Number(g.members) })));
        expect(await copied.db.kysely.selectFrom('beneficiaries').select(['id', 'queue_since']).orderBy('id').execute()).toEqual(queue);
        expect(Number((await copied.db.kysely.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).where('referred_by', 'is not', null).executeTakeFirstOrThrow()).n)).toBe(referred);
        // A seeded member signs in with a password; sessions and the admin's two-step secret came along.
        await signIn(copied, { email: seeded[1]?.email ?? '', password: SEED_PASSWORD });
        expect((await copied.app.inject({ method: 'GET', url: API.me, headers: { cookie: seededCookie } })).statusCode).toBe(200);
        await signIn(copied, admin);
        // The receipt's proof is read from the copied blobs.
        await expect(copied.services.reports.proof({ code: receipt.code }, '127.0.0.1')).resolves.toMatchObject({ leaf: { month: '2026-01' }, root });
        // The ledger's sequence goes on after the copied rows, and its triggers refuse changes again.
        const next = await copied.services.ledger.append(copied.db.kysely, {
          kind: 'recorded_payment', amount_cents: 500, currency: 'USD', settled_cents: 500, month: '2026-02', member_id: admin.id, source: 'recorded', reference: 'after-copy', method: 'cash',
        });
        expect(next.entry.seq).toBe(seeded.length + 1);
        await expect(sql`update ledger_entries set amount_cents = 0`.execute(copied.db.kysely)).rejects.toThrow();
      } finally {
        await copied.close();
      }

      const again = await runCli('db-copy', ['--to', targetUrl], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toMatch(/^Error: the target database already holds data \(\d+ rows in \w+\): db:copy only fills an empty database$/);
    } finally {
      await withAdmin((c) => c.query(`drop database if exists ${target} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
