import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** ?page=&page_size= on every list that can grow; pages count from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(1_000_000).default(1),
  page_size: z.coerce.number().int('Page size must be a whole number').min(1, 'Page size must be 1 or more').max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`).default(20),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.page_size;
