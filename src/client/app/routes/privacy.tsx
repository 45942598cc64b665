import { useLingui } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import type { Locale } from '../../../shared/i18n/locales';
import { SCREENS } from '../../../shared/routes';
import { ProsePage } from '../../components/layout/prose-page';
import type { ProseDocument } from '../../content/document';
import { localizedDocument } from '../../content/localized-document';

const PRIVACY = localizedDocument(import.meta.glob<ProseDocument>('../../content/privacy/*.md', { import: 'default' }));

export const prepare = (locale: Locale) => PRIVACY.load(locale);

export default function PrivacyScreen() {
  const { i18n } = useLingui();
  return (
    <ProsePage
      screen={SCREENS.privacy}
      document={PRIVACY}
      meta={i18n._('Last updated October 17, 2025')}
      asideIcon={<ShieldCheck aria-hidden className="h-6 w-6 shrink-0 text-brand-800" />}
    />
  );
}
