import { useLingui } from '@lingui/react';
import { Construction } from 'lucide-react';
import type { ScreenRoute } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { translateKnown } from '../../i18n/i18n';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** A screen that exists in the route table but whose content has not been built yet. */
export function PlaceholderScreen({ screen }: { screen: ScreenRoute }) {
  const { i18n } = useLingui();
  useDocumentMeta(screen);
  const heading = translateKnown(i18n, screen.title).split(' | ')[0];
  return (
    <PageShell>
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <Construction aria-hidden className="mx-auto h-12 w-12 text-gold-600" />
        <h1 className="mt-4 font-display text-3xl font-bold">{heading}</h1>
        <p className="mt-3 text-slate-700">{i18n._('This page is being prepared and will be available soon.')}</p>
        <div className="mt-6">
          <BackLink />
        </div>
      </div>
    </PageShell>
  );
}
