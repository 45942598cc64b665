import { useLingui } from '@lingui/react';
import { Star } from 'lucide-react';
import { formatCount } from '../../lib/format';

/** Five stars filled up to the rating, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { i18n } = useLingui();
  return (
    <div role="img" aria-label={i18n._('{rating} out of 5 stars', { rating: formatCount(rating) })} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={n <= rating ? 'h-5 w-5 fill-gold-400 text-gold-600' : 'h-5 w-5 text-slate-300'} data-filled={n <= rating} />
      ))}
    </div>
  );
}
