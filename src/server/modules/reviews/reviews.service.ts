import { randomUUID } from 'node:crypto';
import type { PublicReview } from '../../../shared/api';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import { REVIEW_MESSAGES, type Review } from '../../../shared/schemas/reviews';
import type { Executor } from '../../db/executor';
import { isoAfter } from '../../db/time';
import { tooManyRequests } from '../../http/errors';
import type { MembersService } from '../members/members.service';
import { reviewsRepository } from './reviews.repository';

export const ANONYMOUS = 'Anonymous';
/** A member may share one review in any 24 hours. */
export const REVIEW_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function createReviewsService(deps: { db: Executor; members: MembersService }) {
  return {
    /** Approved reviews only, newest first; a missing reviewer name reads 'Anonymous'. */
    async approved(query: PageQuery): Promise<Page<PublicReview>> {
      const [rows, total] = await Promise.all([
        reviewsRepository.approvedPage(deps.db, offsetOf(query), query.page_size),
        reviewsRepository.countApproved(deps.db),
      ]);
      const items = rows.map(({ full_name, ...review }) => ({ ...review, reviewer_name: full_name?.trim() || ANONYMOUS }));
      return { items, page: query.page, page_size: query.page_size, total };
    },

    /**
     * Stores a member's review as pending: it is listed only once approved. The member's row is
     * locked before the daily check, so two reviews sent at the same moment cannot both pass it.
     */
    async submit(userId: string, review: Review): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        await deps.members.lockMember(trx, userId);
        const now = new Date();
        const last = await reviewsRepository.latestBy(trx, userId, isoAfter(-REVIEW_INTERVAL_MS, now));
        if (last) {
          const waitMs = Date.parse(last) + REVIEW_INTERVAL_MS - now.getTime();
          throw tooManyRequests(REVIEW_MESSAGES.dailyLimit, Math.max(1, Math.ceil(waitMs / 1000)));
        }
        await reviewsRepository.insert(trx, {
          id: randomUUID(), user_id: userId, title: review.title, content: review.content, rating: review.rating, is_approved: 0, created_at: now.toISOString(),
        });
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
