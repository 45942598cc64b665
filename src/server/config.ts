import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_FILE_MODE, prepareDataDir } from './data-dir';
import type { S3Settings } from './storage/s3-store';

/**
 * What `TRUST_PROXY=true` trusts: a proxy on this machine or on a private network (a container network,
 * a load balancer in the same data centre). The client's address is then the nearest one such a proxy
 * appended, never one the client wrote further left in X-Forwarded-For.
 */
const PRIVATE_PROXIES = 'loopback,linklocal,uniquelocal';

const rateLimitSpec = z
  .string()
  .regex(/^\d+\/\d+$/, 'expected "<max>/<seconds>", e.g. 10/900')
  .transform((value) => {
    const [max, seconds] = value.split('/').map(Number) as [number, number];
    return { max, windowMs: seconds * 1000 };
  });

/**
 * Whether pg can read the URL, judged the way it reads one: a space or a stray "%" is taken literally,
 * and a missing host is allowed (a socket directory given as ?host=). A URL it cannot read otherwise
 * fails deep inside the driver with a stack trace.
 */
function postgresUrlProblem(value: string): string | undefined {
  if (!/^postgres(ql)?:\/\//.test(value)) return 'must start with postgres:// (leave unset for SQLite)';
  const encoded = value.replace(/ /g, '%20').replace(/%(?![0-9a-f]{2})/gi, '%25');
  if (URL.canParse(encoded) || URL.canParse(encoded.replace('@/', '@localhost/'))) return undefined;
  return 'is not a valid URL; write it as postgres://user:password@host:5432/database (a port is a number up to 65535)';
}

const postgresUrl = z.string().superRefine((value, ctx) => {
  const problem = postgresUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production').describe('`development` gives readable logs'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port'),
  HOST: z.string().default('0.0.0.0').describe('interface to listen on'),
  DATA_DIR: z.string().default('./data').describe('SQLite file, outbox and the generated auth secret; kept readable by the server\'s user only'),
  DATABASE_URL: postgresUrl.optional().describe('`postgres://user:pass@host:5432/db` switches from SQLite (at `DATA_DIR/app.db`) to PostgreSQL; then any number of instances can run behind a load balancer'),
  PUBLIC_URL: z.url().optional().describe('the site\'s public address, used in e-mailed links (default `http://localhost:PORT`); `https://` means production: cookies become `Secure`, and `SMTP_URL` and `AUTH_SECRET` must be set'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional().describe('mail server, e.g. `smtps://user:pass@smtp.example.org:465`; unset writes e-mails to `DATA_DIR/outbox`'),
  MAIL_FROM: z.string().default('Riba-Free Community <no-reply@localhost>').describe('sender of e-mails'),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox').describe('where text messages go: `outbox` (files in `DATA_DIR/outbox`, for development) or `twilio`'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional().describe('key for hashing session and link tokens (32+ characters); generated once into `DATA_DIR/auth-secret` when unset; required in production, where several instances must share it'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('how much the server logs'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (/^(false|0|no|off)$/i.test(value)) return false;
      if (/^(true|1|yes|on)$/i.test(value)) return PRIVATE_PROXIES;
      const ranges = value.split(',').map((part) => part.trim());
      if (ranges.every((part) => /^([0-9a-f.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i.test(part))) return ranges.join(',');
      ctx.addIssue({ code: 'custom', message: 'expected false, true (proxies on this machine or a private network), or a comma-separated list of proxy addresses or ranges' });
      return z.NEVER;
    })
    .describe('behind a reverse proxy: `true` trusts proxies on this machine or a private network, or list the proxies\' addresses; client addresses (rate limits, stream caps) are then read from `X-Forwarded-For` from the right, never as a visitor wrote them'),
  SUPPORT_EMAIL: z.email().optional().describe('support e-mail shown on the contact details; contact-form messages are also sent there'),
  SUPPORT_PHONE: z.string().max(40).optional().describe('support phone line shown on the contact details'),
  SUPPORT_CHAT_URL: z.url().optional().describe('support chat link shown on the contact details'),
  WEBSITE_URL: z.url().optional().describe('the organisation\'s website on the contact details (default `PUBLIC_URL` when it is https://; otherwise no website is shown)'),
  ORG_ADDRESS: z.string().max(200).default('Maryland, USA').describe('the organisation\'s address on the contact details; printed on giving statements only when set explicitly'),
  ORG_LEGAL_NAME: z.string().max(200).optional().describe('the organisation\'s registered name, printed on giving statements'),
  ORG_REGISTRATION_NUMBER: z.string().max(60).optional().describe('the organisation\'s registration number, printed on giving statements'),
  RATE_LIMIT_STATEMENT: z.string().default('20/3600').pipe(rateLimitSpec).describe('giving statements (PDF) a member, or an admin, may download per window (`max/seconds`)'),
  RATE_LIMIT_RECEIPT_PROOF: z.string().default('30/600').pipe(rateLimitSpec).describe('receipt proofs asked per client address per window'),
  RATE_LIMIT_SIGNUP: z.string().default('10/3600').pipe(rateLimitSpec).describe('sign-ups per client address per window'),
  RATE_LIMIT_LOGIN: z.string().default('10/900').pipe(rateLimitSpec).describe('sign-in attempts per address and e-mail per window'),
  RATE_LIMIT_LOGIN_ACCOUNT: z.string().default('50/3600').pipe(rateLimitSpec).describe('sign-in attempts (member and admin) at one e-mail from any address per window'),
  RATE_LIMIT_LOGIN_ADDRESS: z.string().default('100/3600').pipe(rateLimitSpec).describe('sign-in attempts (member and admin) from one address at any e-mail per window'),
  RATE_LIMIT_PASSWORD_RESET: z.string().default('10/3600').pipe(rateLimitSpec).describe('uses of a reset link (right or wrong) per client address per window'),
  RATE_LIMIT_PASSWORD_CHECK: z.string().default('10/3600').pipe(rateLimitSpec).describe('current-password checks per member when changing the password, per window'),
  RATE_LIMIT_EMAIL: z.string().default('5/3600').pipe(rateLimitSpec).describe('verification e-mails a member may ask for per window'),
  STATS_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(10).describe('live-counter streams one client address may hold open on one instance (429 beyond)'),
  STATS_STREAMS_TOTAL: z.coerce.number().int().min(1).default(20_000).describe('live-counter streams one instance holds open in all (503 beyond)'),
  RATE_LIMIT_TWO_STEP: z.string().default('10/900').pipe(rateLimitSpec).describe('two-step codes typed per member, and separately per address, per window'),
  RATE_LIMIT_CONTACT: z.string().default('5/3600').pipe(rateLimitSpec).describe('contact-form messages per client address, and separately per sender e-mail, per window'),
  HASH_THREADS: z.coerce.number().int().min(1).optional().describe('worker threads for password hashing and strength checks (default: one per CPU)'),
  HASH_QUEUE: z.coerce.number().int().min(0).optional().describe('password tasks that may wait for a thread (default 32 per thread); beyond them sign-up and sign-in answer 503'),
  ADMIN_SEARCH_EXACT_COUNT: z.coerce.number().int().min(1).default(20_000).describe('search terms an admin search is counted over at most; a broader search shows "at least" that many'),
  ADMIN_EXPORT_CHUNK: z.coerce.number().int().min(1).default(5_000).describe('rows the subscriber CSV export reads per query (its memory bound)'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)').optional().describe('Stripe secret key; set together with `STRIPE_WEBHOOK_SECRET` to turn on payments, or neither'),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)').optional().describe('signing secret (`whsec_…`) of the Stripe webhook endpoint; set together with `STRIPE_SECRET_KEY`'),
  STRIPE_API_BASE: z.url().optional().describe('another address for Stripe\'s API (default api.stripe.com); the tests point it at their fake'),
  RATE_LIMIT_PAYMENT_WEBHOOK: z.string().default('600/60').pipe(rateLimitSpec).describe('payment webhook deliveries per sending address per window'),
  RATE_LIMIT_PAYMENT_SETUP: z.string().default('10/3600').pipe(rateLimitSpec).describe('pledge set-ups (trips to the payment page) a member may start per window'),
  JOB_QUEUE: z.enum(['auto', 'pg-boss', 'table', 'manual']).default('auto').describe('job runner: `auto` is pg-boss on PostgreSQL and the in-process table runner on SQLite; `manual` stores jobs and runs none on its own'),
  RATE_LIMIT_PLEDGE_LINK: z.string().default('30/900').pipe(rateLimitSpec).describe('requests to the signed pledge link\'s page per client address per window'),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().default(5).describe('how long one attempt to connect to PostgreSQL may take before it is given up'),
  DATABASE_CONNECT_RETRIES: z.coerce.number().int().min(0).default(3).describe('further attempts to reach PostgreSQL at start, waiting 1, 2, 4… seconds between them, before the server stops with a message'),
  MIGRATE_ON_START: z.stringbool().default(true).describe('Apply pending database migrations at start; when false, start only on an up-to-date database (run npm run migrate first)'),
  RATE_LIMIT_POSTER: z.string().default('30/600').pipe(rateLimitSpec).describe('poster PDF downloads per client address per window'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).default(10)
    .describe('Seconds a SIGTERM or SIGINT waits for requests, jobs and connections to finish before the process exits with code 1'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional()
    .describe('Port of a separate listener (on HOST) serving Prometheus metrics at /metrics; unset, no metrics are served'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional()
    .describe('Bearer token /metrics asks for; unset, the metrics port answers anyone who can reach it'),
  CLIENT_DIR: z.string().optional()
    .describe('Directory of the built client the server serves; unset, dist/client of this installation'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio Account SID (AC followed by 32 hexadecimal characters)').optional()
    .describe('Twilio Account SID (AC…), with SMS_PROVIDER=twilio'),
  TWILIO_AUTH_TOKEN: z.string().regex(/^[0-9a-f]{32}$/, 'must be a Twilio auth token (32 hexadecimal characters)').optional()
    .describe('Twilio auth token of that account, with SMS_PROVIDER=twilio'),
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-f]{32})$/, 'must be a phone number in E.164 form (+14105550100) or a Messaging Service SID (MG…)').optional()
    .describe('Sender of text messages: a Twilio number in E.164 form or a Messaging Service SID (MG…), with SMS_PROVIDER=twilio'),
  TWILIO_API_BASE: z.url().optional().describe("Where the Twilio client sends its requests instead of api.twilio.com: the tests' fake only"),
  PG_BIN: z.string().optional().describe('Folder holding pg_dump and pg_restore for backups and restores; unset = found on PATH'),
  SETTLEMENT_WINDOW_DAYS: z.coerce.number('must be a whole number of business days from 1 to 30')
    .int('must be a whole number of business days from 1 to 30').min(1, 'must be a whole number of business days from 1 to 30').max(30, 'must be a whole number of business days from 1 to 30').default(5)
    .describe("Business days (Monday to Friday) after a month's billing day that preparing the month waits for its charges still settling; once they settle or fail it need not wait"),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)').optional()
    .describe('Bucket of an S3-compatible store for uploaded documents, with S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset, they are kept in `DATA_DIR/files` (one instance only)'),
  S3_ENDPOINT: z.url('must be the store\'s address, e.g. https://s3.example.org').optional()
    .describe('Address of an S3-compatible service other than AWS (MinIO, R2, Spaces…), with S3_BUCKET; unset is AWS S3'),
  S3_REGION: z.string().min(1).optional().describe('Region of the bucket (e.g. us-east-1; any value the service accepts), with S3_BUCKET'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().describe('Access key id for the bucket, with S3_BUCKET'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('Secret access key for the bucket, with S3_BUCKET'),
  EVIDENCE_RETENTION_DAYS: z.coerce.number('must be a whole number of days from 0 to 3650').int('must be a whole number of days from 0 to 3650')
    .min(0, 'must be a whole number of days from 0 to 3650').max(3650, 'must be a whole number of days from 0 to 3650').default(90)
    .describe('Days the documents of an assistance application are kept after it is approved or rejected; a daily job then erases them'),
});

/** About a second and a half of hashing work waits per thread before sign-ups are asked to come back. */
const HASH_QUEUE_PER_THREAD = 32;

export type RateLimitRule = { max: number; windowMs: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  logLevel: string;
  /**
   * Which proxies in front of us may state the client's address: none (false), or those at the listed
   * addresses and ranges. X-Forwarded-For is read from the right and only while the hop that appended
   * an entry is trusted, so a client cannot choose its address by writing the header itself.
   */
  trustProxy: false | string;
  rateLimits: {
    signup: RateLimitRule;
    /** Sign-in attempts per address and e-mail, per e-mail from any address, per address for any e-mail. */
    login: RateLimitRule;
    loginAccount: RateLimitRule;
    loginAddress: RateLimitRule;
    email: RateLimitRule;
    /** Reset-link uses per address. */
    passwordReset: RateLimitRule;
    /** Current-password checks per member (changing the password). */
    passwordCheck: RateLimitRule;
    /** Two-step codes typed, per member and per address. */
    twoStep: RateLimitRule;
    /** Contact-form messages per client address and, separately, per sender e-mail. */
    contact: RateLimitRule;
  };
  /** Live-counter streams one instance holds open: per client address, and in all. */
  statsStreams: { perAddress: number; total: number };
  /** Worker threads for password hashing and strength checks, and how many tasks may wait for one. */
  hashing: { threads: number; queue: number };
  /** Search terms an admin search's total is counted over at most; a broader search shows a lower bound. */
  adminSearchExactCount: number;
  /** Rows the subscriber CSV export reads per query: its memory bound, and a query and a sort per chunk. */
  adminExportChunk: number;
  /**
   * Stripe, when both keys are set; without them the app runs and the pledge screens say payments are
   * not configured. `apiBase` points the client elsewhere than api.stripe.com (the tests' fake).
   */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** Webhook deliveries per sending address, and pledge set-ups a member may start. */
  paymentRateLimits: { webhook: RateLimitRule; setup: RateLimitRule };
  /**
   * The organisation as a giving statement names it: its registered name, registration number and
   * address, each undefined unless set (the contact address's default is not a registered address).
   */
  organisation: { legalName: string | undefined; registrationNumber: string | undefined; address: string | undefined };
  /** Giving statements a member (or an admin) may download per window. */
  statementRateLimit: RateLimitRule;
  /** Receipt proofs asked per client address: a code is unguessable, and this keeps anyone from trying. */
  receiptProofRateLimit: RateLimitRule;
  /**
   * Which job runner: `auto` is pg-boss on PostgreSQL and the in-process table runner on SQLite;
   * `table` forces the table runner; `manual` keeps jobs in the table and runs them only when a test
   * or script asks (the API tests' default, so no job runs in a test that did not ask).
   */
  jobQueue: 'pg-boss' | 'table' | 'manual';
  /** Requests to the signed pledge link's page per address: the link works without signing in. */
  pledgeLinkRateLimit: RateLimitRule;
  /** Whether the server migrates the database at start, or only checks that it needs no migration. */
  migrateOnStart: boolean;
  /** Poster downloads per address: a member's poster is drawn anew each time. */
  posterRateLimit: RateLimitRule;
  /** How long a shutdown may take before the process gives up waiting and exits with code 1. */
  shutdownGraceMs: number;
  /** The built client to serve, when not the installation's own dist/client. */
  clientDir: string | undefined;
  /** The Prometheus listener, when METRICS_PORT is set; its bearer token, when one is asked for. */
  metrics: { port: number; token: string | undefined } | undefined;
  /**
   * Where text messages go: the outbox folder (development), or Twilio with its account, token and
   * sender. `apiBase` points the client elsewhere than api.twilio.com (the tests' fake).
   */
  sms: SmsSettings;
  /** Where the backup tools look for pg_dump and pg_restore; undefined = on PATH. */
  pgBin: string | undefined;
  settlementWindowDays: number;
  /** PostgreSQL connection attempts: how long each may take, and how many more after the first fails. */
  databaseConnect: { timeoutMs: number; retries: number };
  /** The S3-compatible store for uploaded files; undefined keeps them in the data directory. */
  fileStorage: S3Settings | undefined;
  /** Days an application's documents are kept once it is decided. */
  evidenceRetentionDays: number;
  /** Settings the start accepts but the operator should hear about, one sentence each. */
  warnings: string[];
  /** Contact details shown on the site; unset ones are simply not shown. */
  contact: { supportEmail?: string | undefined; supportPhone?: string | undefined; chatUrl?: string | undefined; websiteUrl: string | undefined; address: string };
}

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiBase: string | undefined };
export type SmsSettings = { provider: 'outbox' } | ({ provider: 'twilio' } & TwilioSettings);

