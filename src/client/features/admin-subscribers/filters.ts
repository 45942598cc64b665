import { API } from '../../../shared/api';
import { COUNTRY_FILTERS, SUBSCRIPTION_FILTERS, VERIFIED_FILTERS, type SubscriberFilter } from '../../../shared/schemas/admin-subscribers';

export const PAGE_SIZE = 20;

export const GROUPINGS = ['state', 'country'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** What the screen shows, kept in the address so a reload or a shared link opens the same view. */
export interface SubscriberView extends SubscriberFilter {
  page: number;
  /** Counts per state (or province) or per country instead of the list; null shows the list. */
  groupBy: Grouping | null;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function viewFromParams(params: URLSearchParams): SubscriberView {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    verified: oneOf(VERIFIED_FILTERS, params.get('verified'), 'all'),
    subscription: oneOf(SUBSCRIPTION_FILTERS, params.get('subscription'), 'all'),
    country: oneOf(COUNTRY_FILTERS, params.get('country'), 'all'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    groupBy: (GROUPINGS as readonly string[]).includes(params.get('group') ?? '') ? (params.get('group') as Grouping) : null,
  };
}

/** Only what differs from the defaults, so the plain list has a plain address. */
export function paramsFromView(view: SubscriberView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.verified !== 'all') params.set('verified', view.verified);
  if (view.subscription !== 'all') params.set('subscription', view.subscription);
  if (view.country !== 'all') params.set('country', view.country);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.groupBy) params.set('group', view.groupBy);
  return params;
}

/** The search and filters as the API takes them (the list, both groupings and the CSV export). */
export function filterQuery(filter: SubscriberFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.verified !== 'all') params.set('verified', filter.verified);
  if (filter.subscription !== 'all') params.set('subscription', filter.subscription);
  if (filter.country !== 'all') params.set('country', filter.country);
  return params.toString();
}

export const csvUrl = (filter: SubscriberFilter) => {
  const query = filterQuery(filter);
  return query ? `${API.adminSubscribersCsv}?${query}` : API.adminSubscribersCsv;
};

/** Whether the list is narrowed at all: an empty answer then means "no match", not "nobody yet". */
export const isNarrowed = (filter: SubscriberFilter) =>
  filter.q.trim() !== '' || filter.verified !== 'all' || filter.subscription !== 'all' || filter.country !== 'all';
