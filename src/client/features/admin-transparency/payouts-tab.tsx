import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API, type AdminPayout, type AdminPayoutsResponse } from '../../../shared/api';
import { PAYOUT_NEXT, PAYOUT_STATUSES, type PayoutStatus } from '../../../shared/domain/payouts';
import { Amount } from '../../components/ui/amount';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Table, Td, Th } from '../../components/ui/table';
import { translateKnown } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { formatDate, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { MovePayoutDialog } from './move-payout-dialog';
import { PAYOUT_TONES, payoutMethodLabel, payoutStatusLabel } from '../../lib/payout-labels';

const PAGE_SIZE = 20;

/** Every payout of approved distributions, paged and filtered on the server; each row opens its history and next step. */
export function PayoutsTab() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<PayoutStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminPayout | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'payouts', status, page],
    queryFn: () => api<AdminPayoutsResponse>(`${API.adminPayouts}?page=${page}&page_size=${PAGE_SIZE}${status ? `&status=${status}` : ''}`),
    placeholderData: keepPreviousData,
  });
  // What each payout shows, worked out once for both layouts: the table on wide screens and the cards on phones.
  const shown = (query.data?.items ?? []).map((p) => {
    const name = p.beneficiary_name ?? i18n._('Deleted account');
    const month = formatMonth(p.month_year);
    return {
      id: p.id,
      name,
      month,
      amount: <Amount>{formatUsd(p.amount_cents)}</Amount>,
      status: <Badge tone={PAYOUT_TONES[p.status]}>{payoutStatusLabel(i18n, p.status)}</Badge>,
      method: payoutMethodLabel(i18n, p.method),
      reference: p.reference ?? '—',
      updated: formatDate(p.updated_at),
      action: (
        <Button size="sm" variant="outline" onClick={() => setOpen(p)} aria-label={i18n._('Payout of {name} for {month}', { name, month })}>
          {PAYOUT_NEXT[p.status].length > 0 ? i18n._('Update') : i18n._('View history')}
        </Button>
      ),
    };
  });
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{i18n._('Each share of an approved distribution is a payout. Mark it sent, then confirmed when the money has arrived; a failed or returned payout goes back to the next month’s pool.')}</p>
      <Field label={i18n._('Status')} className="max-w-xs">
        <Select value={status} onChange={(e) => { setStatus(e.target.value as PayoutStatus | ''); setPage(1); }}>
          <option value="">{i18n._('All')}</option>
          {PAYOUT_STATUSES.map((s) => <option key={s} value={s}>{payoutStatusLabel(i18n, s)}</option>)}
        </Select>
      </Field>
      {query.isPending ? (
        <p role="status" className="text-slate-600">{i18n._('Loading payouts...')}</p>
      ) : query.isError ? (
        <Notice tone="error" title={i18n._('Payouts could not be loaded')}>{translateKnown(i18n, query.error.message)}</Notice>
      ) : query.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{i18n._('No payouts yet: they appear when a distribution is approved.')}</p>
      ) : (
        <>
          {/* A table on wide screens; cards on phones so the Update button never hides off to the side. */}
          <div className="hidden md:block">
            <Table caption={i18n._('Payouts')}>
              <thead>
                <tr>
                  <Th>{i18n._('Month')}</Th>
                  <Th>{i18n._('Beneficiary')}</Th>
                  <Th>{i18n._('Amount')}</Th>
                  <Th>{i18n._('Status')}</Th>
                  <Th>{i18n._('Method')}</Th>
                  <Th>{i18n._('Reference')}</Th>
                  <Th>{i18n._('Updated')}</Th>
                  <Th><span className="sr-only">{i18n._('Actions')}</span></Th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.id} data-testid="payout-row">
                    <Td className="font-medium">{row.month}</Td>
                    <Td dir="auto">{row.name}</Td>
                    <Td className="tabular-nums">{row.amount}</Td>
                    <Td>{row.status}</Td>
                    <Td>{row.method}</Td>
                    <Td dir="auto">{row.reference}</Td>
                    <Td>{row.updated}</Td>
                    <Td>{row.action}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label={i18n._('Payouts')}>
            {shown.map((row) => (
              <li key={row.id} data-testid="payout-card" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p dir="auto" className="font-medium">{row.name}</p>
                    <p className="text-sm text-slate-600">{row.month}</p>
                  </div>
                  {row.status}
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{i18n._('Amount')}</dt>
                  <dd className="tabular-nums">{row.amount}</dd>
                  <dt className="text-slate-600">{i18n._('Method')}</dt>
                  <dd>{row.method}</dd>
                  <dt className="text-slate-600">{i18n._('Reference')}</dt>
                  <dd dir="auto" className="break-words">{row.reference}</dd>
                  <dt className="text-slate-600">{i18n._('Updated')}</dt>
                  <dd>{row.updated}</dd>
                </dl>
                <div className="mt-3">{row.action}</div>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label={i18n._('Payout pages')} />
        </>
      )}
      {open && query.data && <MovePayoutDialog payout={open} providerAvailable={query.data.provider_available} onOpenChange={(o) => !o && setOpen(null)} />}
    </div>
  );
}
