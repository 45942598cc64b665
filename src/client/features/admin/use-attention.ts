import { useQueries } from '@tanstack/react-query';
import { API } from '../../../shared/api';
import { CONTACT_API } from '../../../shared/contact-api';
import { api } from '../../lib/api';

/** What waits for an admin, each counted by its own list's route: one row fetched, its total read. */
const WAITING = {
  applications: `${API.adminApplications}?status=under_review&page_size=1`,
  payouts: `${API.adminPayouts}?status=pending&page_size=1`,
  messages: `${CONTACT_API.inbox}?status=open&page_size=1`,
} as const;

export type Waiting = keyof typeof WAITING;

export function useAttention() {
  const keys = Object.keys(WAITING) as Waiting[];
  const results = useQueries({
    queries: keys.map((key) => ({ queryKey: ['admin', 'attention', key], queryFn: () => api<{ total: number }>(WAITING[key]) })),
  });
  return keys.map((key, i) => ({ key, total: results[i]?.data?.total, failed: results[i]?.isError === true }));
}