/** A setting that stops the start; main prints its message as it is, without a stack trace. */
export class ConfigError extends Error {}

export interface SettingProblem {
  variable: string;
  problem: string;
}

/** One line per problem, each naming the variable and what to do. */
export function invalidEnvironment(problems: SettingProblem[]): ConfigError {
  return new ConfigError(problems.map(({ variable, problem }) => `Invalid environment: ${variable}: ${problem}`).join('\n'));
}

type Env = z.infer<typeof envSchema>;

/**
 * A public address with https:// is a real deployment: links, cookies and secrets must be meant.
 * Tests (NODE_ENV=test) use such addresses for secure cookies without a mail server.
 */
function isProduction(e: Env) {
  return e.NODE_ENV !== 'test' && (e.PUBLIC_URL?.startsWith('https://') ?? false);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Rules between settings, which the schema checks one at a time. */
function combinationProblems(e: Env) {
  const problems: SettingProblem[] = [];
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) problems.push({ variable: 'STRIPE_WEBHOOK_SECRET', problem: 'is unset while STRIPE_SECRET_KEY is set; set both to take payments, or neither' });
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) problems.push({ variable: 'STRIPE_SECRET_KEY', problem: 'is unset while STRIPE_WEBHOOK_SECRET is set; set both to take payments, or neither' });
  if (!isProduction(e) || !e.PUBLIC_URL) return problems;
  const host = new URL(e.PUBLIC_URL).hostname;
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) problems.push({ variable: 'PUBLIC_URL', problem: `points at ${host}, which members cannot reach; set it to the site's public https:// address` });
  if (!e.SMTP_URL) problems.push({ variable: 'SMTP_URL', problem: 'is unset while PUBLIC_URL is https:// (production), so no member would receive an e-mail; set it to your mail server, e.g. smtps://user:pass@smtp.example.org:465' });
  if (!e.AUTH_SECRET) problems.push({ variable: 'AUTH_SECRET', problem: 'is unset while PUBLIC_URL is https:// (production); set it to 32+ random characters (openssl rand -hex 32), the same on every instance' });
  return problems;
}

