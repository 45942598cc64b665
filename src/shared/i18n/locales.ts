/** The languages the site speaks; English is the source language of every message. */
export const LOCALES = ['en', 'fr-CA', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a browser's choice of language. */
export const LOCALE_COOKIE = 'locale';

/** Each language named in itself, so a reader finds their own whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', 'fr-CA': 'Français', ar: 'العربية' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The locale given to Intl for numbers, dates and money. Arabic keeps Western digits: members type
 * phone numbers, codes and amounts in them, and North American Arabic speakers read them everywhere.
 */
export const intlLocale = (locale: Locale): string => (locale === 'ar' ? 'ar-u-nu-latn' : locale === 'en' ? 'en-US' : 'fr-CA');

/** The site's locale for a BCP 47 tag: any French is fr-CA, any Arabic ar, any English en. */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (isLocale(tag.trim())) return tag.trim() as Locale;
  const language = lower.split('-')[0];
  if (language === 'fr') return 'fr-CA';
  if (language === 'ar') return 'ar';
  if (language === 'en') return 'en';
  return undefined;
}

/** The best of our locales for an Accept-Language header, by its quality values. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language of a request: the browser's remembered choice, then the signed-in member's profile,
 * then what the browser says it prefers, then English.
 */
export function resolveLocale(sources: { cookie?: string; profile?: string | null; acceptLanguage?: string }): Locale {
  if (isLocale(sources.cookie)) return sources.cookie;
  if (isLocale(sources.profile)) return sources.profile;
  return negotiateLocale(sources.acceptLanguage) ?? DEFAULT_LOCALE;
}
