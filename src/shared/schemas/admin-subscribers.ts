import { z } from 'zod';
import { singleLineText } from './text';
import { pageQuerySchema } from './paging';
import { COUNTRY_CODES } from '../domain/regions';

export const VERIFIED_FILTERS = ['all', 'verified', 'pending'] as const;
export const SUBSCRIPTION_FILTERS = ['all', 'pending', 'active', 'paused', 'past_due', 'cancelled'] as const;
export type VerifiedFilter = (typeof VERIFIED_FILTERS)[number];
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];
export const COUNTRY_FILTERS = ['all', ...COUNTRY_CODES] as const;
export type CountryFilter = (typeof COUNTRY_FILTERS)[number];

/** How Group by State (and the list) names members without a state. */
export const NO_STATE = /*i18n*/ 'No State';

export const SUBSCRIBER_MESSAGES = {
  loadFailed: /*i18n*/ 'Error loading subscribers',
  verifyFailed: /*i18n*/ 'Failed to update verification status',
  verifyFailedTitle: /*i18n*/ 'Error',
  deleted: /*i18n*/ 'Subscriber deleted',
  deleteConfirmTitle: /*i18n*/ 'Delete this subscriber?',
  signedOut: /*i18n*/ 'You must be logged in to perform this action',
  deleteFailed: /*i18n*/ 'Failed to delete user. Please try again.',
  deleteRefused: /*i18n*/ 'An error occurred. Please try again.',
  unexpected: /*i18n*/ 'An unexpected error occurred',
  notFound: /*i18n*/ 'Subscriber not found',
  cannotDeleteSelf: /*i18n*/ 'You cannot delete your own account here. Ask another admin to do it.',
} as const;

/** The search box and the filters: the list, both groupings and the CSV export all take them. */
export const subscriberFilterSchema = z.object({
  q: singleLineText().trim().max(200, 'Search must be at most 200 characters').default(''),
  verified: z.enum(VERIFIED_FILTERS, 'Verification filter must be all, verified or pending').default('all'),
  subscription: z.enum(SUBSCRIPTION_FILTERS, 'Subscription filter must be all, pending, active, paused, past_due or cancelled').default('all'),
  country: z.enum(COUNTRY_FILTERS, 'Country filter must be all, US or CA').default('all'),
});
export type SubscriberFilter = z.output<typeof subscriberFilterSchema>;

/** Where a page starts when it follows one already shown: the join time and id of that page's last row. */
const LIST_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const listCursorOf = (row: { created_at: string; id: string }) => `${row.created_at}~${row.id}`;

/**
 * ?after= comes with Next: the page then starts after that row instead of counting rows up to its
 * offset, so a deep page costs what the first one does. ?page= still numbers its rows.
 */
const afterField = singleLineText()
  .regex(LIST_CURSOR, /*i18n*/ 'The page position is not valid: go back to the first page')
  .transform((value) => {
    const [, created_at, id] = LIST_CURSOR.exec(value)!;
    return { created_at: created_at!, id: id! };
  })
  .optional();

export const subscriberListQuerySchema = pageQuerySchema.extend({ ...subscriberFilterSchema.shape, after: afterField });
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const subscriberIdParams = z.object({ id: z.uuid(SUBSCRIBER_MESSAGES.notFound) });

export const setVerifiedSchema = z.strictObject({ verified: z.boolean('Verified must be true or false') });
