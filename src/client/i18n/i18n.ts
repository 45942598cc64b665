import { i18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, textDirection, type Locale } from '../../shared/i18n/locales';

export { i18n };

// English ids read as themselves until a catalog is loaded (code run outside a page, as in unit tests).
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Each catalog is its own chunk: a page loads only its language, the home page only the `public`
 * part, and the lazy screens add the `screens` part when the first of them opens. The `static` part
 * holds the text of the static sections (lib/static-section), which a prerendered page shows
 * from its HTML: it loads only when one of them is rendered in the browser.
 */
const catalogs: Record<Locale, Record<'public' | 'screens' | 'static', Catalog>> = {
  en: { public: () => import('../../locales/en/public.po'), screens: () => import('../../locales/en/screens.po'), static: () => import('../../locales/en/static.po') },
  'fr-CA': { public: () => import('../../locales/fr-CA/public.po'), screens: () => import('../../locales/fr-CA/screens.po'), static: () => import('../../locales/fr-CA/static.po') },
  ar: { public: () => import('../../locales/ar/public.po'), screens: () => import('../../locales/ar/screens.po'), static: () => import('../../locales/ar/static.po') },
};

let screensWanted = false;
let staticWanted = false;
let staticLoading: Promise<void> | undefined;
/** The language being shown or about to be: a screen's messages load in it even while it is still loading. */
let target: Locale = DEFAULT_LOCALE;

/** The language the page is shown in. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** The language the server rendered the document in (it sets <html lang>). */
export const documentLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/** The document's language in the browser (set before the catalogs arrive), the active one in the prerender. */
export const pageLocale = (): Locale => (typeof document === 'undefined' ? currentLocale() : documentLocale());

export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  const parts = await Promise.all([catalogs[locale].public(), ...(screensWanted ? [catalogs[locale].screens()] : []), ...(staticWanted ? [catalogs[locale].static()] : [])]);
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts.map((p) => p.messages)) as Messages });
}

/** Adds the messages of the lazy screens in the page's language (once; later switches bring them along). */
export async function loadScreenMessages(): Promise<void> {
  if (screensWanted) return;
  screensWanted = true;
  const locale = target;
  const { messages } = await catalogs[locale].screens();
  i18n.load(locale, messages);
}

/** Adds the messages of the static sections in the page's language (once; later switches bring them along). */
export function loadStaticMessages(): Promise<void> {
  // Every caller waits for the same load: a second static part would otherwise render before the
  // messages it shows had arrived.
  staticLoading ??= (async () => {
    staticWanted = true;
    const locale = target;
    const { messages } = await catalogs[locale].static();
    i18n.load(locale, messages);
  })();
  return staticLoading;
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
