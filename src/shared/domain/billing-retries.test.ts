import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RETRY_AFTER_DAYS, retryDaysList } from './billing-retries';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');
const catalogTexts = () =>
  readdirSync(LOCALES_DIR).flatMap((locale) =>
    readdirSync(path.join(LOCALES_DIR, locale))
      .filter((f) => f.endsWith('.po'))
      .flatMap((f) => readFileSync(path.join(LOCALES_DIR, locale, f), 'utf8').split('\n').filter((line) => /^msg(id|str) /.test(line)).map((line) => `${locale}/${f}: ${line}`)),
  );

describe('billing retries', () => {
  it('tries once on the billing day and once on each retry day', () => {
    expect(MAX_ATTEMPTS).toBe(RETRY_AFTER_DAYS.length + 1);
  });

  it('lists the retry days in the reader’s language', () => {
    expect(retryDaysList('en-US', [2, 5])).toBe('2 and 5');
    expect(retryDaysList('fr-CA', [1, 3, 7])).toBe('1, 3 et 7');
    expect(retryDaysList('ar-u-nu-latn', [2, 5])).toBe('2 و5');
  });

  // The days and the count of tries come from the constants through placeholders: a catalog that spelled
  // them would keep saying the old days after the constants change.
  it('is never spelled out in a catalog', () => {
    const spelled = [/\bday \+\d/i, /\bjour \+\d/i, /three times|third failure|trois fois|troisième échec|ثلاث مرات|الإخفاق الثالث|اليوم الثاني واليوم الخامس/i];
    const found = catalogTexts().filter((line) => spelled.some((pattern) => pattern.test(line)));
    expect(found).toEqual([]);
  });
});
