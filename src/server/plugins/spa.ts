import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_TITLE, SCREENS, isKnownScreenPath } from '../../shared/routes';
import { notFound } from '../http/errors';

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

const screenByPath = new Map<string, { title: string; description: string }>(Object.values(SCREENS).map((s) => [s.path, s]));

/**
 * Serves the built client: hashed assets with a long cache, and index.html for every screen with
 * its own title and description. Unknown paths get the same app (which shows the 404 page) with
 * HTTP status 404, and the attempted path is logged.
 */
export async function spaPlugin(app: FastifyInstance, opts: { clientDir: string }) {
  const indexFile = path.join(opts.clientDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The client is not built: ${indexFile} is missing (run npm run build)`);
  const template = readFileSync(indexFile, 'utf8');

  const page = (pathname: string) => {
    const screen = screenByPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    const title = screen?.title ?? NOT_FOUND_TITLE;
    const description = screen?.description ?? SCREENS.home.description;
    return template
      .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
  };

  await app.register(fastifyStatic, { root: opts.clientDir, serve: false });

  app.get('/assets/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(path.join('assets', file), { immutable: true, maxAge: '365d' });
  });

  app.get('/api/*', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    throw notFound('No such API route');
  });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const publicFile = pathname.slice(1);
    // The service worker must sit at the root to control every page, and be checked for a new version on every visit.
    if (publicFile === 'service-worker.js' && existsSync(path.join(opts.clientDir, publicFile))) {
      return reply.header('cache-control', 'no-cache').sendFile(publicFile, { cacheControl: false });
    }
    if (/^[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(publicFile) && existsSync(path.join(opts.clientDir, publicFile))) {
      return reply.sendFile(publicFile, { maxAge: '1d' });
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!isKnownScreenPath(pathname)) {
      request.log.warn({ path: pathname }, '404: page not found');
      return reply.status(404).send(page(pathname));
    }
    return reply.send(page(pathname));
  });
}
