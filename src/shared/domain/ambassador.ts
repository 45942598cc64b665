/** Ambassador ranks by verified referrals (the "Referral rank" shown on the profile); the goal is an admin setting (domain/campaign). */

export const AMBASSADOR_RANKS = [
  { rank: 'Member', at: 0 },
  { rank: 'Bronze', at: 10 },
  { rank: 'Silver', at: 50 },
  { rank: 'Gold', at: 100 },
] as const;

export type AmbassadorRank = (typeof AMBASSADOR_RANKS)[number]['rank'];

export interface RankStanding {
  rank: AmbassadorRank;
  /** The next rank up and the verified referrals it needs; null at the top rank. */
  next: { rank: AmbassadorRank; at: number } | null;
  /** How far from the current rank's threshold to the next one, 0 to 100 (100 at the top rank). */
  progressPercent: number;
}

/** The rank for a number of verified referrals; anything not a positive count reads as 0. */
export function rankFor(verifiedReferrals: number): RankStanding {
  const count = Number.isFinite(verifiedReferrals) && verifiedReferrals > 0 ? Math.floor(verifiedReferrals) : 0;
  const index = AMBASSADOR_RANKS.findLastIndex((r) => count >= r.at);
  const current = AMBASSADOR_RANKS[index]!;
  const next = AMBASSADOR_RANKS[index + 1];
  if (!next) return { rank: current.rank, next: null, progressPercent: 100 };
  return {
    rank: current.rank,
    next: { rank: next.rank, at: next.at },
    progressPercent: ((count - current.at) / (next.at - current.at)) * 100,
  };
}
