import type { Referral, ReferralInviter, ReferralSummary, ReferralsResponse } from '../../../shared/api';
import { REFERRAL_MESSAGES } from '../../../shared/schemas/referrals';
import { rankFor } from '../../../shared/domain/ambassador';
import { offsetOf, type PageQuery } from '../../../shared/schemas/paging';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { notFound } from '../../http/errors';
import type { MembersService } from '../members/members.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { referralsRepository } from './referrals.repository';

/** Enough for a few people signing up from one address, far too few to walk the space of codes. */
export const INVITER_LOOKUPS = { max: 30, windowMs: 15 * 60 * 1000 };

export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/**
 * Every member method takes the signed-in member's own id: there is no way to ask about someone
 * else's referrals. The one public question, who owns a code, is answered with a first name only.
 */
export function createReferralsService(deps: { db: Executor; config: Pick<Config, 'publicUrl'>; members: MembersService; rateLimits: RateLimitService }) {
  return {
    async inviter(code: string, clientIp: string): Promise<ReferralInviter> {
      await deps.rateLimits.consume(INVITER_LOOKUPS, `referral-lookup:${clientIp}`);
      const owner = await referralsRepository.findOwnerName(deps.db, code);
      if (!owner) throw notFound(REFERRAL_MESSAGES.unknownCode);
      return { first_name: firstNameOf(owner.full_name) };
    },

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
