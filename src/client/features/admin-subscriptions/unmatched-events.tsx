import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { UNMATCHED_PAGE_SIZE, useUnmatchedEvents } from './charges-api';

/**
 * Signed provider events that named a payment or set-up of no member of ours: answered (so the
 * provider stops sending them) and listed here for an admin to look up in the provider's dashboard.
 */
export function UnmatchedEvents() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const events = useUnmatchedEvents(page);

  return (
    <section aria-labelledby="unmatched-title" className="space-y-3 pt-4">
      <h3 id="unmatched-title" className="text-base font-semibold text-slate-900">{i18n._('Provider events we could not match')}</h3>
      <p className="text-sm text-slate-600">{i18n._('Payments or set-ups the provider told us about that belong to no member here. Look each one up in the provider\'s dashboard.')}</p>
      {events.isPending ? (
        <Spinner label={i18n._('Loading events...')} />
      ) : events.isError ? (
        <Notice tone="error" title={i18n._('Error loading events')} live>{events.error.message}</Notice>
      ) : events.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-slate-700">{i18n._('No unmatched events.')}</p>
      ) : (
        <div className={cn(events.isPlaceholderData && 'opacity-60')} aria-busy={events.isPlaceholderData}>
          <ul className="space-y-2" aria-label={i18n._('Unmatched provider events, newest first')}>
            {events.data.items.map((e) => (
              <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm" data-testid="unmatched-event">
                <p className="font-medium text-slate-900" dir="ltr">{e.type}</p>
                <p className="break-all text-slate-700" dir="ltr">{e.object_id ?? '—'} · {e.id}</p>
                <p className="text-xs text-slate-600">{formatDate(e.received_at)}</p>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={UNMATCHED_PAGE_SIZE} total={events.data.total} onPage={setPage} label={i18n._('Unmatched event pages')} />
        </div>
      )}
    </section>
  );
}
