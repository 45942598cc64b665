import { Award, Medal, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import { AMBASSADOR_RANKS, type AmbassadorRank } from '../../../shared/domain/ambassador';
import { cn } from '../../lib/cn';

/** How each rank is drawn, shared by the ladder and a member's own rank card. */
export const RANK_LOOK: Record<AmbassadorRank, { icon: LucideIcon; tile: string; blurb: string }> = {
  Member: { icon: UserRound, tile: 'bg-brand-50 text-brand-800', blurb: 'Where every ambassador begins.' },
  Bronze: { icon: Award, tile: 'bg-orange-100 text-orange-800', blurb: 'A circle of friends and family has joined.' },
  Silver: { icon: Medal, tile: 'bg-slate-200 text-slate-700', blurb: 'You are a pillar of your local community.' },
  Gold: { icon: Trophy, tile: 'bg-gold-300 text-gold-800', blurb: 'The full goal reached, masha’Allah.' },
};

/** "0–9", "10–49", …, "100 or more", straight from the rank thresholds. */
function rangeOf(index: number): string {
  const { at } = AMBASSADOR_RANKS[index]!;
  const next = AMBASSADOR_RANKS[index + 1];
  return next ? `${at}–${next.at - 1}` : `${at} or more`;
}

/** The four ranks and the verified referrals each one needs. */
export function RankLadder() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {AMBASSADOR_RANKS.map(({ rank }, index) => {
        const { icon: Icon, tile, blurb } = RANK_LOOK[rank];
        return (
          <li key={rank} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="ambassador-rank">
            <span className={cn('flex h-11 w-11 items-center justify-center rounded-xl', tile)}>
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h3 className="mt-3 font-display text-xl font-bold">{rank}</h3>
            <p className="mt-1 font-semibold text-brand-800">{rangeOf(index)} verified referrals</p>
            <p className="mt-2 text-sm text-slate-600">{blurb}</p>
          </li>
        );
      })}
    </ol>
  );
}
