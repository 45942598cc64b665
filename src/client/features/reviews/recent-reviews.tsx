import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { ReviewCard } from './review-card';
import { useApprovedReviews } from './use-approved-reviews';

/** The loading note and the empty state share one box, so one replacing the other moves nothing. */
const NOTE_BOX = 'mt-4 flex min-h-32 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center';

/** 'Recent Reviews': approved reviews only; a failed load is logged and shows the empty state. */
export function RecentReviews() {
  const { i18n } = useLingui();
  const query = useApprovedReviews();
  useEffect(() => {
    if (query.error) console.error('Could not load reviews', query.error);
  }, [query.error]);
  const reviews = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="recent-reviews-heading">
      <h2 id="recent-reviews-heading" className="font-display text-2xl font-bold">{i18n._('Recent Reviews')}</h2>
      {query.isPending ? (
        <p role="status" className={`${NOTE_BOX} text-slate-600`}>{i18n._('Loading reviews...')}</p>
      ) : reviews.length === 0 ? (
        <p className={`${NOTE_BOX} text-slate-700`}>
          {i18n._('No reviews yet. Be the first to share your experience!')}
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-6 text-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? i18n._('Loading...') : i18n._('Show more reviews')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
