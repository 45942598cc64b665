import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { type Config, invalidEnvironment } from './config';
import { SQLITE_FILE } from './data-dir';
import type { Db } from './db/database';
import type { Log } from './log';

/** How long the mail server may take to greet us at start; a slower one only earns a warning. */
const SMTP_VERIFY_MS = 5000;

/**
 * The host and port of a connection URL, for messages: never its user name or password. A URL without
 * a host (PostgreSQL's socket directory given as ?host=) is read with a stand-in one.
 */
function address(url: string, defaultPort: number) {
  const parsed = new URL(url.replace('@/', '@localhost/'));
  const host = parsed.searchParams.get('host') || parsed.hostname || 'localhost';
  return `${host}:${parsed.searchParams.get('port') || parsed.port || defaultPort}`;
}

/** Why a connection failed, in a few words an operator can act on. */
function networkReason(err: unknown, timeoutMs: number): string {
  const { code, message = '' } = err as NodeJS.ErrnoException;
  // The mail client reports a refused connection under its own code, with the system's in the message.
  if (code === 'ECONNREFUSED' || message.includes('ECONNREFUSED')) return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || /ENOTFOUND|EAI_AGAIN/.test(message)) return 'host not found';
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT' || code === 'ECONNECTION' || /timeout/i.test(message)) return `no answer within ${timeoutMs / 1000} s`;
  if (code === 'ECONNRESET' || /terminated/i.test(message)) return 'the connection was closed before the server answered';
  return message || code || 'unknown error';
}

/**
 * PostgreSQL's own refusal of these credentials or this database (SQLSTATE classes 28 and 3D): trying
 * again cannot help. Its other refusals, such as "starting up" or "too many connections", pass.
 */
function isRefusalToStay(err: unknown) {
  const { code } = err as { code?: unknown };
  return typeof code === 'string' && /^(28|3D)[0-9A-Z]{3}$/.test(code);
}

/**
 * Waits for PostgreSQL before anything else uses it: each attempt is bounded by the connect timeout,
 * and a few more follow with growing pauses (a database started alongside the server may still be
 * coming up). If none succeeds the start stops with one line instead of hanging or a stack trace.
 */
export async function reachDatabase(db: Db, config: Pick<Config, 'databaseUrl' | 'databaseConnect'>, log: Log): Promise<void> {
  if (!db.pool || !config.databaseUrl) return;
  const { timeoutMs, retries } = config.databaseConnect;
  const where = address(config.databaseUrl, 5432);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.pool.query('select 1');
      return;
    } catch (err) {
      if (isRefusalToStay(err)) {
        throw invalidEnvironment([{ variable: 'DATABASE_URL', problem: `PostgreSQL at ${where} refused us: ${(err as Error).message}; check the user, password and database name` }]);
      }
      const reason = networkReason(err, timeoutMs);
      if (attempt > retries) {
        const tries = attempt === 1 ? '' : ` after ${attempt} attempts`;
        throw invalidEnvironment([{ variable: 'DATABASE_URL', problem: `cannot reach PostgreSQL at ${where}${tries} (${reason}); check the host and port and that the database is running, or raise DATABASE_CONNECT_TIMEOUT_SECONDS / DATABASE_CONNECT_RETRIES` }]);
      }
      const pauseMs = 1000 * 2 ** (attempt - 1);
      log.warn({ database: where, reason, attempt }, `cannot reach PostgreSQL yet; trying again in ${pauseMs / 1000} s`);
      await sleep(pauseMs);
    }
  }
}

type ListenSettings = Pick<Config, 'port' | 'host'>;
/** The setting a port came from: the site's, or the metrics listener's. */
type PortSetting = 'PORT' | 'METRICS_PORT';

/** A port taken or forbidden, or a host not on this machine, as one line; anything else as it came. */
function listenProblem(err: unknown, config: ListenSettings, variable: PortSetting): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return invalidEnvironment([{ variable, problem: `port ${config.port} on ${config.host} is already in use by another process; stop that process or choose another ${variable}` }]);
  if (code === 'EACCES') return invalidEnvironment([{ variable, problem: `this user may not listen on port ${config.port}; choose a port above 1023 (and forward to it) or grant the privilege` }]);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return invalidEnvironment([{ variable: 'HOST', problem: `${config.host} is not an address of this machine; use 0.0.0.0 for every interface or one of this machine's addresses` }]);
  return err;
}

