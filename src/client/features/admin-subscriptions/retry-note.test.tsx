import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadScreenMessages } from '../../i18n/i18n';
import { retryNote } from './retry-note';

const inLocale = async (locale: 'en' | 'fr-CA' | 'ar') => {
  await activateLocale(locale);
  await loadScreenMessages();
};

afterAll(() => inLocale('en'));

describe('the note on failed charges', () => {
  it('says the retry days and tries the charges use', async () => {
    await inLocale('en');
    expect(retryNote(i18n)).toBe('A failed charge is tried again 2 and 5 days after the billing day; after 3 failed tries the pledge is past due.');
  });

  it.each([
    ['en', '1, 3, and 7', '4'],
    ['fr-CA', '1, 3 et 7', '4'],
    ['ar', '1 و3 و7', '(4)'],
  ] as const)('follows another schedule in %s', async (locale, days, attempts) => {
    await inLocale(locale);
    const note = retryNote(i18n, { retryAfterDays: [1, 3, 7], attempts: 4 });
    expect(note).toContain(days);
    expect(note).toContain(attempts);
    expect(note).not.toMatch(/\b[25]\b|\+/);
  });
});
