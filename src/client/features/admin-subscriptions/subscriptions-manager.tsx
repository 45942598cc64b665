import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import type { AdminSubscription } from '../../../shared/api';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUrlFilters } from '../../lib/use-url-filters';
import { SUBSCRIPTIONS_PAGE_SIZE, type SubscriptionListFilters, useDeleteSubscription, useSubscriptions } from './api';
import { ChargesView } from './charges-view';
import { EditSubscriptionDialog } from './edit-subscription-dialog';
import { LedgerView } from './ledger-view';
import { PledgeLedgerDialog } from './pledge-ledger-dialog';
import { SubscriptionCounters } from './subscription-counters';
import { SubscriptionFilters } from './subscription-filters';
import { SubscriptionsList } from './subscriptions-list';

const readFilters = (params: URLSearchParams) => {
  const status = params.get('status') as SubscriptionStatus | null;
  return { q: params.get('q') ?? '', status: status && SUBSCRIPTION_STATUSES.includes(status) ? status : ('' as const) };
};

/** Three tabs: the pledges (counters, search, status filter, the table and its dialogs), the monthly charges and the ledger's months. */
export function SubscriptionsManager() {
  const { i18n } = useLingui();
  return (
    <Tabs defaultValue="pledges" className="space-y-6">
      <TabsList className="max-w-md">
        <TabsTrigger value="pledges">{i18n._('Pledges')}</TabsTrigger>
        <TabsTrigger value="charges">{i18n._('Charges')}</TabsTrigger>
        <TabsTrigger value="ledger">{i18n._('Ledger')}</TabsTrigger>
      </TabsList>
      <TabsContent value="pledges"><PledgesManager /></TabsContent>
      <TabsContent value="charges"><ChargesView /></TabsContent>
      <TabsContent value="ledger"><LedgerView /></TabsContent>
    </Tabs>
  );
}

function PledgesManager() {
  const { i18n } = useLingui();
  const [filters, setFilters] = useUrlFilters<SubscriptionListFilters>(readFilters);
  const { q, status, page } = filters;
  const [search, setSearch] = useState(q);
  const settledSearch = useDebouncedValue(search.trim());

  // Only a settled search changes the address (and so the request); typing alone does not.
  useEffect(() => {
    if (settledSearch !== q) setFilters({ q: settledSearch });
  }, [settledSearch]);

  const list = useSubscriptions({ q, status, page });
  // Deleting the last row of the last page, or an old link, can land past the end: go to the last page.
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / SUBSCRIPTIONS_PAGE_SIZE));
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setFilters({ page: lastPage });
  }, [pastTheEnd, lastPage]);
  const remove = useDeleteSubscription();
  const [editing, setEditing] = useState<AdminSubscription | null>(null);
  const [deleting, setDeleting] = useState<AdminSubscription | null>(null);
  const [payments, setPayments] = useState<AdminSubscription | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(translateKnown(i18n, SUBSCRIPTION_MESSAGES.deleted));
    } catch (err) {
      toast.error(translateKnown(i18n, SUBSCRIPTION_MESSAGES.deleteFailed), { description: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <div className="space-y-6">
      <SubscriptionCounters />
      <SubscriptionFilters search={search} onSearch={setSearch} status={status} onStatus={(s) => setFilters({ status: s })} />
      {list.isPending ? (
        <Spinner label={i18n._('Loading subscriptions...')} />
      ) : list.isError ? (
        <Notice tone="error" title={translateKnown(i18n, SUBSCRIPTION_MESSAGES.loadFailed)} live>{list.error.message}</Notice>
      ) : list.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {q || status ? i18n._('No subscriptions match these filters.') : i18n._('No subscriptions yet.')}
        </p>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60')} aria-busy={list.isPlaceholderData}>
          <SubscriptionsList items={list.data.items} onEdit={setEditing} onDelete={setDeleting} onPayments={setPayments} />
          <Pagination page={page} pageSize={SUBSCRIPTIONS_PAGE_SIZE} total={list.data.total} onPage={(p) => setFilters({ page: p })} label={i18n._('Subscription pages')} />
        </div>
      )}
      {payments && <PledgeLedgerDialog key={payments.id} subscription={payments} onClose={() => setPayments(null)} />}
      {editing && <EditSubscriptionDialog key={editing.id} subscription={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? i18n._('Delete the subscription of {name}?', { name: deleting.full_name }) : i18n._('Delete subscription?')}
        description={i18n._('This action cannot be undone.')}
        confirmLabel={i18n._('Delete subscription')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
