import type { I18n } from '@lingui/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '../../shared/i18n/locales';
import type { Translators } from '../i18n/catalogs';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: remembered choice, member's profile, Accept-Language, English. */
    locale: Locale;
    /** Lingui in the request's language, for the messages the server writes. */
    i18n: I18n;
  }
}

/** Must be registered after the session plugin: the member's profile language is read from the session. */
export const localePlugin = fp(async (app: FastifyInstance, opts: { translators: Translators }) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('i18n', null as unknown as I18n);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = resolveLocale({
      cookie: request.cookies[LOCALE_COOKIE],
      profile: request.session?.locale,
      acceptLanguage: request.headers['accept-language'],
    });
    request.i18n = opts.translators[request.locale];
    done();
  });
});
