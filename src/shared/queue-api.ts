import type { QueueEstimate } from './domain/queue-estimate';
import type { EncouragementNoteStatus } from './schemas/encouragement';

/** Paths of the live queue and of notes of encouragement (see API in api.ts for the rest). */
export const QUEUE_API = {
  /** GET, public: how many approved applications wait and how long the queue would take at the recent pace. */
  publicQueue: '/api/transparency/queue',
  /** GET, member: their own place and the pool month that would reach it. */
  myQueueEstimate: '/api/me/queue-estimate',
  /** GET, member: the notes they wrote and whether they may write one now; POST: writes one. */
  myNotes: '/api/me/notes',
  /** GET, member: the notes given to them with a distribution. */
  receivedNotes: '/api/me/notes/received',
  /** GET, admin: notes waiting for moderation, oldest first. */
  adminNotes: '/api/admin/notes',
  adminNoteApprove: (id: string) => `/api/admin/notes/${id}/approve`,
  adminNoteReject: (id: string) => `/api/admin/notes/${id}/reject`,
} as const;

/** Counts only: no application, member or name is ever part of it. */
export interface PublicQueue {
  waiting: number;
  /** Null until a month has been shared: there is no pace to estimate from. */
  estimate: QueueEstimate | null;
}

export interface MyQueueEstimate {
  /** Null when the member has no approved application waiting. */
  position: number | null;
  waiting: number;
  estimate: QueueEstimate | null;
  /** The pool month that would reach the member at the recent pace; null without a place or a pace. */
  estimated_pool_month: string | null;
}

export interface MyNote {
  id: string;
  body: string;
  status: EncouragementNoteStatus;
  created_at: string;
  /** The month of the distribution that carried it, once given. */
  delivered_month: string | null;
}

export interface MyNotes {
  /** Whether the member may write a note now; `reason` says why not. */
  can_write: boolean;
  reason: 'no_pledge' | 'note_waiting' | null;
  items: MyNote[];
  page: number;
  page_size: number;
  total: number;
}

export interface ReceivedNote {
  id: string;
  body: string;
  month: string;
  delivered_at: string;
}

export interface PendingNote {
  id: string;
  body: string;
  created_at: string;
}
