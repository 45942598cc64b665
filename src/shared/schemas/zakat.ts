import { z } from 'zod';
import { OPERATIONS_SOURCES, SADAQAH_ONLY, ZAKAT_CATEGORIES } from '../domain/zakat';

export const ZAKAT_MESSAGES = {
  percent: /*i18n*/ 'Please choose how much of your contribution is zakat, from 0% to 100%',
  designationChanged: /*i18n*/ 'Your choice of zakat and sadaqah is saved. It applies from your next charge.',
  category: /*i18n*/ 'Please choose a zakat category, or sadaqah only',
  notApproved: /*i18n*/ 'Only an approved application that has not been paid can be marked.',
  noZakatRecipient: /*i18n*/ 'This month holds zakat, and none of these beneficiaries is marked as eligible for zakat. Mark a zakat category on approved applications, or raise the count.',
} as const;

/** The share of a contribution given as zakat, a whole percent; left out, the contribution is sadaqah. */
export const zakatPercentField = z.number(ZAKAT_MESSAGES.percent).int(ZAKAT_MESSAGES.percent).min(0, ZAKAT_MESSAGES.percent).max(100, ZAKAT_MESSAGES.percent);

/** Body of PUT /api/me/pledge/designation. */
export const pledgeDesignationSchema = z.strictObject({ zakat_percent: zakatPercentField });
export type PledgeDesignation = z.output<typeof pledgeDesignationSchema>;

/** Body of PUT /api/admin/applications/:id/zakat-category. */
export const zakatCategorySchema = z.strictObject({ zakat_category: z.enum([...ZAKAT_CATEGORIES, SADAQAH_ONLY], ZAKAT_MESSAGES.category) });
export type ZakatCategoryInput = z.output<typeof zakatCategorySchema>;

export const allocationRuleSchema = z.strictObject({ operations_source: z.enum(OPERATIONS_SOURCES) });
