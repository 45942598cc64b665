import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Currency, type LedgerKind, MONEY_IN_KINDS, type MonthTotals } from '../../../shared/domain/ledger';
import type { LedgerEntry } from '../../../shared/ledger-api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import type { NewLedgerEntry } from './ledger.service';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
});
afterAll(async () => t.close());

const member = fc.integer({ min: 0, max: 2 });
const month = fc.integer({ min: 0, max: 2 });
const currency = fc.constantFrom<Currency>('USD', 'CAD');
/** What a CAD amount is worth on arrival in the USD pool, in percent. */
const rate = fc.integer({ min: 60, max: 80 });
const operation = fc.oneof(
  fc.record({ op: fc.constant('charge' as const), member, month, amount: fc.integer({ min: 1, max: 100_000 }), currency, rate, fee: fc.integer({ min: 0, max: 500 }), failed: fc.boolean() }),
  fc.record({ op: fc.constant('recorded' as const), member, month, amount: fc.integer({ min: 1, max: 100_000 }), currency, rate }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('correct' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const settledOf = (amount: number, cur: Currency, pct: number) => (cur === 'USD' ? amount : Math.max(1, Math.floor((amount * pct) / 100)));

/** Totals as a person would add them up from a list of rows: a correction counts under the kind of the row it cancels. */
function sumOf(rows: LedgerEntry[], monthKey: string): Omit<MonthTotals, 'currency'> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const of = (r: LedgerEntry): LedgerKind => (r.corrects_id ? byId.get(r.corrects_id)!.kind : r.kind);
  const sum = (keep: (r: LedgerEntry) => boolean) => rows.filter(keep).reduce((s, r) => s + r.settled_cents, 0);
  const zakat = (keep: (r: LedgerEntry) => boolean) => rows.filter(keep).reduce((s, r) => s + r.zakat_cents, 0);
  const inflow = new Map<string, number>();
  for (const r of rows) if (MONEY_IN_KINDS.includes(of(r))) inflow.set(r.member_id, (inflow.get(r.member_id) ?? 0) + r.settled_cents);
  return {
    month: monthKey,
    collected_cents: sum((r) => MONEY_IN_KINDS.includes(of(r))),
    fees_cents: -sum((r) => of(r) === 'fee'),
    refunds_cents: -sum((r) => of(r) === 'refund'),
    returned_cents: sum((r) => of(r) === 'payout_return'),
    net_cents: sum(() => true),
    zakat_collected_cents: zakat((r) => MONEY_IN_KINDS.includes(of(r))),
    zakat_net_cents: zakat(() => true),
    contributors: [...inflow.values()].filter((v) => v > 0).length,
    entries: rows.length,
  };
}

let run = 0;

describe('ledger totals (property test)', () => {
  it('any sequence of charges, failures, fees, refunds, recorded payments, replays and corrections leaves each month equal to the sum of its rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations: Operation[]) => {
        run += 1;
        // Each run has its own members, months and references, so runs never see each other's rows.
        const members = [randomUUID(), randomUUID(), randomUUID()];
        const months = ['01', '02', '03'].map((m) => `${String(1000 + run).padStart(4, '0')}-${m}`);
        const ref = (what: string) => `${what}_${run}_${randomUUID()}`;
        const written: NewLedgerEntry[] = [];
        const model: { id: string; kind: LedgerKind; corrected: boolean }[] = [];
        const refunded = new Set<string>();
        const append = async (entry: NewLedgerEntry) => {
          const result = await t.db.kysely.transaction().execute((trx) => t.services.ledger.append(trx, entry));
          expect(result.created).toBe(true);
          written.push(entry);
          model.push({ id: result.entry.id, kind: entry.kind, corrected: false });
          return result.entry;
        };

        for (const o of operations) {
          if (o.op === 'charge') {
            // A failed or declined charge moves no money, so it writes nothing.
            if (o.failed) continue;
            const base = { month: months[o.month]!, member_id: members[o.member]!, source: 'stripe' as const };
            const charge = ref('ch');
            await append({ ...base, kind: 'contribution', amount_cents: o.amount, currency: o.currency, settled_cents: settledOf(o.amount, o.currency, o.rate), reference: charge });
            if (o.fee > 0) await append({ ...base, kind: 'fee', amount_cents: -o.fee, currency: 'USD', settled_cents: -o.fee, reference: `fee_${charge}` });
          } else if (o.op === 'recorded') {
            await append({
              kind: 'recorded_payment', month: months[o.month]!, member_id: members[o.member]!, source: 'recorded', method: 'cash',
              amount_cents: o.amount, currency: o.currency, settled_cents: settledOf(o.amount, o.currency, o.rate), reference: ref('rec'), recorded_by: admin.id,
            });
          } else if (o.op === 'refund') {
            const charges = written.filter((w) => w.kind === 'contribution' && !refunded.has(w.reference));
            const charge = charges[o.pick % Math.max(1, charges.length)];
            if (!charge) continue;
            refunded.add(charge.reference);
            await append({ ...charge, kind: 'refund', amount_cents: -charge.amount_cents, settled_cents: -charge.settled_cents, reference: `re_${charge.reference}` });
          } else if (o.op === 'replay') {
            const earlier = written.filter((w) => w.kind !== 'correction');
            const again = earlier[o.pick % Math.max(1, earlier.length)];
            if (!again) continue;
            const result = await t.db.kysely.transaction().execute((trx) => t.services.ledger.append(trx, again));
            expect(result.created).toBe(false);
          } else {
            const target = model[o.pick % Math.max(1, model.length)];
            if (!target) continue;
            const attempt = t.services.ledgerAdmin.correct({ id: admin.id, email: admin.email }, target.id, undefined);
            if (target.kind === 'correction' || target.corrected) {
              await expect(attempt).rejects.toMatchObject({ status: 409 });
              continue;
            }
            const correction = await attempt;
            target.corrected = true;
            model.push({ id: correction.id, kind: 'correction', corrected: false });
          }
        }

        let rowsInRun = 0;
        for (const m of months) {
          const page = await t.services.ledger.entries({ month: m }, { page: 1, page_size: 100 });
          expect(page.total).toBe(page.items.length);
          rowsInRun += page.total;
          const { currency: pool, ...totals } = await t.services.ledger.monthTotals(m);
          expect(pool).toBe('USD');
          expect(totals).toEqual(sumOf(page.items, m));
        }
        // One row per money movement: failed charges, replays and refused corrections add none.
        expect(rowsInRun).toBe(model.length);
      }),
      { numRuns: 40 },
    );
  });
});
