import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { freshTotpCode } from './totp';
import { expect, inject } from 'vitest';
import { API } from '../../src/shared/api';
import { authLinkToken, type AuthLinkPurpose } from '../../src/shared/auth-links';
import { buildApp } from '../../src/server/app';
import { nowIso } from '../../src/server/db/time';
import { AppError } from '../../src/server/http/errors';
import { authRepository } from '../../src/server/modules/auth/auth.repository';
import { hashPassword } from '../../src/server/modules/auth/password';
import { newSession } from '../../src/server/modules/auth/session-policy';
import { tokenHasher } from '../../src/server/modules/auth/tokens';
import { registrationSchema } from '../../src/shared/schemas/auth';
import { loadConfig } from '../../src/server/config';
import { SQLITE_FILE } from '../../src/server/data-dir';
import { openInfrastructure } from '../../src/server/infrastructure';
import { createPostgresDatabase } from './postgres-database';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

/**
 * A real app on a database of its own: a SQLite file, or with TEST_DB=postgres a database on the
 * cluster the global set-up started. It holds today's schema and no rows of any test: a copy of the
 * one the global set-up migrated, since running every migration again for each app was most of an
 * app's start. With `prepareDatabase` it starts empty instead, and the app's start migrates it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: FastifyBaseLogger;
    clientDir?: string;
    /** Fills the empty database before the app opens it (and migrates it), e.g. with an earlier release's. */
    prepareDatabase?: (target: { dataDir: string; databaseUrl: string | undefined }) => Promise<void>;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const baseUrl = inject('postgresUrl');
  const template = options.prepareDatabase ? undefined : inject('migratedTemplate');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const database = await createPostgresDatabase(baseUrl, 'test', template && 'postgresDatabase' in template ? template.postgresDatabase : undefined);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  } else if (template && 'sqliteFile' in template) {
    copyFileSync(template.sqliteFile, path.join(dataDir, SQLITE_FILE));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGNUP: '1000/3600',
    RATE_LIMIT_LOGIN: '1000/900',
    RATE_LIMIT_EMAIL: '1000/3600',
    RATE_LIMIT_LOGIN_ACCOUNT: '1000/3600',
    RATE_LIMIT_LOGIN_ADDRESS: '1000/3600',
    RATE_LIMIT_PASSWORD_RESET: '1000/3600',
    RATE_LIMIT_PASSWORD_CHECK: '1000/3600',
    RATE_LIMIT_TWO_STEP: '1000/900',
    RATE_LIMIT_CONTACT: '1000/3600',
    // Jobs are stored but run only when a test runs them: no background work in tests that did not ask.
    JOB_QUEUE: 'manual',
    ...env,
  });
  await options.prepareDatabase?.({ dataDir, databaseUrl });
  const log = options.logger ?? silent;
  let queries = 0;
  let reads = 0;
  const counter = (count: () => void): KyselyPlugin => ({
    transformQuery: ({ node }) => {
      count();
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  // Counts every query the app sends, so tests can prove that a route answers without the database,
  // and those sent through the read connection, so they can prove which reads leave the event loop free.
  const queryCounter = counter(() => (queries += 1));
  const readCounter = counter(() => (reads += 1));
  const open = async () => {
    const infra = await openInfrastructure(config, log);
    const db = { ...infra.db, kysely: infra.db.kysely.withPlugin(queryCounter), reads: infra.db.reads.withPlugin(queryCounter).withPlugin(readCounter) };
    const built = await buildApp({ config, ...infra, db, ...(options.logger && { loggerInstance: options.logger }), ...(options.clientDir && { clientDir: options.clientDir }) });
    const injectRaw = sendJsonByDefault(built.app);
    await built.app.ready();
    return { infra, built, injectRaw };
  };
  let { infra, built, injectRaw } = await open();
  const outboxDir = path.join(dataDir, 'outbox');

  const harness = {
    get app() {
      return built.app;
    },
    get services() {
      return built.services;
    },
    /** Readiness, and the draining a shutdown starts. */
    get health() {
      return built.health;
    },
    /** The app's own inject, without the JSON content type the harness adds to mutations. */
    get injectRaw() {
      return injectRaw;
    },
    config,
    get db() {
      return infra.db;
    },
    /** How many queries the app has sent so far (the harness's own reads through `db` are not counted). */
    get queryCount() {
      return queries;
    },
    /** How many of those went through the read connection (`Db.reads`). */
    get readCount() {
      return reads;
    },
    dialect: infra.db.dialect,
    /** Stops the server and starts a new one on the same database, as a deploy or crash would. */
    async restart() {
      await built.app.close();
      await infra.close();
      ({ infra, built, injectRaw } = await open());
    },
    /** Every message written to the outbox for this address, oldest first. */
    mailsTo(to: string): OutboxMessage[] {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir).filter((f) => f.endsWith('.json')).sort();
      } catch {
        return [];
      }
      return files
        .map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxMessage)
        .filter((m) => m.to === to);
    },
    /** The 6-digit code in the newest text message to this phone number. */
    lastCodeSentTo(phone: string): string {
      const text = harness.mailsTo(phone).at(-1)?.text ?? '';
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`no code was texted to ${phone}`);
      return code;
    },
    async close() {
      await built.app.close();
      await infra.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Our client sends every mutation as JSON, and the server refuses anything else; tests get the same
 * content type on mutations without a payload (a payload object is already sent as JSON), unless
 * they set their own. Returns the unwrapped inject for tests of the refusal itself.
 */
function sendJsonByDefault(app: Awaited<ReturnType<typeof buildApp>>['app']) {
  const inject = app.inject.bind(app);
  app.inject = ((options?: unknown, callback?: unknown) => {
    if (options && typeof options === 'object') {
      const request = options as { method?: string; payload?: unknown; headers?: Record<string, unknown> };
      const headers = request.headers ?? {};
      const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
      if (STATE_CHANGING.has((request.method ?? 'GET').toUpperCase()) && request.payload === undefined && !typed) {
        options = { ...request, headers: { ...headers, 'content-type': 'application/json' } };
      }
    }
    return (inject as (...args: unknown[]) => unknown)(...[options, callback].filter((arg) => arg !== undefined));
  }) as typeof app.inject;
  return inject;
}

let counter = 0;
export function validRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    full_name: 'Amina Rahman',
    email: `member${counter}-${randomUUID().slice(0, 8)}@example.org`,
    password: 'Str0ng!Passw0rd',
    phone: '(410) 555-0199',
    device_hash: 'a'.repeat(64),
    gender: 'female',
    country: 'US',
    city: 'Baltimore',
    state: 'Maryland',
    postal_code: '21201',
    marital_status: 'married',
    dob: '1990-04-12',
    ...overrides,
  };
}

