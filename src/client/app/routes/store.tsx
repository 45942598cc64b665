import { useLingui } from '@lingui/react';
import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Spinner } from '../../components/ui/spinner';
import { useLiveStats } from '../../features/stats/use-live-stats';
import { RequireStoreSignIn } from '../../features/store/require-store-sign-in';
import { StoreCatalog } from '../../features/store/store-catalog';
import { StoreComingSoon } from '../../features/store/store-coming-soon';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function StoreScreen() {
  useDocumentMeta(SCREENS.store);
  return (
    <PageShell className="bg-cream">
      <RequireStoreSignIn>{(user) => <Store userId={user.id} />}</RequireStoreSignIn>
    </PageShell>
  );
}

/** The phase comes from the live stats, so an open store page opens its shelves the moment Phase 2 begins. */
function Store({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const { stats, loading } = useLiveStats();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <BackLink to="/dashboard">{i18n._('Back to Dashboard')}</BackLink>
        <h1 className="mt-4 font-display text-3xl font-bold">{i18n._('Community Store')}</h1>
        <p className="mt-2 text-slate-700">{i18n._('Goods and resources from and for the community.')}</p>
      </div>
      {loading ? (
        <Spinner />
      ) : stats?.phase === 2 ? (
        <StoreCatalog key={userId} userId={userId} />
      ) : (
        <StoreComingSoon stats={stats} />
      )}
    </div>
  );
}
