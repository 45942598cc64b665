import type { Locale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { ProseArticle, ProsePage, prosePart } from '../../components/layout/prose-page';
import type { ProseDocument } from '../../content/document';
import { localizedDocument } from '../../content/localized-document';

const SHARIAH = localizedDocument(import.meta.glob<ProseDocument>('../../content/shariah-compliance/*.md', { import: 'default' }));

// Only the prerender needs the document first: the browser loads it when it renders the article.
export const prepare = import.meta.env.SSR ? (locale: Locale) => SHARIAH.load(locale) : undefined;

const ARTICLE = prosePart('shariah-document', SHARIAH, () => <ProseArticle document={SHARIAH} />);

export default function ShariahComplianceScreen() {
  return <ProsePage screen={SCREENS.shariah} article={ARTICLE} />;
}