/**
 * Binds PORT on HOST for a moment and lets it go, before the database is opened: a second copy started
 * by mistake on the same port stops before it migrates anything. Listening later can still fail (the
 * port may be taken in between); `listen` says so in the same words.
 */
export async function checkPortFree(config: ListenSettings, variable: PortSetting = 'PORT'): Promise<void> {
  if (config.port === 0) return;
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port: config.port, host: config.host }, resolve);
    });
  } catch (err) {
    throw listenProblem(err, config, variable);
  }
  await new Promise((resolve) => probe.close(resolve));
}

export async function listen(app: FastifyInstance, config: ListenSettings): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    throw listenProblem(err, config, 'PORT');
  }
}

/**
 * Members in the SQLite file, or 0 when it holds no members table yet. A file that cannot be read
 * (not a database, locked) counts as none: this only decides whether to warn, never whether to start.
 */
function sqliteMembers(file: string): number {
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    return 0;
  }
  try {
    const hasTable = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'users'").get();
    return hasTable ? (sqlite.prepare('select count(*) as n from users').get() as { n: number }).n : 0;
  } catch {
    return 0;
  } finally {
    sqlite.close();
  }
}

/**
 * Moving to PostgreSQL starts on an empty database: say so while the SQLite file still holds the
 * members, or they would seem lost.
 */
function warnAboutSqliteMembers(config: Config, log: Log) {
  if (!config.databaseUrl) return;
  const file = path.join(config.dataDir, SQLITE_FILE);
  if (!existsSync(file)) return;
  const members = sqliteMembers(file);
  if (members === 0) return;
  log.warn(
    { file, members },
    `DATABASE_URL is set, so this server uses PostgreSQL, but ${file} holds ${members} member(s) it will not see; copy them with "npm run db:copy -- --to <url>", then move the file out of DATA_DIR`,
  );
}

/** Asks the mail server for a greeting; says why when it does not give one. */
export async function mailServerProblem(smtpUrl: string): Promise<string | undefined> {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: SMTP_VERIFY_MS, greetingTimeout: SMTP_VERIFY_MS, socketTimeout: SMTP_VERIFY_MS });
  try {
    await transport.verify();
    return undefined;
  } catch (err) {
    const where = address(smtpUrl, smtpUrl.startsWith('smtps:') ? 465 : 587);
    return `cannot reach the mail server at ${where} (${networkReason(err, SMTP_VERIFY_MS)})`;
  } finally {
    transport.close();
  }
}

/** A mail server that does not answer earns a warning, not a refusal to start: it may come back. */
async function warnIfMailUnreachable(smtpUrl: string, log: Log) {
  const problem = await mailServerProblem(smtpUrl);
  if (problem) log.warn({}, `SMTP_URL: ${problem}; the server starts anyway, but e-mails fail until it answers`);
}

/** What the operator should hear before the server opens: settings that work but are probably not meant. */
export function warnAtStart(config: Config, log: Log) {
  for (const warning of config.warnings) log.warn({}, warning);
  warnAboutSqliteMembers(config, log);
  if (config.smtpUrl) void warnIfMailUnreachable(config.smtpUrl, log);
}

/**
 * A production site that does not say who runs it is hard to trust: its start names, in one line, what
 * the organisation's profile (admin settings) still lacks. The start goes on.
 */
export async function warnIfProfileIncomplete(config: Pick<Config, 'publicUrl'>, missing: () => Promise<string[]>, log: Log): Promise<void> {
  if (!config.publicUrl.startsWith('https://')) return;
  const absent = await missing();
  if (absent.length > 0) log.warn({ missing: absent }, `the organisation's public profile lacks ${absent.join(', ')}; set them in the admin settings so pages, e-mails and statements can name them`);
}
