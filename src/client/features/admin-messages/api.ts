import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../shared/api';
import { CONTACT_API, type ContactAdmin, type ContactMessageDetail, type ContactMessageSummary } from '../../../shared/contact-api';
import type { ContactStatus } from '../../../shared/schemas/contact';
import { api, post } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';

export const INBOX_PAGE_SIZE = 20;
const KEY = ['admin', 'messages'] as const;

export interface InboxFilters {
  page: number;
  status: string;
  topic: string;
  assigned: string;
  q: string;
}

export const useInbox = (filters: InboxFilters) => usePagedList<ContactMessageSummary>([...KEY, 'list'], CONTACT_API.inbox, filters, INBOX_PAGE_SIZE);

export function useContactMessage(id: string | null) {
  return useQuery({ queryKey: [...KEY, 'one', id], queryFn: () => api<ContactMessageDetail>(CONTACT_API.message(id ?? '')), enabled: id !== null });
}

export function useAssignableAdmins() {
  return useQuery({ queryKey: [...KEY, 'admins'], queryFn: () => api<ContactAdmin[]>(CONTACT_API.admins), staleTime: 5 * 60_000 });
}

/** Every change shows in the list and in the open message, so both are read again. */
function useInboxChange<T>(send: (input: T) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useAssign = () => useInboxChange(({ id, adminId }: { id: string; adminId: string | null }) =>
  api<MessageResponse>(CONTACT_API.assignee(id), { method: 'PUT', body: { admin_id: adminId } }));

export const useSetStatus = () => useInboxChange(({ id, status }: { id: string; status: ContactStatus }) =>
  api<MessageResponse>(CONTACT_API.status(id), { method: 'PUT', body: { status } }));

export const useReply = () => useInboxChange(({ id, body }: { id: string; body: string }) => post<MessageResponse>(CONTACT_API.replies(id), { body }));
