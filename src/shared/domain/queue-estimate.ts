/**
 * How long the queue of approved applications will take to clear, from the recent monthly pools.
 *
 * The method: take the last (at most) three published distributions; the members they paid,
 * averaged over those months, is the pace. The queue clears in ceil(waiting / pace) months, and the
 * member at position p is paid from the pool ceil(p / pace) - 1 months after the next pool to be
 * shared. The next pool is the month after the newest one shared, or the last month that is over
 * when distributions have fallen behind. It is arithmetic on the past, never a promise.
 */
export const ESTIMATE_MONTHS = 3;

export interface RecentPool {
  month_year: string;
  beneficiaries_count: number;
}

export interface QueueEstimate {
  /** The months the pace is taken from, newest first. */
  months: string[];
  /** Members those months paid, in all. */
  served: number;
  months_to_clear: number;
  /** The month whose pool is shared next (it is paid once that month is over). */
  next_pool_month: string;
}

/** 'YYYY-MM' moved by a number of months. */
export function addMonths(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Null when no month has been shared yet: there is no pace to estimate from. */
export function estimateQueue(waiting: number, recentNewestFirst: RecentPool[], currentMonth: string): QueueEstimate | null {
  const pools = recentNewestFirst.slice(0, ESTIMATE_MONTHS).filter((p) => p.beneficiaries_count > 0);
  if (pools.length === 0) return null;
  const served = pools.reduce((sum, p) => sum + p.beneficiaries_count, 0);
  const afterNewest = addMonths(pools[0]!.month_year, 1);
  const lastOver = addMonths(currentMonth, -1);
  return {
    months: pools.map((p) => p.month_year),
    served,
    months_to_clear: monthsFor(waiting, served, pools.length),
    next_pool_month: afterNewest > lastOver ? afterNewest : lastOver,
  };
}

/** The pool month that would reach the member at this position (1 = first in line) at the recent pace. */
export function estimatedPoolMonth(position: number, estimate: QueueEstimate): string {
  return addMonths(estimate.next_pool_month, Math.max(1, monthsFor(position, estimate.served, estimate.months.length)) - 1);
}

/** Members served per month on average, for display. */
export const pacePerMonth = (estimate: QueueEstimate) => estimate.served / estimate.months.length;

/** ceil(count / (served / months)) in integers, so no rounding of the average moves a month. */
const monthsFor = (count: number, served: number, months: number) => Math.ceil((count * months) / served);
