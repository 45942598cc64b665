import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/i18n/locales';

/** The catalogs the browser build compiles are read and compiled here too: one source for both sides. */
const CATALOG_DIR = path.resolve(import.meta.dirname, '../../locales');

/**
 * Where the build (scripts/build-server.ts) writes every catalog compiled, beside the compiled
 * server: parsing the .po files took a tenth of a start. Run from sources, there is none.
 */
export const COMPILED_CATALOGS = path.resolve(import.meta.dirname, 'catalogs.json');

type ParsedCatalog = Record<string, { translation?: string }>;

/** Every catalog of the locale (the server renders the app shell's titles as well as its own messages). */
async function readCatalog(locale: Locale): Promise<Messages> {
  const messages: Messages = {};
  for (const file of readdirSync(path.join(CATALOG_DIR, locale)).filter((f) => f.endsWith('.po')).sort()) {
    Object.assign(messages, await readCatalogFile(locale, path.join(CATALOG_DIR, locale, file)));
  }
  return messages;
}

async function readCatalogFile(locale: Locale, file: string): Promise<Messages> {
  const [{ formatter }, { compileMessage }] = await Promise.all([import('@lingui/format-po'), import('@lingui/message-utils/compileMessage')]);
  const text = readFileSync(file, 'utf8');
  const parsed = (await formatter({ explicitIdAsDefault: true }).parse(text, { locale, sourceLocale: 'en', filename: file })) as ParsedCatalog;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(parsed)) {
    // An empty translation falls back to the English id, as the browser's compiled catalog does.
    messages[id] = compileMessage(entry.translation || id);
  }
  return messages;
}

/** Every locale's catalogs, compiled from the .po files. */
export async function compileCatalogs(): Promise<Record<Locale, Messages>> {
  return Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await readCatalog(locale)] as const))) as Record<Locale, Messages>;
}

export type Translators = Record<Locale, I18n>;

/** One Lingui instance per locale, so concurrent requests in different languages never share state. */
export async function loadTranslators(): Promise<Translators> {
  const catalogs = existsSync(COMPILED_CATALOGS) ? (JSON.parse(readFileSync(COMPILED_CATALOGS, 'utf8')) as Record<Locale, Messages>) : await compileCatalogs();
  return Object.fromEntries(LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogs[locale] } })])) as Translators;
}

let loaded: Promise<Translators> | undefined;

/** The translators, read once per process (every app built in a test run shares them). */
export const translators = (): Promise<Translators> => (loaded ??= loadTranslators());

/** A message in the locale, or as it is when the catalog does not know it (text built with values). */
export function translateKnown(i18n: I18n, message: string): string {
  return i18n.messages[message] ? i18n._(message) : message;
}

/** The translator for a member's stored language; English when they have none (or an unknown one). */
export const translatorFor = (all: Translators, locale: string | null | undefined): I18n => all[isLocale(locale) ? locale : DEFAULT_LOCALE];
