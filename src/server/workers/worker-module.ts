import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a worker thread's module is, beside the module that starts it (`startedFrom`, its
 * import.meta.url), and how to load it. Run from sources (npm start, dev, tests) the module is
 * TypeScript, and the thread needs tsx whatever started the process; built, it is plain JavaScript.
 */
export function workerModule(startedFrom: string, name: string): { filename: string; execArgv?: string[] } {
  const own = fileURLToPath(startedFrom);
  const extension = path.extname(own);
  const filename = path.join(path.dirname(own), `${name}${extension}`);
  return extension === '.ts' ? { filename, execArgv: ['--require', createRequire(startedFrom).resolve('tsx/cjs')] } : { filename };
}
