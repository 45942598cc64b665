/**
 * npm run dev: the API with reload on port 3001 and Vite with hot reload on port 3000, which
 * forwards /api to the API. Open http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, NODE_ENV: 'development', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000' };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
