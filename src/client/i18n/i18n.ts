import { i18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, textDirection, type Locale } from '../../shared/i18n/locales';

export { i18n };

// English ids read as themselves until a catalog is loaded (code run outside a page, as in unit tests).
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

/** Each catalog is its own chunk: a page loads only the language it shows. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  'fr-CA': () => import('../../locales/fr-CA/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
};

/** The language the page is shown in. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** The language the server rendered the document in (it sets <html lang>). */
export const documentLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
}

/** Shows the page in another language and remembers the choice in this browser for a year. */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = textDirection(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export const hasLocaleCookie = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));

/**
 * A message held in a variable (a zod message, a screen title, an error from the server): translated
 * when the catalog has it, shown as it is otherwise (text the server already wrote in the reader's language).
 */
export const translateKnown = (instance: I18n, message: string): string => (instance.messages[message] ? instance._(message) : message);
