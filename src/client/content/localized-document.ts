import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/i18n/locales';
import type { ProseDocument } from './document';

type Loader = () => Promise<ProseDocument>;

/** One document in every language, each loaded on its own when first needed. */
export interface LocalizedDocument {
  load(locale: Locale): Promise<ProseDocument>;
  loaded(locale: Locale): ProseDocument | undefined;
}

/**
 * From `import.meta.glob('../../content/<document>/*.md', { import: 'default' })`: one chunk per
 * language, so a reader downloads only the language they read.
 */
export function localizedDocument(files: Record<string, Loader>): LocalizedDocument {
  const byLocale = new Map<Locale, Loader>();
  for (const [file, load] of Object.entries(files)) {
    const locale = file.slice(file.lastIndexOf('/') + 1, -'.md'.length);
    if (isLocale(locale)) byLocale.set(locale, load);
  }
  const english = byLocale.get(DEFAULT_LOCALE);
  if (!english) throw new Error(`A document lacks its English text: ${Object.keys(files).join(', ')}`);
  const cache = new Map<Locale, ProseDocument>();
  return {
    async load(locale) {
      const cached = cache.get(locale);
      if (cached) return cached;
      // A language not written yet reads in English rather than failing (content/documents.test.ts reports it).
      const document = await (byLocale.get(locale) ?? english)();
      cache.set(locale, document);
      return document;
    },
    loaded: (locale) => cache.get(locale),
  };
}

/**
 * The document in the page's language. The screen's route loads it before the first render (so a
 * prerendered page hydrates with the same text); after a switch of language the text shown so far
 * stays until the new one has arrived, a moment later.
 */
export function useLocalizedDocument(document: LocalizedDocument): ProseDocument {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [shown, setShown] = useState(() => document.loaded(locale) ?? LOCALES.map((l) => document.loaded(l)).find(Boolean));
  const current = document.loaded(locale);
  useEffect(() => {
    let active = true;
    void document.load(locale).then((loaded) => {
      if (active) setShown(loaded);
    });
    return () => {
      active = false;
    };
  }, [document, locale]);
  const result = current ?? shown;
  if (!result) throw new Error('A document was shown before its route loaded it');
  return result;
}
