import { useLingui } from '@lingui/react';
import { Award, Medal, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import { AMBASSADOR_RANKS, type AmbassadorRank } from '../../../shared/domain/ambassador';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { RANK_NAMES } from './rank-names';

/** How each rank is drawn, shared by the ladder and a member's own rank card. */
export const RANK_LOOK: Record<AmbassadorRank, { icon: LucideIcon; tile: string; blurb: string }> = {
  Member: { icon: UserRound, tile: 'bg-brand-50 text-brand-800', blurb: /*i18n*/ 'Where every ambassador begins.' },
  Bronze: { icon: Award, tile: 'bg-orange-100 text-orange-800', blurb: /*i18n*/ 'A circle of friends and family has joined.' },
  Silver: { icon: Medal, tile: 'bg-slate-200 text-slate-700', blurb: /*i18n*/ 'You are a pillar of your local community.' },
  Gold: { icon: Trophy, tile: 'bg-gold-300 text-gold-800', blurb: /*i18n*/ 'The full goal reached, masha’Allah.' },
};

/** The four ranks and the verified referrals each one needs ("0–9", …, "100 or more", from the thresholds). */
export function RankLadder() {
  const { i18n } = useLingui();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {AMBASSADOR_RANKS.map(({ rank, at }, index) => {
        const { icon: Icon, tile, blurb } = RANK_LOOK[rank];
        const next = AMBASSADOR_RANKS[index + 1];
        return (
          <li key={rank} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="ambassador-rank">
            <span className={cn('flex h-11 w-11 items-center justify-center rounded-xl', tile)}>
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h3 className="mt-3 font-display text-xl font-bold">{i18n._(RANK_NAMES[rank])}</h3>
            <p className="mt-1 font-semibold text-brand-800">
              {next
                ? i18n._('{from}–{to} verified referrals', { from: formatCount(at), to: formatCount(next.at - 1) })
                : i18n._('{from} or more verified referrals', { from: formatCount(at) })}
            </p>
            <p className="mt-2 text-sm text-slate-600">{i18n._(blurb)}</p>
          </li>
        );
      })}
    </ol>
  );
}
