/** Numbers in the reader's own locale, as the spec asks for the counters. */
export const formatCount = (n: number) => new Intl.NumberFormat().format(n);

/** +14105550199 reads as +1 (410) 555-0199; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : phone;
}

export const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A calendar date ('yyyy-MM-dd') as 'Mar 1, 2026', read as that day wherever the reader is. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
