import type { ReactNode } from 'react';
import type { ScreenRoute } from '../../../shared/routes';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { BackLink, PageShell } from './page-shell';

export interface ProseSection {
  /** Used for the in-page link; lowercase words joined by hyphens. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A long reading page (terms, privacy, Shariah framework): a title, an intro, a table of contents
 * and numbered sections, set for comfortable reading on a phone.
 */
export function ProsePage({ screen, title, intro, meta, sections, children, numbered = true }: {
  screen: ScreenRoute;
  title: string;
  intro?: ReactNode;
  meta?: ReactNode;
  sections: ProseSection[];
  children?: ReactNode;
  numbered?: boolean;
}) {
  useDocumentMeta(screen);
  return (
    <PageShell>
      <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <BackLink />
        <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">{title}</h1>
        {meta && <p className="mt-2 text-sm text-slate-600">{meta}</p>}
        {intro && <div className="mt-4 space-y-3 text-lg text-slate-700">{intro}</div>}
        <nav aria-label="On this page" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">On this page</h2>
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-800 hover:underline">
                  {numbered ? `${i + 1}. ` : ''}
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-6">
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-semibold">
              {numbered ? `${i + 1}. ` : ''}
              {section.title}
            </h2>
            <div className="prose-body mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_li]:ps-1">
              {section.body}
            </div>
          </section>
        ))}
        {children}
      </article>
    </PageShell>
  );
}
