import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { LedgerEntry } from '../../../shared/ledger-api';
import { LEDGER_MESSAGES } from '../../../shared/schemas/ledger';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { LEDGER_PAGE_SIZE, type LedgerFilters, useCorrectEntry, useLedgerEntries } from './ledger-api';
import { formatMoney, kindLabels, methodLabels, sourceLabels } from './ledger-labels';

/**
 * Ledger rows as a list that reads the same at 375 px and on a wide screen: one card per movement,
 * newest first, paged on the server. A row that is not yet corrected (and is not itself a correction)
 * can be cancelled by a correction, after a confirmation.
 */
export function LedgerRows({ filters, onPage, label }: { filters: LedgerFilters; onPage: (page: number) => void; label: string }) {
  const { i18n } = useLingui();
  const rows = useLedgerEntries(filters);
  const correct = useCorrectEntry();
  const [correcting, setCorrecting] = useState<LedgerEntry | null>(null);

  const confirmCorrection = async () => {
    if (!correcting) return;
    try {
      await correct.mutateAsync(correcting.id);
      toast.success(translateKnown(i18n, LEDGER_MESSAGES.corrected));
    } catch (err) {
      toast.error(translateKnown(i18n, LEDGER_MESSAGES.correctFailed), { description: err instanceof Error ? err.message : String(err) });
    }
  };

  if (rows.isPending) return <Spinner label={i18n._('Loading the ledger...')} />;
  if (rows.isError) return <Notice tone="error" title={translateKnown(i18n, LEDGER_MESSAGES.loadFailed)} live>{rows.error.message}</Notice>;
  if (rows.data.total === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{i18n._('No ledger entries yet.')}</p>;

  const kinds = kindLabels(i18n);
  const methods = methodLabels(i18n);
  const sources = sourceLabels(i18n);
  return (
    <div className={cn(rows.isPlaceholderData && 'opacity-60')} aria-busy={rows.isPlaceholderData}>
      <ul className="space-y-2" aria-label={label}>
        {rows.data.items.map((e) => (
          <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="ledger-entry">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {kinds[e.kind]} · {formatMonth(e.month)}
                </p>
                <p className="text-sm text-slate-600">
                  {sources[e.source]}{e.method && ` · ${methods[e.method]}`} · {i18n._('Reference')}: <span className="break-all">{e.reference}</span>
                </p>
                <p className="text-xs text-slate-600">{formatDate(e.created_at)}</p>
              </div>
              <div className="text-end">
                <p className={cn('font-semibold tabular-nums', e.amount_cents < 0 ? 'text-red-800' : 'text-slate-900')}>{formatMoney(e.amount_cents, e.currency)}</p>
                {e.currency !== 'USD' && (
                  <p className="text-xs text-slate-600">{i18n._('In the pool: {amount}', { amount: formatMoney(e.settled_cents, 'USD') })}</p>
                )}
              </div>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              {e.corrected_by ? <Badge tone="red">{i18n._('Corrected')}</Badge> : <span />}
              {e.kind !== 'correction' && !e.corrected_by && (
                <Button variant="destructiveOutline" size="sm" onClick={() => setCorrecting(e)} aria-label={i18n._('Correct the entry {reference}', { reference: e.reference })}>
                  {i18n._('Correct')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={filters.page} pageSize={LEDGER_PAGE_SIZE} total={rows.data.total} onPage={onPage} label={i18n._('Ledger pages')} />
      <ConfirmDialog
        open={correcting !== null}
        onOpenChange={(open) => !open && setCorrecting(null)}
        title={i18n._('Correct this entry?')}
        description={correcting ? i18n._('A new entry of {amount} will cancel it. The ledger keeps both; this cannot be undone.', { amount: formatMoney(-correcting.amount_cents, correcting.currency) }) : ''}
        confirmLabel={i18n._('Add the correction')}
        onConfirm={confirmCorrection}
      />
    </div>
  );
}
