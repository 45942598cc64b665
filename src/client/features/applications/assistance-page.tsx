import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ScreenRoute } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { RequireSession } from '../auth/require-session';

/** The frame both assistance screens share: members only, back to the dashboard, a title and intro. */
export function AssistancePage({ screen, title, intro, children }: { screen: ScreenRoute; title: string; intro: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  useDocumentMeta(screen);
  return (
    <PageShell>
      <RequireSession>
        {() => (
          <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:py-10">
            <div>
              <BackLink to="/dashboard">{i18n._('Back to Dashboard')}</BackLink>
              <h1 className="mt-4 font-display text-3xl font-bold">{title}</h1>
              <p className="mt-2 text-slate-700">{intro}</p>
            </div>
            {children}
          </div>
        )}
      </RequireSession>
    </PageShell>
  );
}
