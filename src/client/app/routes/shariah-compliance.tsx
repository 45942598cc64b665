import type { Locale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { ProsePage } from '../../components/layout/prose-page';
import type { ProseDocument } from '../../content/document';
import { localizedDocument } from '../../content/localized-document';

const SHARIAH = localizedDocument(import.meta.glob<ProseDocument>('../../content/shariah-compliance/*.md', { import: 'default' }));

export const prepare = (locale: Locale) => SHARIAH.load(locale);

export default function ShariahComplianceScreen() {
  return <ProsePage screen={SCREENS.shariah} document={SHARIAH} />;
}
