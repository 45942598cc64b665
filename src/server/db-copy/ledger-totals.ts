/**
 * The ledger summed per currency and kind, with its last sequence number: one line per group, the
 * same SQL and the same text on SQLite and PostgreSQL, so the two sides compare as strings.
 */
export const LEDGER_TOTALS_SQL = `select currency, kind, count(*) as entries, sum(amount_cents) as amount, sum(settled_cents) as settled, max(seq) as last_seq
  from ledger_entries group by currency, kind order by currency, kind`;

interface TotalsRow {
  currency: string;
  kind: string;
  entries: unknown;
  amount: unknown;
  settled: unknown;
  last_seq: unknown;
}

export const ledgerTotalLines = (rows: TotalsRow[]): string[] =>
  rows.map((r) => `${r.currency} ${r.kind}: ${String(r.entries)} entries, amount ${String(r.amount)}, settled ${String(r.settled)}, last seq ${String(r.last_seq)}`);
