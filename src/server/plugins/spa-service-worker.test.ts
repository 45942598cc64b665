import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spaPlugin } from './spa';
import { pageServer } from '../../../test/support/page-server';

async function appServing(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head><title>x</title><meta name="description" content="" /></head><body></body></html>');
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const app = await pageServer();
  await app.register(spaPlugin, { clientDir: dir, publicUrl: 'http://localhost' });
  return app;
}

describe('serving the installable app', () => {
  it('sends the service worker from the root as JavaScript that is checked again on every visit', async () => {
    const app = await appServing({ 'service-worker.js': 'self.x = 1;' });
    const response = await app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('self.x = 1;');
    await app.close();
  });

  it('sends the web app manifest with its own type', async () => {
    const app = await appServing({ 'manifest.webmanifest': '{"name":"x"}' });
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    await app.close();
  });

  it('answers a build without a service worker with the 404 page, not a script', async () => {
    const app = await appServing({});
    const response = await app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    await app.close();
  });
});
