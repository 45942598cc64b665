/** Numbers in the reader's own locale, as the spec asks for the counters. */
export const formatCount = (n: number) => new Intl.NumberFormat().format(n);

export const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
