import { useLingui } from '@lingui/react';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_MESSAGES, CONTACT_STATUSES, CONTACT_TOPICS } from '../../../shared/schemas/contact';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUrlFilters } from '../../lib/use-url-filters';
import { INBOX_PAGE_SIZE, type InboxFilters, useInbox } from './api';
import { MessageCard } from './message-card';
import { MessageView } from './message-view';

const readFilters = (p: URLSearchParams) => ({
  status: p.get('status') ?? 'open',
  topic: p.get('topic') ?? '',
  assigned: p.get('assigned') ?? '',
  q: p.get('q') ?? '',
  message: p.get('message') ?? '',
});

/** The inbox: open messages first by default, filtered on the server; ?message=<id> opens one (the support e-mail links there). */
export function MessageInbox() {
  const { i18n } = useLingui();
  const [filters, setFilters] = useUrlFilters<InboxFilters & { message: string }>(readFilters);
  const [, setParams] = useSearchParams();
  const [search, setSearch] = useState(filters.q);
  const q = useDebouncedValue(search.trim());
  useEffect(() => {
    if (q !== filters.q) setFilters({ q });
  }, [q, filters.q, setFilters]);
  // "All" is a choice of its own: an empty status in the address would mean the default, open.
  const inbox = useInbox({ ...filters, status: filters.status === 'all' ? '' : filters.status, q: filters.q });
  const open = (id: string) => setParams((p) => { p.set('message', id); return p; }, { replace: false });
  const closeView = () => setParams((p) => { p.delete('message'); return p; }, { replace: true });

  return (
    <div className="space-y-5">
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label={i18n._('Filter messages')}>
        <Field label={i18n._('Status')}>
          <Select value={filters.status} onChange={(e) => setFilters({ status: e.target.value })}>
            <option value="open">{translateKnown(i18n, CONTACT_STATUSES.open)}</option>
            <option value="closed">{translateKnown(i18n, CONTACT_STATUSES.closed)}</option>
            <option value="all">{i18n._('All')}</option>
          </Select>
        </Field>
        <Field label={i18n._('Topic')}>
          <Select value={filters.topic} onChange={(e) => setFilters({ topic: e.target.value })}>
            <option value="">{i18n._('All topics')}</option>
            {Object.entries(CONTACT_TOPICS).map(([value, label]) => <option key={value} value={value}>{translateKnown(i18n, label)}</option>)}
          </Select>
        </Field>
        <Field label={i18n._('Assigned')}>
          <Select value={filters.assigned} onChange={(e) => setFilters({ assigned: e.target.value })}>
            <option value="">{i18n._('Anyone')}</option>
            <option value="me">{i18n._('Assigned to me')}</option>
            <option value="nobody">{i18n._('Not assigned')}</option>
          </Select>
        </Field>
        <Field label={i18n._('Search name or e-mail')}>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </Field>
      </div>
      <InboxList inbox={inbox} page={filters.page} onPage={(page) => setFilters({ page })} onOpen={open} />
      <MessageView id={filters.message || null} onClose={closeView} />
    </div>
  );
}

function InboxList({ inbox, page, onPage, onOpen }: { inbox: ReturnType<typeof useInbox>; page: number; onPage: (page: number) => void; onOpen: (id: string) => void }) {
  const { i18n } = useLingui();
  if (inbox.isPending) return <Spinner label={i18n._('Loading messages...')} />;
  if (inbox.isError) return <Notice tone="error" title={translateKnown(i18n, CONTACT_MESSAGES.loadFailed)} live>{inbox.error.message}</Notice>;
  const { items, total } = inbox.data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center" role="status">
        <Inbox aria-hidden className="mx-auto h-10 w-10 text-brand-700" />
        <p className="mt-3 text-slate-700">{translateKnown(i18n, CONTACT_MESSAGES.empty)}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700" role="status">{i18n._('{count, plural, one {{n} message, newest first.} other {{n} messages, newest first.}}', { count: total, n: formatCount(total) })}</p>
      <ul className={cn('space-y-4', inbox.isPlaceholderData && 'opacity-60')} aria-label={i18n._('Messages')} aria-busy={inbox.isPlaceholderData}>
        {items.map((message) => (
          <li key={message.id}><MessageCard message={message} onOpen={() => onOpen(message.id)} /></li>
        ))}
      </ul>
      <Pagination page={page} pageSize={INBOX_PAGE_SIZE} total={total} onPage={onPage} label={i18n._('Message pages')} />
    </div>
  );
}
