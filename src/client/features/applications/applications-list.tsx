import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { APPLICATION_STATUS_LABELS } from '../../../shared/domain/queue';
import { Badge } from '../../components/ui/badge';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { translateKnown } from '../../i18n/i18n';
import { formatDate, formatUsd } from '../../lib/format';
import { APPLICATIONS_PAGE_SIZE, useMyApplications } from './use-applications';

const TONES = { under_review: 'yellow', approved: 'green', rejected: 'gray' } as const;

/** The member's own applications, newest first; the id is shown as its first 8 characters. */
export function ApplicationsList() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const query = useMyApplications(page);
  if (query.isPending) return <p role="status" className="text-slate-600">{i18n._('Loading your applications...')}</p>;
  if (query.isError) return <Notice tone="error" title={i18n._('Your applications could not be loaded')}>{translateKnown(i18n, query.error.message)}</Notice>;
  if (query.data.total === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{i18n._('You have not applied yet.')}</p>;
  return (
    <div>
      <ul className="space-y-3" aria-label={i18n._('Your applications')}>
        {query.data.items.map((app) => (
          <li key={app.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-mono text-sm text-slate-700">{i18n._('Application #{id}', { id: app.id.slice(0, 8) })}</p>
              <Badge tone={TONES[app.status]}>{i18n._(APPLICATION_STATUS_LABELS[app.status])}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-600">{i18n._('Submitted {date}', { date: formatDate(app.created_at) })}</p>
            {/* The amount stays one left-to-right run inside Arabic text, as <Amount> keeps it elsewhere. */}
            {app.status === 'approved' && app.amount_received_cents !== null && (
              <p className="mt-2 font-semibold text-green-900">
                <Trans id="Amount received: <0>{amount}</0>" values={{ amount: formatUsd(app.amount_received_cents) }} components={{ 0: <bdi dir="ltr" /> }} />
              </p>
            )}
            <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-800">{app.reason}</p>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={APPLICATIONS_PAGE_SIZE} total={query.data.total} onPage={setPage} label={i18n._('Application pages')} />
    </div>
  );
}
