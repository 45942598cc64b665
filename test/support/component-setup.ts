import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { activateLocale, loadScreenMessages } from '../../src/client/i18n/i18n';
import { LOCALE_COOKIE } from '../../src/shared/i18n/locales';
import { unexpectedRequests } from './fake-api';

/**
 * Every component test starts in English through the app's own catalogs (the public part and the
 * screens' part, as once a screen has loaded), and fails on anything written to console.error or
 * console.warn (on the runtime we ship, a React warning is a defect) and on a request the fake API
 * has no answer for.
 */
const complaints: string[] = [];

// How long findBy and waitFor keep looking: a language's catalog is compiled on its first import, which
// on a busy two-core machine takes longer than the library's one second. A passing test does not wait it out.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await Promise.all([activateLocale('en'), loadScreenMessages()]);
});

beforeEach(() => {
  complaints.length = 0;
  unexpectedRequests.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      complaints.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  // A test that switched the language leaves the next one in English, as on a first visit.
  await activateLocale('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  const problems = [...complaints, ...unexpectedRequests.map((r) => `no fake answer for ${r}`)];
  if (problems.length > 0) throw new Error(`The test left problems:\n${problems.join('\n')}`);
});
