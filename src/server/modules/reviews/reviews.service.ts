import type { PublicReview } from '../../../shared/api';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { reviewsRepository } from './reviews.repository';

export const ANONYMOUS = 'Anonymous';

export function createReviewsService(deps: { db: Executor }) {
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
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
