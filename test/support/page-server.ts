import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { translators } from '../../src/server/i18n/catalogs';
import { accessGuard } from '../../src/server/plugins/access-guard';
import { localePlugin } from '../../src/server/plugins/locale';

/** A bare server with what the page-serving plugin relies on: cookies, the request's language and the access guard. */
export async function pageServer() {
  const app = Fastify();
  await app.register(cookie);
  await app.register(localePlugin, { translators: await translators() });
  await app.register(accessGuard);
  return app;
}
