import { useLingui } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import type { ScreenRoute } from '../../../shared/routes';
import type { DocumentSection } from '../../content/document';
import { DocumentHtml } from '../../content/document-html';
import { useLocalizedDocument, type LocalizedDocument } from '../../content/localized-document';
import { StaticSection, staticPart, type StaticPart } from '../../lib/static-section';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { BackLink, PageShell } from './page-shell';

/**
 * A reading page's article as a static part: the prerender renders it from the document its route
 * prepared; a browser shown the prerendered page keeps its HTML and never downloads the document,
 * which loads (in the page's language) only when the article is rendered in the browser.
 */
export function prosePart(id: string, document: LocalizedDocument, Article: ComponentType): StaticPart {
  return staticPart(id, import.meta.env.SSR ? Article : (locale: Locale) => document.load(locale).then(() => Article));
}

/** A long reading page (terms, privacy, Shariah framework): its article, not hydrated, in the site's frame. */
export function ProsePage({ screen, article }: { screen: ScreenRoute; article: StaticPart }) {
  useDocumentMeta(screen);
  return (
    <PageShell>
      <StaticSection part={article} />
    </PageShell>
  );
}

/**
 * The document in the page's language: the title, the intro, a table of contents and numbered
 * sections, set for comfortable reading on a phone. A section's `###` parts are shown as cards;
 * `aside` sections come after the others, boxed.
 */
export function ProseArticle({ document, meta, asideIcon }: { document: LocalizedDocument; meta?: ReactNode; asideIcon?: ReactNode }) {
  const { i18n } = useLingui();
  const { title, intro, sections } = useLocalizedDocument(document);
  const numbered = sections.filter((s) => !s.aside);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink />
      <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">{title}</h1>
      {meta && <p className="mt-2 text-sm text-slate-600">{meta}</p>}
      {intro && <DocumentHtml html={intro} className="mt-4 text-lg text-slate-700" />}
      <nav aria-label={i18n._('On this page')} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{i18n._('On this page')}</h2>
        <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
          {numbered.map((section, i) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 hover:underline">
                {`${i + 1}. ${section.title}`}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {numbered.map((section, i) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-6">
          <h2 id={`${section.id}-title`} className="font-display text-2xl font-semibold">
            {`${i + 1}. ${section.title}`}
          </h2>
          <SectionBody section={section} />
        </section>
      ))}
      {sections.filter((s) => s.aside).map((section) => (
        <div key={section.id} id={section.id} className="mt-12 rounded-2xl border border-brand-200 border-s-4 border-s-brand-700 bg-brand-50 p-5 sm:p-6">
          <h2 id={`${section.id}-title`} className="flex items-center gap-2 font-display text-xl font-semibold text-brand-950">
            {asideIcon}
            {section.title}
          </h2>
          <DocumentHtml html={section.html} className="mt-3 text-slate-700" />
        </div>
      ))}
    </article>
  );
}

function SectionBody({ section }: { section: DocumentSection }) {
  return (
    <div className="mt-3 space-y-3 text-slate-700">
      <DocumentHtml html={section.html} />
      {section.items.length > 0 && (
        <div className="space-y-4">
          {section.items.map((item) => (
            <div key={item.id} id={item.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <DocumentHtml html={item.html} className="mt-2" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
