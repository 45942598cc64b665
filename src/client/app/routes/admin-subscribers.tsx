import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { AdminLayout } from '../../features/admin/admin-layout';
import { SubscriberDetailsDialog } from '../../features/admin-subscribers/details-dialog';
import { paramsFromView, viewFromParams, type SubscriberView } from '../../features/admin-subscribers/filters';
import { GroupedCounts } from '../../features/admin-subscribers/grouped-counts';
import { SubscriberCounters } from '../../features/admin-subscribers/subscriber-counters';
import { SubscriberFilters } from '../../features/admin-subscribers/subscriber-filters';
import { SubscriberTable } from '../../features/admin-subscribers/subscriber-table';
import { useSession } from '../../features/auth/session';
import { useLiveStats } from '../../features/stats/use-live-stats';

export default function AdminSubscribersScreen() {
  const { i18n } = useLingui();
  return (
    <AdminLayout screen={SCREENS.adminSubscribers} title={i18n._('Subscribers')} description={i18n._('Every member, oldest first: find, verify or remove them, and export the list.')}>
      <SubscribersPanel />
    </AdminLayout>
  );
}

function SubscribersPanel() {
  // AdminLayout shows this only to a signed-in admin, so the session is there.
  const adminId = useSession().user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const { stats } = useLiveStats();
  const update = (changes: Partial<SubscriberView>) => setParams(paramsFromView({ ...view, ...changes }), { replace: true });
  // The open dialog is part of the address too, so Back closes it.
  const openId = params.get('member');
  const setOpenId = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('member', id);
      else next.delete('member');
      return next;
    });
  const filter = { q: view.q, verified: view.verified, subscription: view.subscription, country: view.country };

  return (
    <div className="space-y-6">
      <SubscriberCounters live={stats && { total: stats.total_subscribers, verified: stats.verified_subscribers }} />
      <SubscriberFilters view={view} onChange={update} />
      {/* Keyed so that switching groupings never shows one grouping's counts under the other's columns. */}
      {view.groupBy && <GroupedCounts key={view.groupBy} grouping={view.groupBy} filter={filter} />}
      {view.groupBy === null && <SubscriberTable filter={filter} page={view.page} onPage={(page) => update({ page })} onView={setOpenId} />}
      <SubscriberDetailsDialog id={openId} adminId={adminId} onClose={() => setOpenId(null)} />
    </div>
  );
}
