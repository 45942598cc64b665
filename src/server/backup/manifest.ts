import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../data-dir';
import { BackupError } from './pg-tools';

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'app.db';
export const PG_DUMP_FILE = 'database.dump';
export const AUTH_SECRET_FILE = 'auth-secret';

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  appVersion: z.string(),
  migrations: z.array(z.string()),
  /** Rows per table at the moment the copy was taken, from the same snapshot as the copy itself. */
  counts: z.record(z.string(), z.number()),
  /**
   * `included`: the backup carries DATA_DIR/auth-secret. `environment`: the server used AUTH_SECRET,
   * which a backup does not hold; a restore needs that same value.
   */
  authSecret: z.enum(['included', 'environment']),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The version in package.json, which sits three folders up from this file both in src/ and in dist/. */
export function appVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function writeManifest(dir: string, manifest: Manifest) {
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
}

export function readManifest(dir: string): Manifest {
  let text: string;
  try {
    text = readFileSync(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`not a backup: no ${MANIFEST} in ${dir}`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError(`${path.join(dir, MANIFEST)} is not a backup manifest this version can read`);
  return parsed.data;
}

/** Names the first table whose restored row count differs from the manifest's, or the migrations when they differ. */
export function compareWithManifest(manifest: Manifest, restored: { counts: Record<string, number>; migrations: string[] }): string | undefined {
  for (const [table, rows] of Object.entries(manifest.counts)) {
    if (restored.counts[table] !== rows) return `${table} has ${restored.counts[table] ?? 'no'} rows after restoring, the backup recorded ${rows}`;
  }
  if (restored.migrations.join() !== manifest.migrations.join()) return 'the restored migrations differ from those the backup recorded';
  return undefined;
}
