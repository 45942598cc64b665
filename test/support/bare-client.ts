import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A one-page client for tests that start the real server process (CLIENT_DIR), so they need no Vite
 * build: the server only needs an index.html with a title and a description to fill.
 */
export function writeBareClient(parent: string): string {
  const clientDir = path.join(parent, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<html><head><title>x</title><meta name="description" content="" /></head><body></body></html>');
  return clientDir;
}
