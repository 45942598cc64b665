import type { Locale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { ProsePage } from '../../components/layout/prose-page';
import type { ProseDocument } from '../../content/document';
import { localizedDocument } from '../../content/localized-document';

const TERMS = localizedDocument(import.meta.glob<ProseDocument>('../../content/terms/*.md', { import: 'default' }));

export const prepare = (locale: Locale) => TERMS.load(locale);

export default function TermsScreen() {
  return <ProsePage screen={SCREENS.terms} document={TERMS} />;
}
