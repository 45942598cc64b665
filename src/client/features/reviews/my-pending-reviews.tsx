import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PublicReview } from '../../../shared/api';
import { api } from '../../lib/api';
import { ReviewCard } from './review-card';

export const myPendingReviewsQuery = queryOptions({
  queryKey: ['reviews', 'mine'],
  queryFn: () => api<{ items: PublicReview[] }>(API.myPendingReviews),
});

/** The member's own reviews waiting for approval, as the public will see them; nothing when none waits. */
export function MyPendingReviews() {
  const { i18n } = useLingui();
  const mine = useQuery(myPendingReviewsQuery).data?.items ?? [];
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="my-pending-reviews" className="mt-6 space-y-3">
      <h2 id="my-pending-reviews" className="font-display text-xl font-semibold text-slate-900">{i18n._('Your review waiting for approval')}</h2>
      <p className="text-slate-700">{i18n._('Only you can see it until an admin approves it; then it is listed below with your name.')}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {mine.map((review) => <li key={review.id}><ReviewCard review={review} /></li>)}
      </ul>
    </section>
  );
}
