import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(import.meta.dirname, '..');
/** The only modules that may load sonner: the rest go through lib/toast, which mounts the Toaster first. */
const ALLOWED = new Set(['app/toaster.tsx', 'lib/toast.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('toasts', () => {
  it('are shown through lib/toast everywhere, never by importing sonner directly (its Toaster would never mount)', () => {
    const direct = sources(CLIENT)
      .map((file) => path.relative(CLIENT, file))
      .filter((file) => !ALLOWED.has(file) && /from 'sonner'|import\('sonner'\)/.test(readFileSync(path.join(CLIENT, file), 'utf8')));
    expect(direct).toEqual([]);
  });
});
