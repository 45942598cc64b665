/**
 * The member's own pledge rules: how long a hardship pause may last, how often one may
 * be taken, and when a paused pledge is charged again. Dates are 'yyyy-MM-dd' strings.
 */

/** A pause lasts one, two or three whole months, never more in a row. */
export const PAUSE_MONTHS = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_MONTHS)[number];

/**
 * A new pause may start only 12 months after the last one ended: a pledge is a 12-month promise, so
 * at most a quarter of any year can be paused, and a pause cannot be chained into a long absence.
 */
export const MONTHS_BETWEEN_PAUSES = 12;

/**
 * `months` calendar months after `date`, kept on the same day of the month, or on the month's last
 * day when it has no such day (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsIso(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}


/** The first day a new pause may start, given when the last one ended (null: never paused). */
export function nextPauseAllowedOn(lastPauseEnded: string | null): string | null {
  return lastPauseEnded === null ? null : addMonthsIso(lastPauseEnded, MONTHS_BETWEEN_PAUSES);
}

/**
 * The first day on or after `from` that falls on the pledge's billing day, stepping whole months from
 * `billingDate` (forward or back) so the 31st stays the 31st where the month has one. Used when a
 * pause starts (charges move past it) and when it ends early (they come back). Without a billing
 * date the pledge is charged from `from`.
 */
export function billingDayOnOrAfter(billingDate: string | null, from: string): string {
  if (billingDate === null) return from;
  const [by, bm] = billingDate.split('-').map(Number) as [number, number];
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  let months = (fy - by) * 12 + (fm - bm) - 1;
  while (addMonthsIso(billingDate, months) < from) months += 1;
  return addMonthsIso(billingDate, months);
}

/** What a pause of some months means for the member's money: the charges it skips and the day they resume. */
export interface PausePlan {
  /** The billing days that are not charged, in order: as many as the months paused. */
  skipped: string[];
  /** The first day the pledge is active again, and charged that same day. */
  resumesOn: string;
}

/**
 * A pause of N months skips exactly the next N monthly charges, starting with the one due next
 * (`billingDate`, the pledge's next billing date: today's own charge when it has not been taken yet),
 * and charging resumes on the billing day after them. A next date already past (a daily run not yet
 * come by) counts from the first billing day on or after today. A pledge without a billing date has
 * no charge to skip: it resumes N months from today.
 */
export function pausePlan(billingDate: string | null, today: string, months: PauseMonths): PausePlan {
  if (billingDate === null) return { skipped: [], resumesOn: addMonthsIso(today, months) };
  const days = [billingDate >= today ? billingDate : billingDayOnOrAfter(billingDate, today)];
  while (days.length <= months) days.push(billingDayOnOrAfter(billingDate, dayAfter(days[days.length - 1]!)));
  return { skipped: days.slice(0, months), resumesOn: days[months]! };
}

function dayAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
