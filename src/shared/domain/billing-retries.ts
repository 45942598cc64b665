/**
 * When a month's charge is tried: on the billing day, then again this many days after it. Every
 * message that tells a member or an admin about it is written from these values, never by hand.
 */
export interface BillingRetries {
  /** Days after the billing date of each try after the first, in order. */
  retryAfterDays: readonly number[];
  /** Tries in all; once the last one fails, the pledge is past due. */
  attempts: number;
}

export const RETRY_AFTER_DAYS = [2, 5] as const;
export const MAX_ATTEMPTS = 1 + RETRY_AFTER_DAYS.length;
export const BILLING_RETRIES: BillingRetries = { retryAfterDays: RETRY_AFTER_DAYS, attempts: MAX_ATTEMPTS };

/** The retry days as one list in the reader's language ("2 and 5", "2 et 5"), `locale` a BCP 47 tag. */
export function retryDaysList(locale: string, days: readonly number[]): string {
  const number = new Intl.NumberFormat(locale);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(days.map((d) => number.format(d)));
}
