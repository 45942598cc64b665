import { useLingui } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import type { Locale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { ProseArticle, ProsePage, prosePart } from '../../components/layout/prose-page';
import type { ProseDocument } from '../../content/document';
import { localizedDocument } from '../../content/localized-document';

const PRIVACY = localizedDocument(import.meta.glob<ProseDocument>('../../content/privacy/*.md', { import: 'default' }));

// Only the prerender needs the document first: the browser loads it when it renders the article.
export const prepare = import.meta.env.SSR ? (locale: Locale) => PRIVACY.load(locale) : undefined;

function PrivacyArticle() {
  const { i18n } = useLingui();
  return <ProseArticle document={PRIVACY} meta={i18n._('Last updated October 17, 2025')} asideIcon={<ShieldCheck aria-hidden className="h-6 w-6 shrink-0 text-brand-800" />} />;
}

const ARTICLE = prosePart('privacy-document', PRIVACY, PrivacyArticle);

export default function PrivacyScreen() {
  return <ProsePage screen={SCREENS.privacy} article={ARTICLE} />;
}
