import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export class BackupError extends Error {}

/** pg_dump or pg_restore from PG_BIN when set, else the first one on PATH. */
export function findPgTool(name: 'pg_dump' | 'pg_restore', pgBin: string | undefined): string {
  const folders = pgBin ? [pgBin] : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder; try the next
    }
  }
  throw new BackupError(pgBin ? `${name} not found in PG_BIN (${pgBin})` : `${name} not found on PATH: install the PostgreSQL client tools or set PG_BIN`);
}

/**
 * The connection goes to the tool as libpq environment variables, so the password is never on a
 * command line that other users of the machine can list.
 */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: decodeURIComponent(url.hostname), PGDATABASE: decodeURIComponent(url.pathname.slice(1)) };
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  for (const [key, value] of url.searchParams) {
    if (key === 'sslmode') env.PGSSLMODE = value;
    if (key === 'host') env.PGHOST = value;
  }
  return env;
}

/** Runs the tool against the database; rejects with the tool's last line of error output. */
export function runPgTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: libpqEnv(databaseUrl), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => reject(new BackupError(`${path.basename(tool)} could not start: ${err.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const last = stderr.trim().split('\n').at(-1) ?? '';
      reject(new BackupError(`${path.basename(tool)} failed (exit ${code}): ${last}`));
    });
  });
}
