import { useLingui } from '@lingui/react';
import { CircleHelp, Mail, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import type { Locale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Accordion, AccordionItem } from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { DocumentSection } from '../../content/document';
import { DocumentHtml } from '../../content/document-html';
import { useLocalizedDocument } from '../../content/localized-document';
import { FAQ, FAQ_ICONS } from '../../features/site/faq-content';
import { StillHaveQuestions } from '../../features/site/still-have-questions';
import { useDocumentMeta } from '../../lib/use-document-meta';

export const prepare = (locale: Locale) => FAQ.load(locale);

export default function ResourcesScreen() {
  useDocumentMeta(SCREENS.resources);
  const { title, intro, sections } = useLocalizedDocument(FAQ);
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <BackLink />
        <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">{title}</h1>
        <DocumentHtml html={intro} className="mt-4 text-lg text-slate-700" />

        <TopicNav categories={sections} />

        {/* One accordion for the whole page, so opening any answer closes the one that was open. */}
        <Accordion className="mt-10 space-y-10">
          {sections.map((category) => (
            <FaqSection key={category.id} category={category} />
          ))}
        </Accordion>

        <StillHaveQuestions />
      </div>
    </PageShell>
  );
}

function CategoryIcon({ id, className }: { id: string; className: string }) {
  const Icon = FAQ_ICONS[id] ?? CircleHelp;
  return <Icon aria-hidden className={className} />;
}

function TopicNav({ categories }: { categories: DocumentSection[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._('FAQ topics')} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{i18n._('Jump to a topic')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${category.id}`} className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-100">
              <CategoryIcon id={category.id} className="h-4 w-4" />
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FaqSection({ category }: { category: DocumentSection }) {
  const headingId = `${category.id}-title`;
  return (
    <section id={category.id} aria-labelledby={headingId} className="scroll-mt-6" data-testid="faq-category">
      <h2 id={headingId} className="flex items-center gap-2.5 font-display text-2xl font-semibold">
        <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-800 text-gold-300">
          <CategoryIcon id={category.id} className="h-5 w-5" />
        </span>
        {category.title}
      </h2>
      <Card className="mt-4 px-4 sm:px-5">
        {category.items.map((item) => (
          <AccordionItem key={item.id} value={item.id} title={item.title}>
            <DocumentHtml html={item.html} />
          </AccordionItem>
        ))}
      </Card>
    </section>
  );
}

