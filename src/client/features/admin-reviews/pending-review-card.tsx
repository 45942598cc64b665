import { useLingui } from '@lingui/react';
import { Check, X } from 'lucide-react';
import type { PendingReview } from '../../../shared/api';
import { Button } from '../../components/ui/button';
import { SenderCard } from '../../components/ui/sender-card';
import { Stars } from '../../components/ui/stars';
import { formatMoment } from '../../lib/format-moment';

/** The whole review as the public would read it, plus who wrote it, and the two decisions. */
export function PendingReviewCard({ review, busy, onApprove, onReject }: { review: PendingReview; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { i18n } = useLingui();
  const headingId = `review-${review.id}`;
  return (
    <SenderCard
      labelledBy={headingId}
      name={<p dir="auto" className="font-semibold text-slate-900">{review.reviewer_name}</p>}
      email={review.reviewer_email}
      aside={<p className="text-sm text-slate-600">{i18n._('Submitted {date}', { date: formatMoment(review.created_at) })}</p>}
      className="space-y-3"
    >
      <Stars rating={review.rating} />
      <h2 id={headingId} dir="auto" className="text-lg font-semibold text-slate-900">{review.title}</h2>
      <p dir="auto" className="whitespace-pre-line break-words text-slate-700">{review.content}</p>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" onClick={onApprove} disabled={busy}><Check aria-hidden className="h-4 w-4" />{i18n._('Approve')}</Button>
        <Button size="sm" variant="outline" className="border-red-700 text-red-700 hover:bg-red-50" onClick={onReject} disabled={busy}>
          <X aria-hidden className="h-4 w-4" />{i18n._('Reject')}
        </Button>
      </div>
    </SenderCard>
  );
}
