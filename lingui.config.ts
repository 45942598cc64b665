import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * English text is the message id (gettext style): the spec's exact English strings stay in the code,
 * and the English catalog holds each id translated as itself. Each locale has three catalogs under
 * src/locales/<locale>/: `public` (what the home page needs, loaded before it hydrates), `static`
 * (the text of the static sections, which a prerendered page shows from its HTML: loaded only when
 * one is rendered in the browser), `screens` (loaded with the lazy screens) and `server` (errors,
 * e-mails, texts). A message used in two of them is in both.
 */
const PUBLIC = [
  '<rootDir>/src/client/app/root-layout.tsx',
  '<rootDir>/src/client/app/routes/home.tsx',
  // Only the parts every page shows: the pager, stars, QR code and document layout belong to screens.
  '<rootDir>/src/client/components/layout/language-switcher.tsx',
  '<rootDir>/src/client/components/layout/logo.tsx',
  '<rootDir>/src/client/components/layout/need-help-link.tsx',
  '<rootDir>/src/client/components/layout/page-shell.tsx',
  '<rootDir>/src/client/components/layout/route-error.tsx',
  '<rootDir>/src/client/components/layout/site-footer.tsx',
  '<rootDir>/src/client/components/layout/site-header.tsx',
  '<rootDir>/src/client/components/ui/field.tsx',
  '<rootDir>/src/client/features/home',
  '<rootDir>/src/client/features/stats',
  '<rootDir>/src/client/features/offline',
  '<rootDir>/src/client/features/site',
  '<rootDir>/src/client/features/auth/session.ts',
  '<rootDir>/src/client/features/my-data/account-closed-notice.tsx',
  '<rootDir>/src/client/lib',
  '<rootDir>/src/client/i18n',
  '<rootDir>/src/client/entry-server.tsx',
  '<rootDir>/src/shared/routes.ts',
  '<rootDir>/src/shared/domain/copyright.ts',
  '<rootDir>/src/shared/domain/stats.ts',
];
/** The static sections (lib/static-section) and what only they render. */
const STATIC = [
  '<rootDir>/src/client/features/home/static-sections.tsx',
  '<rootDir>/src/client/features/home/content-sections.tsx',
  '<rootDir>/src/client/features/home/founder-message.tsx',
  '<rootDir>/src/client/features/home/link-card.tsx',
  '<rootDir>/src/client/features/home/section.tsx',
  '<rootDir>/src/client/features/home/verses.tsx',
];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr-CA', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/public', include: PUBLIC, exclude: [...TESTS, ...STATIC] },
    { path: '<rootDir>/src/locales/{locale}/static', include: STATIC, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/screens', include: ['<rootDir>/src/client', '<rootDir>/src/shared'], exclude: [...TESTS, ...PUBLIC, ...STATIC] },
    { path: '<rootDir>/src/locales/{locale}/server', include: ['<rootDir>/src/server', '<rootDir>/src/shared'], exclude: TESTS },
  ],
  orderBy: 'messageId',
});
