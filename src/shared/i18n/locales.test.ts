import { describe, expect, it } from 'vitest';
import { intlLocale, matchLocale, negotiateLocale, resolveLocale, textDirection } from './locales';

describe('locales', () => {
  it('maps regional tags onto the site languages', () => {
    expect(matchLocale('fr-FR')).toBe('fr-CA');
    expect(matchLocale('fr')).toBe('fr-CA');
    expect(matchLocale('ar-EG')).toBe('ar');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('de')).toBeUndefined();
  });

  it('negotiates Accept-Language by quality, ignoring languages we do not speak and q=0', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,ar;q=0.8,fr;q=0.7')).toBe('ar');
    expect(negotiateLocale('fr-CA;q=0.5, en;q=0.9')).toBe('en');
    expect(negotiateLocale('ar;q=0, fr')).toBe('fr-CA');
    expect(negotiateLocale('de')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });

  it('resolves cookie, then profile, then Accept-Language, then English', () => {
    expect(resolveLocale({ cookie: 'ar', profile: 'fr-CA', acceptLanguage: 'en' })).toBe('ar');
    expect(resolveLocale({ cookie: 'xx', profile: 'fr-CA', acceptLanguage: 'ar' })).toBe('fr-CA');
    expect(resolveLocale({ profile: null, acceptLanguage: 'ar-MA' })).toBe('ar');
    expect(resolveLocale({})).toBe('en');
  });

  it('writes Arabic right to left with Western digits', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr-CA')).toBe('ltr');
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234)).toMatch(/1.?234/);
  });
});
