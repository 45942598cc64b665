/** The daily run, and each retry, start at this UTC hour. */
export const BILLING_HOUR_UTC = 6;

const parse = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const iso = (at: Date) => at.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => {
  const { y, m, d } = parse(date);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
};

/**
 * The same day next month, or that month's last day when it is shorter (Jan 31 → Feb 28), so a
 * member billed on the 31st is charged once each month and never twice in one.
 */
export const addMonth = (date: string): string => {
  const { y, m, d } = parse(date);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m, Math.min(d, last))));
};
