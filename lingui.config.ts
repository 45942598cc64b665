import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * English text is the message id (gettext style): the spec's exact English strings stay in the code,
 * and the English catalog holds each id translated as itself. One catalog per locale under src/locales.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr-CA', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src/client', '<rootDir>/src/shared', '<rootDir>/src/server'], exclude: ['**/*.test.ts', '**/*.test.tsx'] }],
  orderBy: 'messageId',
});