export const cookieFrom = (response: LightMyRequestResponse): string => {
  const sid = response.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${sid.value}`;
};

/** The token of an e-mailed link, read the way the auth screen reads it. */
export const tokenFromLink = (link: string, purpose: AuthLinkPurpose = 'verify'): string => authLinkToken(new URL(link), purpose) ?? '';

export interface TestMember {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** The TOTP secret shown at enrollment, for members with two-step verification on (every admin). */
  twoStepSecret?: string;
}

export { freshTotpCode };

/** Turns on two-step verification through the API, as the enrollment screen does; returns the secret and recovery codes. */
export async function enrollTwoStep(t: TestApp, cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.app.inject({ method: 'POST', url: API.myTwoStepSetup, headers: { cookie } });
  if (setup.statusCode !== 200) throw new Error(`two-step setup failed: ${setup.body}`);
  const secret = setup.json().secret as string;
  const enable = await t.app.inject({ method: 'POST', url: API.myTwoStepEnable, headers: { cookie }, payload: { code: await freshTotpCode(secret) } });
  if (enable.statusCode !== 200) throw new Error(`two-step enrollment failed: ${enable.body}`);
  return { secret, recoveryCodes: enable.json().recovery_codes as string[] };
}

/** Signs in with the password and, when two-step verification is on, a fresh code; returns the session cookie. */
export async function signIn(t: TestApp, member: Pick<TestMember, 'email' | 'password' | 'twoStepSecret'>, url: string = API.login): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url, payload: { email: member.email, password: member.password } });
  const challenge = login.json().two_step?.challenge as string | undefined;
  if (!challenge || !member.twoStepSecret) return cookieFrom(login);
  const code = await freshTotpCode(member.twoStepSecret);
  return cookieFrom(await t.app.inject({ method: 'POST', url: API.twoStepSignIn, payload: { challenge, code } }));
}

/**
 * Makes a member one that Phase 2's eligibility rule accepts (a kept pledge and one month of settled
 * money), for tests about what happens after an approval. The money is a recorded payment in a month
 * no test distributes, so no month's pool changes.
 */
export async function keepPledgeWithOneMonth(t: TestApp, memberId: string): Promise<void> {
  await t.db.kysely.updateTable('subscriptions').set({ status: 'active' }).where('user_id', '=', memberId).execute();
  await t.services.ledger.append(t.db.kysely, {
    kind: 'recorded_payment', amount_cents: 1000, currency: 'USD', settled_cents: 1000, month: '2000-01', member_id: memberId, source: 'recorded', reference: `kept-pledge-${memberId}`, method: 'cash',
  });
}

const passwordHashes = new Map<string, string>();

/**
 * The full scrypt costs a tenth of a second, so each password is hashed once per test process and the
 * hash reused for every member who has it: signing in by password still checks it for real.
 */
function hashOnce(password: string): string {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** The address an injected request comes from, recorded with the sign-in as the server would. */
const INJECTED_ADDRESS = '127.0.0.1';

/**
 * A member as sign-up, the e-mailed link and sign-in leave one, written through the server's own
 * services instead of over HTTP: the same rows (account, profile, pledge, the verification link and
 * its e-mail, the code texted to the phone, a session and its sign-in event), without a strength
 * check or a new hash per member.
 * An admin is promoted the way the admin command does it and turns on two-step verification, which
 * every admin must have. One test in the auth module still signs up over HTTP from end to end.
 */
export async function createMember(t: TestApp, options: { verified?: boolean; admin?: boolean; overrides?: Record<string, unknown> } = {}): Promise<TestMember> {
  const registration = registrationSchema.parse(validRegistration(options.overrides));
  const { auth, members, phone, subscriptions, securityEvents, stats, twoStep } = t.services;
  const id = randomUUID();
  const kysely = t.db.kysely;
  await kysely.transaction().execute(async (trx) => {
    await authRepository.insertUser(trx, { id, email: registration.email, password_hash: hashOnce(registration.password), created_at: nowIso() });
    await members.createProfile(trx, id, { ...registration, locale: 'en' });
    await subscriptions.createPledge(trx, id);
  });
  await auth.resendVerification(id);
  if (options.verified ?? true) {
    await kysely.transaction().execute(async (trx) => {
      await trx.updateTable('auth_tokens').set({ used_at: nowIso() }).where('user_id', '=', id).where('purpose', '=', 'verify_email').execute();
      await members.setVerified(trx, id, true);
    });
  }
  await stats.announceChange();
  // As at sign-up, a text the provider refused leaves the member to ask for another code.
  if (registration.phone) await phone.sendCode(id, registration.phone).catch((err: unknown) => {
    if (!(err instanceof AppError && err.status === 502)) throw err;
  });
  if (options.admin) await auth.createOrPromoteAdmin({ email: registration.email, password: registration.password, fullName: registration.full_name });
  const { token, row } = newSession(tokenHasher(t.config.authSecret), id, options.admin ?? false, Date.now());
  await kysely.transaction().execute(async (trx) => {
    await authRepository.insertSession(trx, row);
    await securityEvents.record({ action: 'sign_in', actor: { id, email: registration.email }, subjectId: id, details: { ip: INJECTED_ADDRESS, door: 'member' } }, trx);
  });
  const member: TestMember = { id, email: registration.email, password: registration.password, cookie: `sid=${token}` };
  if (options.admin) {
    const { secret } = await twoStep.setup(id, registration.email);
    await twoStep.enable(id, await freshTotpCode(secret), INJECTED_ADDRESS);
    member.twoStepSecret = secret;
  }
  return member;
}

/** A test app with one admin already signed in and enrolled in two-step verification. */
export async function createTestAppWithAdmin(env: Record<string, string> = {}): Promise<{ t: TestApp; admin: TestMember }> {
  const t = await createTestApp(env);
  return { t, admin: await createMember(t, { admin: true }) };
}

export interface TestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/** Admin routes answer 401 to visitors and 403 to members, with the guard's own message. */
export async function expectAdminOnly(t: TestApp, member: TestMember, requests: TestRequest[]) {
  for (const request of requests) {
    const visitor = await t.app.inject(request);
    expect(visitor.statusCode, `visitor: ${request.method} ${request.url}`).toBe(401);
    const asMember = await t.app.inject({ ...request, headers: { cookie: member.cookie } });
    expect(asMember.statusCode, `member: ${request.method} ${request.url}`).toBe(403);
    expect(asMember.json().error.message).toBe('You must be an admin to access this page');
  }
}

/**
 * A rate limit lets `allowed` requests through (each answered `status`), then refuses the next with
 * 429 and a Retry-After; returns that refusal for checks of its own.
 */
export async function expectLimitedAfter(send: () => Promise<LightMyRequestResponse>, allowed: number, status: number): Promise<LightMyRequestResponse> {
  for (let i = 0; i < allowed; i++) expect((await send()).statusCode, `request ${i + 1} of ${allowed}`).toBe(status);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  return refused;
}

/** The audit trail of one record, oldest first, with before and after parsed. */
export async function auditOf(t: TestApp, entityType: string, entityId: string) {
  const rows = await t.db.kysely.selectFrom('audit_log').selectAll().where('entity_type', '=', entityType).where('entity_id', '=', entityId).orderBy('created_at').execute();
  return rows.map(({ before_json, after_json, ...row }) => ({
    ...row,
    before: before_json === null ? null : (JSON.parse(before_json) as Record<string, unknown>),
    after: after_json === null ? null : (JSON.parse(after_json) as Record<string, unknown>),
  }));
}
