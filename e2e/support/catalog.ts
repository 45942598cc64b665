import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

export type ShownLocale = 'fr-CA' | 'ar';

type Catalog = Record<string, { translation?: string }>;

const po = formatter({ explicitIdAsDefault: true });
const loaded = new Map<ShownLocale, Promise<Catalog>>();

async function readCatalogs(locale: ShownLocale): Promise<Catalog> {
  const parts = await Promise.all(
    ['public', 'screens'].map(async (name) => {
      const filename = path.resolve('src/locales', locale, `${name}.po`);
      return (await po.parse(await readFile(filename, 'utf8'), { locale, sourceLocale: 'en', filename })) as Catalog;
    }),
  );
  return Object.assign({}, ...parts);
}

/**
 * The page's words for an English message id, read from the catalogs the app is built from, so a
 * test can press "Edit profile" in any language without repeating the translations.
 */
export async function translatorFor(locale: ShownLocale): Promise<(id: string) => string> {
  if (!loaded.has(locale)) loaded.set(locale, readCatalogs(locale));
  const catalog = await loaded.get(locale)!;
  return (id) => {
    const translation = catalog[id]?.translation;
    if (!translation) throw new Error(`No ${locale} translation for "${id}"`);
    return translation;
  };
}
