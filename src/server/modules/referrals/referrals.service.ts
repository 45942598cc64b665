import type { Referral, ReferralSummary, ReferralsResponse } from '../../../shared/api';
import { rankFor } from '../../../shared/domain/ambassador';
import { offsetOf, type PageQuery } from '../../../shared/schemas/paging';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { notFound } from '../../http/errors';
import type { MembersService } from '../members/members.service';
import { referralsRepository } from './referrals.repository';

/** Every method takes the signed-in member's own id: there is no way to ask about someone else's referrals. */
export function createReferralsService(deps: { db: Executor; config: Pick<Config, 'publicUrl'>; members: MembersService }) {
  return {
    async summary(memberId: string): Promise<ReferralSummary> {
      const [profile, counts] = await Promise.all([deps.members.findProfile(memberId), referralsRepository.counts(deps.db, memberId)]);
      if (!profile) throw notFound('Profile not found');
      const standing = rankFor(counts.verified);
      return {
        referral_code: profile.referral_code,
        referral_link: `${deps.config.publicUrl}/?ref=${encodeURIComponent(profile.referral_code)}`,
        referrals: counts.referrals,
        verified_referrals: counts.verified,
        rank: standing.rank,
        next_rank: standing.next,
        rank_progress_percent: standing.progressPercent,
      };
    },

    async list(memberId: string, query: PageQuery): Promise<ReferralsResponse> {
      const [rows, counts] = await Promise.all([
        referralsRepository.page(deps.db, memberId, offsetOf(query), query.page_size),
        referralsRepository.counts(deps.db, memberId),
      ]);
      const items: Referral[] = rows.map((r) => ({ full_name: r.full_name, verified: r.verified === 1, joined_at: r.created_at }));
      return { items, page: query.page, page_size: query.page_size, total: counts.referrals };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
