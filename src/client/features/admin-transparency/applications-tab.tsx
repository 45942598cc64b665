import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { API, type AdminApplication, type AdminApplicationsPage, type MessageResponse } from '../../../shared/api';
import { APPLICATION_STATUS_LABELS } from '../../../shared/domain/queue';
import { ADMIN_APPLICATION_MESSAGES, APPLICATION_FILTERS } from '../../../shared/schemas/applications';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Table, Td, Th } from '../../components/ui/table';
import { translateKnown } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { formatCount, formatDate, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { askedFor, askedForLine } from './asked-for';
import { eligibilityLabel, PledgeBadge } from './member-standing';
import { ReviewDocuments } from './review-documents';

const PAGE_SIZE = 20;
const TONES = { under_review: 'yellow', approved: 'green', rejected: 'gray' } as const;
const filterLabels = (i18n: I18n): Record<(typeof APPLICATION_FILTERS)[number], string> => ({
  all: i18n._('All'),
  under_review: i18n._('Under review'),
  approved: i18n._('Approved'),
  rejected: i18n._('Rejected'),
});

export function ApplicationsTab() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<(typeof APPLICATION_FILTERS)[number]>('under_review');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<AdminApplication | null>(null);
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null);
  const [approving, setApproving] = useState<AdminApplication | null>(null);
  const [decided, setDecided] = useState(0);
  const queryKey = ['admin', 'applications', status, page];
  const query = useQuery({
    queryKey,
    queryFn: () => api<AdminApplicationsPage>(`${API.adminApplications}?status=${status}&page=${page}&page_size=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
  const latestShare = query.data?.latest_share ?? null;

  /**
   * A decided row stays where it was, showing its new status, until the admin refreshes the list: a
   * row that vanished would slide the next one's buttons under the pointer.
   */
  const keepDecided = async (app: AdminApplication, approve: boolean) => {
    queryClient.setQueryData<AdminApplicationsPage>(queryKey, (data) => data && {
      ...data,
      items: data.items.map((i) => (i.id === app.id ? { ...i, status: approve ? 'approved' : 'rejected' } : i)),
    });
    setDecided((n) => n + 1);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'applications'], refetchType: 'none' });
  };
  const refresh = async () => {
    setDecided(0);
    await queryClient.refetchQueries({ queryKey });
  };

  const decide = async (app: AdminApplication, approve: boolean) => {
    try {
      await api<MessageResponse>(approve ? API.adminApprove(app.id) : API.adminReject(app.id), { method: 'PUT' });
      if (approve) toast.success(i18n._(ADMIN_APPLICATION_MESSAGES.approved), { description: i18n._(ADMIN_APPLICATION_MESSAGES.approvedDescription) });
      else toast.success(i18n._(ADMIN_APPLICATION_MESSAGES.rejected), { description: i18n._(ADMIN_APPLICATION_MESSAGES.rejectedDescription) });
      setViewing(null);
      await keepDecided(app, approve);
    } catch (err) {
      toast.error(approve ? i18n._('Error approving application') : i18n._('Error rejecting application'), { description: err instanceof Error ? translateKnown(i18n, err.message) : undefined });
    }
  };

  const monthsGiven = (app: AdminApplication) =>
    i18n._('{count, plural, one {# month given} other {# months given}}', { count: app.contributed_months });
  /**
   * Each month's pool is shared equally, so approving commits to the latest share whatever was asked.
   * Applications made before the form asked for an amount say that no amount is asked.
   */
  const shareSentence = (app: AdminApplication) => {
    if (app.amount_needed_cents === null) return legacyShareSentence(app);
    const asked = i18n._('{name} asks for {amount} ({category}).', { name: app.applicant_name, amount: formatUsd(app.amount_needed_cents), category: askedFor(i18n, app).category });
    const share = latestShare
      ? i18n._('Each month\'s pool is shared equally: at the latest share ({month}), they would receive {amount}.', { month: formatMonth(latestShare.month_year), amount: formatUsd(latestShare.amount_cents) })
      : i18n._('Each month\'s pool is shared equally. No month has been shared yet, so there is no share to show.');
    return `${asked} ${share}`;
  };
  const legacyShareSentence = (app: AdminApplication) => (latestShare
    ? i18n._('No amount is asked: each month\'s pool is shared equally. At the latest share ({month}), {name} would receive {amount}.', {
      month: formatMonth(latestShare.month_year), name: app.applicant_name, amount: formatUsd(latestShare.amount_cents),
    })
    : i18n._('No amount is asked: each month\'s pool is shared equally. No month has been shared yet, so there is no amount to show.'));

  /** View, and for applications under review Approve and Reject; the same in the table and the cards. */
  const actions = (app: AdminApplication, className: string) => (
    <div className={`flex gap-2 ${className}`}>
      <Button size="sm" variant="ghost" onClick={() => setViewing(app)} aria-label={i18n._('View application of {name}', { name: app.applicant_name })}>{i18n._('View')}</Button>
      {app.status === 'under_review' && (
        <>
          <Button size="sm" onClick={() => setApproving(app)} aria-label={i18n._('Approve application of {name}', { name: app.applicant_name })}>{i18n._('Approve')}</Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(app)} aria-label={i18n._('Reject application of {name}', { name: app.applicant_name })}>{i18n._('Reject')}</Button>
        </>
      )}
    </div>
  );

  return (
    <div className="space-y-4">
      <Field label={i18n._('Show')} className="max-w-xs">
        <Select value={status} onChange={(e) => { setStatus(e.target.value as typeof status); setPage(1); setDecided(0); }}>
          {APPLICATION_FILTERS.map((f) => <option key={f} value={f}>{filterLabels(i18n)[f]}</option>)}
        </Select>
      </Field>
      {decided > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-800" role="status">
          <span>{i18n._('{count, plural, one {One application decided: it stays in the list until you refresh.} other {# applications decided: they stay in the list until you refresh.}}', { count: decided })}</span>
          <Button size="sm" variant="outline" onClick={() => void refresh()}>{i18n._('Refresh the list')}</Button>
        </div>
      )}
      {query.isPending ? (
        <p role="status" className="text-slate-600">{i18n._('Loading applications...')}</p>
      ) : query.isError ? (
        <Notice tone="error" title={i18n._('Applications could not be loaded')}>{translateKnown(i18n, query.error.message)}</Notice>
      ) : query.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{i18n._('No applications to show.')}</p>
      ) : (
        <>
          {/* A table on wide screens; cards on phones so the decision buttons never hide off to the side. */}
          <div className="hidden md:block">
            <Table caption={i18n._('Assistance applications')}>
              <thead>
                <tr><Th>{i18n._('Applicant')}</Th><Th>{i18n._('Submitted')}</Th><Th>{i18n._('Status')}</Th><Th>{i18n._('Pledge')}</Th><Th>{i18n._('Reason')}</Th><Th className="text-end">{i18n._('Actions')}</Th></tr>
              </thead>
              <tbody>
                {query.data.items.map((app) => (
                  <tr key={app.id}>
                    <Td><bdi className="font-medium">{app.applicant_name}</bdi><br /><span className="text-xs text-slate-600">{app.applicant_email}</span></Td>
                    <Td className="whitespace-nowrap">{formatDate(app.created_at)}</Td>
                    <Td>
                      <Badge tone={TONES[app.status]}>{i18n._(APPLICATION_STATUS_LABELS[app.status])}</Badge>
                      {app.amount_received_cents !== null && (
                        <div className="mt-1 text-xs">
                          <Trans id="Amount received: <0>{amount}</0>" values={{ amount: formatUsd(app.amount_received_cents) }} components={{ 0: <bdi dir="ltr" /> }} />
                        </div>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">
                      <PledgeBadge i18n={i18n} status={app.pledge_status} />
                      <div className="mt-1 text-xs text-slate-700">{monthsGiven(app)}</div>
                    </Td>
                    <Td className="max-w-xs"><p dir="auto" className="line-clamp-2">{app.reason}</p><p className="mt-1 text-xs text-slate-700" data-testid="application-asked-for">{askedForLine(i18n, app)}</p></Td>
                    <Td className="text-end">
                      {actions(app, 'justify-end')}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label={i18n._('Assistance applications')}>
            {query.data.items.map((app) => (
              <li key={app.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p dir="auto" className="font-medium">{app.applicant_name}</p>
                    <p className="truncate text-xs text-slate-600">{app.applicant_email}</p>
                  </div>
                  <Badge tone={TONES[app.status]}>{i18n._(APPLICATION_STATUS_LABELS[app.status])}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">{i18n._('Submitted {date}', { date: formatDate(app.created_at) })}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700"><PledgeBadge i18n={i18n} status={app.pledge_status} />{monthsGiven(app)}</p>
                <p dir="auto" className="mt-2 line-clamp-3 text-sm text-slate-800">{app.reason}</p>
                <p className="mt-1 text-sm text-slate-700">{askedForLine(i18n, app)}</p>
                {actions(app, 'mt-3 flex-wrap')}
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={(p) => { setPage(p); setDecided(0); }} label={i18n._('Application pages')} />
        </>
      )}
      {viewing && (
        <Dialog open onOpenChange={(o) => !o && setViewing(null)} title={i18n._('Application #{id}', { id: viewing.id.slice(0, 8) })} description={`${viewing.applicant_name} · ${viewing.applicant_email}`}>
          <dl className="space-y-3 text-sm">
            <div><dt className="font-medium text-slate-600">{i18n._('Submitted')}</dt><dd>{formatDate(viewing.created_at)}</dd></div>
            <div>
              <dt className="font-medium text-slate-600">{i18n._('Status')}</dt>
              <dd>
                {viewing.reviewed_by_email
                  ? i18n._('{status} by {email}', { status: i18n._(APPLICATION_STATUS_LABELS[viewing.status]), email: viewing.reviewed_by_email })
                  : i18n._(APPLICATION_STATUS_LABELS[viewing.status])}
              </dd>
            </div>
            <div><dt className="font-medium text-slate-600">{i18n._('Member since')}</dt><dd>{formatDate(viewing.joined_at)}</dd></div>
            <div>
              <dt className="font-medium text-slate-600">{i18n._('Pledge')}</dt>
              <dd className="flex flex-wrap items-center gap-2"><PledgeBadge i18n={i18n} status={viewing.pledge_status} /><span>{monthsGiven(viewing)}</span></dd>
              <dd className={viewing.eligible ? 'mt-1 text-slate-700' : 'mt-1 font-medium text-red-700'} data-testid="application-eligibility">{eligibilityLabel(i18n, viewing.eligibility)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{i18n._('Amount')}</dt>
              <dd>{shareSentence(viewing)}</dd>
            </div>
            <div><dt className="font-medium text-slate-600">{i18n._('Amount needed')}</dt><dd data-testid="application-amount-needed">{askedFor(i18n, viewing).amount}</dd></div>
            <div><dt className="font-medium text-slate-600">{i18n._('Category')}</dt><dd data-testid="application-category">{askedFor(i18n, viewing).category}</dd></div>
            <div><dt className="font-medium text-slate-600">{i18n._('How they want to be paid')}</dt><dd data-testid="application-payout-method">{askedFor(i18n, viewing).method}</dd></div>
            {viewing.move_down && <div><dt className="font-medium text-slate-600">{i18n._('Queue')}</dt><dd>{i18n._('Asked to be moved down the list')}</dd></div>}
            <div><dt className="font-medium text-slate-600">{i18n._('Reason')}</dt><dd dir="auto" className="whitespace-pre-line text-base text-slate-900">{viewing.reason}</dd></div>
            <ReviewDocuments applicationId={viewing.id} />
          </dl>
          {viewing.status === 'under_review' && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => { setRejecting(viewing); setViewing(null); }}>{i18n._('Reject')}</Button>
              <Button onClick={() => { setApproving(viewing); setViewing(null); }}>{i18n._('Approve')}</Button>
            </div>
          )}
        </Dialog>
      )}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && setApproving(null)}
        destructive={false}
        title={i18n._('Approve the application of {name}?', { name: approving?.applicant_name ?? '' })}
        description={approving ? `${i18n._('{name} joins the queue of approved members, paid in order from the monthly pool.', { name: approving.applicant_name })} ${shareSentence(approving)} ${eligibilityLabel(i18n, approving.eligibility)} (${monthsGiven(approving)}).` : ''}
        confirmLabel={i18n._('Approve application')}
        onConfirm={() => (approving ? decide(approving, true) : undefined)}
      />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(o) => !o && setRejecting(null)}
        title={i18n._('Reject this application?')}
        description={i18n._('{name} will see it as not approved. It is removed from the review list; the record is kept for the audit trail.', { name: rejecting?.applicant_name ?? '' })}
        confirmLabel={i18n._('Reject application')}
        onConfirm={() => (rejecting ? decide(rejecting, false) : undefined)}
      />
    </div>
  );
}
