import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

/**
 * The catalogs in the repository against what Lingui's extractor finds in the code now: a message the
 * code uses but a catalog lacks (or leaves untranslated) fails here, before anyone sees English in the
 * middle of a French page.
 */
const config = getConfig({ configPath: path.resolve(import.meta.dirname, '../../../lingui.config.ts') });

type Translations = Record<string, { translation?: string }>;

/** Per catalog (public, screens, server): the ids its code uses and, per locale, what the file holds. */
const found: { name: string; usedIds: string[]; catalogs: Record<string, Translations> }[] = [];

beforeAll(async () => {
  for (const catalog of await getCatalogs(config)) {
    found.push({ name: path.basename(catalog.path), usedIds: Object.keys((await catalog.collect()) ?? {}).sort(), catalogs: await catalog.readAll([...LOCALES]) });
  }
}, 120_000);

describe.each(['public', 'screens', 'server'])('the %s message catalogs', (name) => {
  let usedIds: string[];
  let catalogs: Record<string, Translations>;
  beforeAll(() => {
    const entry = found.find((f) => f.name === name);
    if (!entry) throw new Error(`lingui.config.ts has no ${name} catalog`);
    ({ usedIds, catalogs } = entry);
  });

  it('finds the messages the code uses', () => {
    expect(usedIds.length).toBeGreaterThan(20);
  });

  it.each(LOCALES)('%s has a non-empty translation for every message the code uses', (locale) => {
    const catalog = catalogs[locale] ?? {};
    const missing = usedIds.filter((id) => !catalog[id]?.translation?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s holds no message the code no longer uses', (locale) => {
    const used = new Set(usedIds);
    expect(Object.keys(catalogs[locale] ?? {}).filter((id) => !used.has(id))).toEqual([]);
  });

  it('translates each English message as itself, English being the source', () => {
    const english = catalogs.en ?? {};
    expect(usedIds.filter((id) => english[id]?.translation !== id)).toEqual([]);
  });

  it('keeps every placeholder of a message in its translations', () => {
    // Each distinct placeholder, not how often: Arabic has six plural forms where English has two, so a
    // value named in every form appears more often in the translation.
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}|<(\d+)>/g)].map((m) => m[0]))].sort();
    for (const locale of LOCALES) {
      for (const id of usedIds) {
        const translation = catalogs[locale]?.[id]?.translation;
        if (translation) expect({ locale, id, placeholders: placeholders(translation) }).toEqual({ locale, id, placeholders: placeholders(id) });
      }
    }
  });
});
