/**
 * npm start: builds (npm run build) when a source is newer than the last build, then runs the
 * compiled server, `node dist/server/main.js`, as production does. The server is a child process
 * that receives the signals sent to this one, and its exit code is this one's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builds = ['dist/client/index.html', 'dist/server/main.js'].map((p) => path.join(root, p));
const sources = ['src', 'scripts/build', 'scripts/build-server.ts', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p)).filter(existsSync);

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

const built = builds.every(existsSync) ? Math.min(...builds.map((p) => statSync(p).mtimeMs)) : 0;
if (Math.max(...sources.map(newestMtime)) > built) {
  console.log('Building...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// A server ended by a signal exits as a shell reports it: 128 plus the signal's number.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
