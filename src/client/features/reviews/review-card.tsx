import type { PublicReview } from '../../../shared/api';
import { Card, CardContent } from '../../components/ui/card';
import { Stars } from '../../components/ui/stars';
import { formatDate } from '../../lib/format';

export function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-3 pt-5 sm:pt-6">
        <div className="flex items-center gap-3">
          <span aria-hidden className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white">
            {review.reviewer_name.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{review.reviewer_name}</p>
            <p className="text-sm text-slate-600">{formatDate(review.created_at)}</p>
          </div>
        </div>
        <Stars rating={review.rating} />
        <h3 className="text-lg font-semibold text-slate-900">{review.title}</h3>
        <p className="whitespace-pre-line break-words text-slate-700">{review.content}</p>
      </CardContent>
    </Card>
  );
}