/** Settings that are allowed but probably not meant: the start goes on, and the log says so. */
function combinationWarnings(e: Env) {
  const warnings: string[] = [];
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) warnings.push(`PUBLIC_URL is unset, so links in e-mails point at http://localhost:${e.PORT}; set PUBLIC_URL to the address members use`);
  if (e.DATABASE_URL && !e.AUTH_SECRET) warnings.push('AUTH_SECRET is unset, so this instance uses the secret in its own DATA_DIR; if several instances share the database, set AUTH_SECRET to the same value on each, or sessions and links work on only one');
  return warnings;
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) throw invalidEnvironment(parsed.error.issues.map((issue) => ({ variable: issue.path.join('.'), problem: issue.message })));
  const e = parsed.data;
  const problems = combinationProblems(e);
  if (problems.length > 0) throw invalidEnvironment(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  const dataDirProblem = prepareDataDir(dataDir);
  if (dataDirProblem) throw invalidEnvironment([{ variable: 'DATA_DIR', problem: dataDirProblem }]);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      signup: e.RATE_LIMIT_SIGNUP,
      login: e.RATE_LIMIT_LOGIN,
      loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      loginAddress: e.RATE_LIMIT_LOGIN_ADDRESS,
      email: e.RATE_LIMIT_EMAIL,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      passwordCheck: e.RATE_LIMIT_PASSWORD_CHECK,
      twoStep: e.RATE_LIMIT_TWO_STEP,
      contact: e.RATE_LIMIT_CONTACT,
    },
    statsStreams: { perAddress: e.STATS_STREAMS_PER_ADDRESS, total: e.STATS_STREAMS_TOTAL },
    hashing: hashingPool(e.HASH_THREADS, e.HASH_QUEUE),
    adminSearchExactCount: e.ADMIN_SEARCH_EXACT_COUNT,
    adminExportChunk: e.ADMIN_EXPORT_CHUNK,
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE } : undefined,
    paymentRateLimits: { webhook: e.RATE_LIMIT_PAYMENT_WEBHOOK, setup: e.RATE_LIMIT_PAYMENT_SETUP },
    organisation: { legalName: e.ORG_LEGAL_NAME, registrationNumber: e.ORG_REGISTRATION_NUMBER, address: blankToUndefined.ORG_ADDRESS === undefined ? undefined : e.ORG_ADDRESS },
    statementRateLimit: e.RATE_LIMIT_STATEMENT,
    receiptProofRateLimit: e.RATE_LIMIT_RECEIPT_PROOF,
    jobQueue: e.JOB_QUEUE === 'auto' ? (e.DATABASE_URL ? 'pg-boss' : 'table') : e.JOB_QUEUE,
    pledgeLinkRateLimit: e.RATE_LIMIT_PLEDGE_LINK,
    migrateOnStart: e.MIGRATE_ON_START,
    posterRateLimit: e.RATE_LIMIT_POSTER,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    clientDir: e.CLIENT_DIR === undefined ? undefined : path.resolve(e.CLIENT_DIR),
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    sms: smsSettings(e),
    pgBin: e.PG_BIN,
    settlementWindowDays: e.SETTLEMENT_WINDOW_DAYS,
    databaseConnect: { timeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000, retries: e.DATABASE_CONNECT_RETRIES },
    fileStorage: fileStorage(e),
    evidenceRetentionDays: e.EVIDENCE_RETENTION_DAYS,
    warnings: combinationWarnings(e),
    contact: {
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      chatUrl: e.SUPPORT_CHAT_URL,
      // A development address is no website to give anyone.
      websiteUrl: (e.WEBSITE_URL ?? (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : undefined))?.replace(/\/$/, ''),
      address: e.ORG_ADDRESS,
    },
  };
}

