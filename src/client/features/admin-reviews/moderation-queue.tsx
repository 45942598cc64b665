import { useLingui } from '@lingui/react';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import type { PendingReview } from '../../../shared/api';
import { MODERATION_MESSAGES } from '../../../shared/schemas/reviews';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { type Decision, PENDING_PAGE_SIZE, useModerateReview, usePendingReviews } from './api';
import { PendingReviewCard } from './pending-review-card';

const DONE = {
  approve: { title: MODERATION_MESSAGES.approved, description: MODERATION_MESSAGES.approvedDescription },
  reject: { title: MODERATION_MESSAGES.rejected, description: MODERATION_MESSAGES.rejectedDescription },
} as const;

/** Pending reviews, oldest first: approve publishes at once, reject asks first. */
export function ModerationQueue() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const queue = usePendingReviews(page);
  const moderate = useModerateReview();
  const [rejecting, setRejecting] = useState<PendingReview | null>(null);

  // Deciding the last review on the last page leaves it empty: go to the new last page.
  const lastPage = Math.max(1, Math.ceil((queue.data?.total ?? 0) / PENDING_PAGE_SIZE));
  const pastTheEnd = queue.data !== undefined && !queue.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage]);

  const decide = async (review: PendingReview, decision: Decision) => {
    try {
      await moderate.mutateAsync({ id: review.id, decision });
      toast.success(i18n._(DONE[decision].title), { description: i18n._(DONE[decision].description) });
    } catch (err) {
      toast.error(i18n._(MODERATION_MESSAGES.failed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  if (queue.isPending) return <Spinner label={i18n._('Loading reviews...')} />;
  if (queue.isError) return <Notice tone="error" title={i18n._(MODERATION_MESSAGES.loadFailed)} live>{translateKnown(i18n, queue.error.message)}</Notice>;
  const { items, total } = queue.data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <CheckCircle2 aria-hidden className="mx-auto h-10 w-10 text-brand-700" />
        <p className="mt-3 text-slate-700">{i18n._(MODERATION_MESSAGES.empty)}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700" role="status">{i18n._('{count, plural, one {{n} review is waiting, oldest first.} other {{n} reviews are waiting, oldest first.}}', { count: total, n: formatCount(total) })}</p>
      <ul className={cn('space-y-4', queue.isPlaceholderData && 'opacity-60')} aria-label={i18n._('Reviews waiting for moderation')} aria-busy={queue.isPlaceholderData}>
        {items.map((review) => (
          <li key={review.id}>
            <PendingReviewCard review={review} busy={moderate.isPending && moderate.variables?.id === review.id} onApprove={() => void decide(review, 'approve')} onReject={() => setRejecting(review)} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={PENDING_PAGE_SIZE} total={total} onPage={setPage} label={i18n._('Review pages')} />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={i18n._('Reject this review?')}
        description={i18n._('"{title}" will never be shown publicly. It is kept for the record.', { title: rejecting?.title ?? '' })}
        confirmLabel={i18n._('Reject review')}
        onConfirm={() => (rejecting ? decide(rejecting, 'reject') : undefined)}
      />
    </div>
  );
}
