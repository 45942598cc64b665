/**
 * Compiles the server (src/server and the src/shared code it uses) to plain JavaScript in dist/, one
 * file per source file, so `node dist/server/main.js` runs without tsx. The layout mirrors src/: a
 * worker thread's module is found beside the module that starts it, and the fonts read from disk sit
 * where the code expects them (dist/server/pdf/fonts). The translation catalogs are compiled here
 * once, so the server does not parse them at every start.
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { compileCatalogs, COMPILED_CATALOGS } from '../src/server/i18n/catalogs';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const COMPILED = ['server', 'shared'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const isSource = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

/**
 * Node loads ES modules by their exact file name: every relative import gains `.js` (or `/index.js`),
 * and stays an import of its own compiled file. Packages stay imports of the installed packages.
 */
const relativeImportsAsJs: Plugin = {
  name: 'relative-imports-as-js',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      const target = path.resolve(args.resolveDir, args.path);
      const compiled = COMPILED.some((dir) => target.startsWith(path.join(src, dir) + path.sep));
      if (compiled && existsSync(`${target}.ts`)) return { path: `${args.path}.js`, external: true };
      if (compiled && existsSync(path.join(target, 'index.ts'))) return { path: `${args.path}/index.js`, external: true };
      return { errors: [{ text: `${args.path} is not a TypeScript module under src/server or src/shared` }] };
    });
  },
};

for (const dir of COMPILED) rmSync(path.join(dist, dir), { recursive: true, force: true });
const sources = COMPILED.flatMap((dir) => filesUnder(path.join(src, dir)));
await build({
  entryPoints: sources.filter(isSource),
  outbase: src,
  outdir: dist,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [relativeImportsAsJs],
  logLevel: 'warning',
});
// Files the server reads at run time (fonts and their licence) go beside the compiled code.
for (const file of sources.filter((f) => !f.endsWith('.ts'))) cpSync(file, path.join(dist, path.relative(src, file)));
writeFileSync(path.join(dist, path.relative(src, COMPILED_CATALOGS)), JSON.stringify(await compileCatalogs()));
