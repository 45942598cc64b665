import type { Locale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { ProseArticle, ProsePage, prosePart } from '../../components/layout/prose-page';
import type { ProseDocument } from '../../content/document';
import { localizedDocument } from '../../content/localized-document';

const TERMS = localizedDocument(import.meta.glob<ProseDocument>('../../content/terms/*.md', { import: 'default' }));

// Only the prerender needs the document first: the browser loads it when it renders the article.
export const prepare = import.meta.env.SSR ? (locale: Locale) => TERMS.load(locale) : undefined;

const ARTICLE = prosePart('terms-document', TERMS, () => <ProseArticle document={TERMS} />);

export default function TermsScreen() {
  return <ProsePage screen={SCREENS.terms} article={ARTICLE} />;
}