const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_BASE'] as const;

/**
 * Twilio needs all three of its settings; any of them without SMS_PROVIDER=twilio is refused too,
 * because it means someone meant to send real texts and codes would quietly go to a folder instead.
 */
function smsSettings(e: z.infer<typeof envSchema>): SmsSettings {
  const problems: SettingProblem[] = e.SMS_PROVIDER === 'twilio'
    ? TWILIO_SETTINGS.slice(0, 3).filter((name) => e[name] === undefined).map((variable) => ({ variable, problem: 'is required when SMS_PROVIDER=twilio' }))
    : TWILIO_SETTINGS.filter((name) => e[name] !== undefined).map((variable) => ({ variable, problem: 'is set but SMS_PROVIDER is outbox; set SMS_PROVIDER=twilio, or remove it' }));
  if (problems.length > 0) throw invalidEnvironment(problems);
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = e;
  return e.SMS_PROVIDER === 'twilio' && accountSid && authToken && from
    ? { provider: 'twilio', accountSid, authToken, from, apiBase: e.TWILIO_API_BASE }
    : { provider: 'outbox' };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * All of the bucket's settings or none: half of them would quietly keep the files on one instance's
 * disk while the operator believes they are shared.
 */
function fileStorage(e: Env): S3Settings | undefined {
  const given = [...S3_REQUIRED, 'S3_ENDPOINT' as const].filter((name) => e[name] !== undefined);
  if (given.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) throw invalidEnvironment(missing.map((variable) => ({ variable, problem: `is unset while ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set; set all of S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to keep documents in a bucket, or none` })));
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return bucket && region && accessKeyId && secretAccessKey ? { bucket, region, endpoint: e.S3_ENDPOINT, accessKeyId, secretAccessKey } : undefined;
}

/** One thread per CPU by default: the pool's threads run at a lower priority than the main thread. */
function hashingPool(threads = availableParallelism(), queue = threads * HASH_QUEUE_PER_THREAD) {
  return { threads, queue };
}

/** Generated on first start and kept, so a restart does not invalidate anything signed with it. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}
