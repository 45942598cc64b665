import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../shared/api';
import { type MyNotes, type PendingNote, QUEUE_API, type ReceivedNote } from '../../../shared/queue-api';
import type { Page } from '../../../shared/schemas/paging';
import { api } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';

export const NOTES_PAGE_SIZE = 5;
export const MODERATION_PAGE_SIZE = 10;

const MY_NOTES = ['notes', 'mine'] as const;
const PENDING = ['admin', 'notes', 'pending'] as const;

export const useMyNotes = (page: number) =>
  useQuery({ queryKey: [...MY_NOTES, page], queryFn: () => api<MyNotes>(`${QUEUE_API.myNotes}?page=${page}&page_size=${NOTES_PAGE_SIZE}`), placeholderData: keepPreviousData });

export const useReceivedNotes = (page: number) =>
  useQuery({
    queryKey: ['notes', 'received', page],
    queryFn: () => api<Page<ReceivedNote>>(`${QUEUE_API.receivedNotes}?page=${page}&page_size=${NOTES_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export function useWriteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<MessageResponse>(QUEUE_API.myNotes, { method: 'POST', body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_NOTES }),
  });
}

export const usePendingNotes = (page: number) => usePagedList<PendingNote>(PENDING, QUEUE_API.adminNotes, { page }, MODERATION_PAGE_SIZE);

/** Whatever the answer, the list is read again: after a 409 another admin has already decided. */
export function useModerateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      api<MessageResponse>(decision === 'approve' ? QUEUE_API.adminNoteApprove(id) : QUEUE_API.adminNoteReject(id), { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING }),
  });
}
