import type { ContributionLine, ContributionMonth, CurrencyTotals } from '../contributions-api';
import { CURRENCIES, type Currency } from './ledger';

/** The first year contributions and statements may be asked for: the community's money starts in Phase 2, after 2024. */
export const FIRST_STATEMENT_YEAR = 2024;

const emptyTotals = (currency: Currency): CurrencyTotals => ({ currency, contributed_cents: 0, fees_cents: 0, refunds_cents: 0 });

/** Adds a line to the totals of its currency, under the kind it counts as (money out is stored negative). */
function add(totals: CurrencyTotals, line: ContributionLine) {
  if (line.counts_as === 'fee') totals.fees_cents -= line.amount_cents;
  else if (line.counts_as === 'refund') totals.refunds_cents -= line.amount_cents;
  else totals.contributed_cents += line.amount_cents;
}

/** Totals per currency in a fixed order (USD, then CAD), leaving out currencies with no line. */
export function totalsOf(lines: readonly ContributionLine[]): CurrencyTotals[] {
  const byCurrency = new Map<Currency, CurrencyTotals>();
  for (const line of lines) {
    let totals = byCurrency.get(line.currency);
    if (!totals) byCurrency.set(line.currency, (totals = emptyTotals(line.currency)));
    add(totals, line);
  }
  return CURRENCIES.flatMap((c) => byCurrency.get(c) ?? []);
}

/**
 * A member's rows grouped by the month they are for, oldest month first, each month's lines in the
 * order given (the order they were written) with its totals per currency. A correction is written in
 * the month of the row it cancels and counts under that row's kind, so it cancels it in the totals.
 */
export function groupByMonth(lines: readonly ContributionLine[]): ContributionMonth[] {
  const months = new Map<string, ContributionLine[]>();
  for (const line of lines) {
    const list = months.get(line.month);
    if (list) list.push(line);
    else months.set(line.month, [line]);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, monthLines]) => ({ month, totals: totalsOf(monthLines), lines: monthLines }));
}
