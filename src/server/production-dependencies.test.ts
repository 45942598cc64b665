import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What scripts/build-server.ts compiles into dist/, and so what `node dist/server/main.js` may load. */
const compiledSources = ['src/server', 'src/shared']
  .flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));

/** Imports and re-exports that stay in the JavaScript (type-only ones are erased), static and dynamic. */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function bareImports(source: string): string[] {
  const specifiers = [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] as string);
  return specifiers.filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s));
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('the built server', () => {
  it('reads a bare import whatever its form, and leaves out type-only ones', () => {
    const source = "import type { A } from 'types-only';\nimport {\n  type B,\n  c,\n} from '@scope/pkg/sub';\nexport { d } from 'reexported';\nimport 'side-effect';\nconst e = await import('lazy/deep');\nimport x from './local';\nimport fs from 'node:fs';\nimport os from 'os';";
    expect(bareImports(source).map(packageName).sort()).toEqual(['@scope/pkg', 'lazy', 'reexported', 'side-effect']);
  });

  it('imports only packages listed in "dependencies", so it runs after npm install --omit=dev', () => {
    const unlisted = compiledSources.flatMap((file) =>
      bareImports(readFileSync(file, 'utf8'))
        .map(packageName)
        .filter((name) => !(name in packageJson.dependencies))
        .map((name) => `${name} (imported by ${path.relative(root, file)})`),
    );
    expect(unlisted).toEqual([]);
  });
});
