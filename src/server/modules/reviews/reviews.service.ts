import { randomUUID } from 'node:crypto';
import type { PendingReview, PublicReview } from '../../../shared/api';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import { MODERATION_MESSAGES, REVIEW_MESSAGES, type Review } from '../../../shared/schemas/reviews';
import type { Executor } from '../../db/executor';
import { isoAfter, nowIso } from '../../db/time';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import { reviewsRepository } from './reviews.repository';

export const ANONYMOUS = 'Anonymous';
/** A member may share one review in any 24 hours. */
export const REVIEW_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type ModerationDecision = 'approve' | 'reject';

export function createReviewsService(deps: { db: Executor; members: MembersService; audit: AuditService }) {
  /** Why a review could not be moderated: gone, or already decided by someone else. */
  async function refusal(trx: Executor, id: string) {
    const review = await reviewsRepository.findModeration(trx, id);
    if (!review) return notFound(MODERATION_MESSAGES.notFound);
    return conflict(review.is_approved === 1 ? MODERATION_MESSAGES.alreadyApproved : MODERATION_MESSAGES.alreadyRejected);
  }

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

    /** The member's own reviews not yet approved, as they will read once published. */
    async mine(userId: string): Promise<{ items: PublicReview[] }> {
      const rows = await reviewsRepository.pendingBy(deps.db, userId);
      return { items: rows.map(({ full_name, ...review }) => ({ ...review, reviewer_name: full_name?.trim() || ANONYMOUS })) };
    },

    /** Reviews waiting for an admin, oldest first, so none waits longer than it must. */
    async pending(query: PageQuery): Promise<Page<PendingReview>> {
      const [rows, total] = await Promise.all([
        reviewsRepository.pendingPage(deps.db, offsetOf(query), query.page_size),
        reviewsRepository.countPending(deps.db),
      ]);
      const items = rows.map(({ full_name, email, ...review }) => ({ ...review, reviewer_name: full_name?.trim() || ANONYMOUS, reviewer_email: email }));
      return { items, page: query.page, page_size: query.page_size, total };
    },

    /**
     * Approving publishes the review; rejecting keeps the row but never shows it. Each review is
     * decided once: a second decision, even one sent at the same moment, gets 409.
     */
    async moderate(actor: Actor, id: string, decision: ModerationDecision): Promise<{ authorId: string }> {
      return deps.db.transaction().execute(async (trx) => {
        const moderatedAt = nowIso();
        const isApproved = decision === 'approve' ? 1 : 0;
        const review = await reviewsRepository.moderateIfPending(trx, id, { is_approved: isApproved, moderated_at: moderatedAt, moderated_by: actor.id });
        if (!review) throw await refusal(trx, id);
        await deps.audit.record(trx, actor, {
          action: decision,
          entity_type: 'review',
          entity_id: id,
          before: { ...review, status: 'pending', is_approved: false },
          after: { ...review, status: decision === 'approve' ? 'approved' : 'rejected', is_approved: isApproved === 1, moderated_at: moderatedAt },
        });
        return { authorId: review.user_id };
      });
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
