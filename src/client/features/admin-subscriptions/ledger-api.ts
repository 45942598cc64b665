import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerKind, LedgerSource, MonthTotals } from '../../../shared/domain/ledger';
import { LEDGER_API, type LedgerEntry, type LedgerMember, type RecordedPaymentCheck } from '../../../shared/ledger-api';
import type { RecordedPaymentInput } from '../../../shared/schemas/ledger';
import type { Page } from '../../../shared/schemas/paging';
import { api, post } from '../../lib/api';

export const LEDGER_PAGE_SIZE = 10;

export interface LedgerFilters {
  month?: string;
  member_id?: string;
  kind?: LedgerKind | '';
  source?: LedgerSource | '';
  page: number;
}

const KEY = ['admin', 'ledger'] as const;

/** One page of rows from the server, newest first; the previous page stays on screen while the next loads. */
export function useLedgerEntries(filters: LedgerFilters) {
  const params = new URLSearchParams({ page: String(filters.page), page_size: String(LEDGER_PAGE_SIZE) });
  for (const key of ['month', 'member_id', 'kind', 'source'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return useQuery({
    queryKey: [...KEY, 'entries', filters],
    queryFn: () => api<Page<LedgerEntry>>(`${LEDGER_API.entries}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useMonthTotals = (month: string) =>
  useQuery({ queryKey: [...KEY, 'month', month], queryFn: () => api<MonthTotals>(LEDGER_API.monthTotals(month)), enabled: month !== '' });

/** The member an admin names by e-mail, referral code or account id; nothing is asked until they search. */
export const useLedgerMember = (q: string) =>
  useQuery({
    queryKey: [...KEY, 'member', q],
    queryFn: () => api<{ items: LedgerMember[] }>(`${LEDGER_API.members}?${new URLSearchParams({ q })}`),
    enabled: q !== '',
  });

function useInvalidateLedger() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useRecordPayment() {
  const invalidate = useInvalidateLedger();
  return useMutation({ mutationFn: (payment: RecordedPaymentInput) => post<LedgerEntry>(LEDGER_API.recordedPayments, payment), onSuccess: invalidate });
}

/** Every rule recording applies, asked before the admin confirms; it writes nothing. */
export const useCheckPayment = () =>
  useMutation({ mutationFn: (payment: RecordedPaymentInput) => post<RecordedPaymentCheck>(LEDGER_API.recordedPaymentChecks, payment) });

export function useCorrectEntry() {
  const invalidate = useInvalidateLedger();
  return useMutation({ mutationFn: (id: string) => post<LedgerEntry>(LEDGER_API.corrections(id), {}), onSuccess: invalidate });
}
