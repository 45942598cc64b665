/**
 * First come, first served: approved members waiting for help are served in the order
 * they subscribed; members who asked to move down come after everyone else. Ties fall back to
 * when the application was made, then its id, so the order is total and stable. This is the
 * definition: the SQL that pays and ranks the queue (applications repository) is held to it by a
 * property test (applications/queue-order.test.ts).
 */
export interface QueueEntry {
  id: string;
  move_down: boolean;
  subscribed_at: string;
  applied_at: string;
}

export function compareQueueEntries(a: QueueEntry, b: QueueEntry): number {
  if (a.move_down !== b.move_down) return a.move_down ? 1 : -1;
  if (a.subscribed_at !== b.subscribed_at) return a.subscribed_at < b.subscribed_at ? -1 : 1;
  if (a.applied_at !== b.applied_at) return a.applied_at < b.applied_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export type ApplicationStatus = 'under_review' | 'approved' | 'rejected';

/**
 * Approved shows as approved; a reviewed record that is not approved was rejected. A
 * review is known by its time, which stays even if the reviewing admin's account is later deleted.
 */
export function applicationStatus(row: { approved: boolean; reviewed: boolean }): ApplicationStatus {
  if (row.approved) return 'approved';
  return row.reviewed ? 'rejected' : 'under_review';
}

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  under_review: /*i18n*/ 'Under Review',
  approved: /*i18n*/ 'Approved',
  rejected: /*i18n*/ 'Not approved',
};
