import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '../../../shared/domain/audit';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useUrlFilters } from '../../lib/use-url-filters';
import { AUDIT_PAGE_SIZE, type AuditFilters as Filters, useAuditLog } from './api';
import { AuditFilters } from './audit-filters';
import { AuditEntries } from './audit-table';

const pick = <K extends string>(labels: Record<K, string>, value: string | null): K | '' => (value && value in labels ? (value as K) : '');

const readFilters = (params: URLSearchParams) => ({
  entity_type: pick<AuditEntityType>(AUDIT_ENTITY_TYPES, params.get('entity_type')),
  action: pick<AuditAction>(AUDIT_ACTIONS, params.get('action')),
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

export function AuditLog() {
  const { i18n } = useLingui();
  const [filters, setFilters] = useUrlFilters<Filters>(readFilters);
  const log = useAuditLog(filters);
  // An old link can point past the end of a shorter trail: go to its last page.
  const lastPage = Math.max(1, Math.ceil((log.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const pastTheEnd = log.data !== undefined && !log.isPlaceholderData && filters.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setFilters({ page: lastPage });
  }, [pastTheEnd, lastPage]);

  return (
    <div className="space-y-6">
      <AuditFilters value={filters} onChange={setFilters} />
      {log.isPending ? (
        <Spinner label={i18n._('Loading the audit log...')} />
      ) : log.isError ? (
        <Notice tone="error" title={i18n._('Error loading the audit log')} live>{log.error.message}</Notice>
      ) : log.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{i18n._('No changes match these filters.')}</p>
      ) : (
        <div className={cn(log.isPlaceholderData && 'opacity-60')} aria-busy={log.isPlaceholderData}>
          <AuditEntries items={log.data.items} />
          <Pagination page={filters.page} pageSize={AUDIT_PAGE_SIZE} total={log.data.total} onPage={(page) => setFilters({ page })} label={i18n._('Audit log pages')} />
        </div>
      )}
    </div>
  );
}
