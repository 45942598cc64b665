import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { CONTRIBUTIONS_API, type MyContributions } from '../../../shared/contributions-api';
import { monthOf } from '../../../shared/domain/ledger';
import { type Bytes, verifyProof } from '../../../shared/domain/receipt-proof';
import { type MonthReports, REPORTS_API, type ReceiptProof } from '../../../shared/reports-api';
import { RECEIPT_PROOF_MESSAGES } from '../../../shared/schemas/receipt-proof';
import { nowIso } from '../../db/time';
import type { NewLedgerEntry } from '../ledger/ledger.service';

const subtle = async (data: Bytes) => new Uint8Array(await webcrypto.subtle.digest('SHA-256', data));
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

let t: TestApp;
let admin: TestMember;
let alice: TestMember;
let bob: TestMember;
let seq = 0;

async function append(member: TestMember, entry: Partial<NewLedgerEntry> & Pick<NewLedgerEntry, 'kind' | 'amount_cents' | 'month'>) {
  seq += 1;
  const row = { currency: 'USD' as const, settled_cents: entry.amount_cents, member_id: member.id, source: 'stripe' as const, reference: `ch_report_${seq}`, ...entry };
  return (await t.services.ledger.append(t.db.kysely, row)).entry;
}

const months = async () => (await t.app.inject({ method: 'GET', url: REPORTS_API.months })).json() as MonthReports;
const prove = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: REPORTS_API.proof, payload: body });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_RECEIPT_PROOF: '1000/600' });
  admin = await createMember(t, { admin: true });
  alice = await createMember(t);
  bob = await createMember(t);
});
afterAll(async () => t.close());

describe('receipt codes', () => {
  it('every contribution and recorded payment gets its own random code; fees, refunds and corrections get none', async () => {
    const paid = await append(alice, { kind: 'contribution', amount_cents: 1061, month: '2025-06' });
    const fee = await append(alice, { kind: 'fee', amount_cents: -61, month: '2025-06' });
    const recorded = await append(alice, { kind: 'recorded_payment', amount_cents: 2000, month: '2025-06', source: 'recorded', reference: 'CHQ-9', method: 'cheque', recorded_by: admin.id });
    expect(paid.receipt_code).toMatch(CODE);
    expect(recorded.receipt_code).toMatch(CODE);
    expect(recorded.receipt_code).not.toBe(paid.receipt_code);
    expect(fee.receipt_code).toBeNull();
    // Not derived from the member: the same member's codes share nothing but their shape.
    expect(paid.receipt_code).not.toContain(alice.id.slice(0, 4).toUpperCase());
  });

  it('shows each line\'s code on the member\'s own contributions', async () => {
    const mine = (await t.app.inject({ method: 'GET', url: `${CONTRIBUTIONS_API.mine}?year=2025`, headers: { cookie: alice.cookie } })).json() as MyContributions;
    const lines = mine.months.flatMap((m) => m.lines);
    expect(lines.filter((l) => l.receipt_code !== null).map((l) => l.kind).sort()).toEqual(['contribution', 'recorded_payment']);
  });
});

describe('the monthly figures', () => {
  it('say nothing is collected in Phase 1', async () => {
    await setPhase(t, 1);
    expect(await months()).toEqual({ phase: 1, months: [] });
  });

  it('are summed from the ledger and the month\'s distribution, newest month first', async () => {
    await setPhase(t, 2);
    await append(bob, { kind: 'contribution', amount_cents: 1000, month: '2025-06' });
    await append(bob, { kind: 'refund', amount_cents: -1000, month: '2025-06' });
    await append(bob, { kind: 'contribution', amount_cents: 1000, currency: 'CAD', settled_cents: 730, month: '2025-05' });
    await t.db.kysely.insertInto('fund_distributions').values({
      id: 'dist-2025-05', month_year: '2025-05', total_pool_cents: 730, total_distributed_cents: 723, total_retained_cents: 7, beneficiaries_count: 1,
      status: 'completed', created_by: admin.id, created_at: nowIso(),
    } as never).execute();
    const report = await months();
    expect(report.phase).toBe(2);
    expect(report.months.map((m) => m.month)).toEqual(['2025-06', '2025-05']);
    expect(report.months[0]).toMatchObject({
      collected_cents: 1061 + 2000 + 1000, fees_cents: 61, refunds_cents: 1000, operations_cents: null, distributed_cents: null,
      // Counted as the ledger's month totals count them: money in above zero, refunds reported apart.
      beneficiaries: null, contributors: 2, open: false,
    });
    expect(report.months[0]?.commitment).toMatchObject({ receipts: 3, version: 1, previous_roots: [] });
    expect(report.months[1]).toMatchObject({ collected_cents: 730, operations_cents: 7, distributed_cents: 723, beneficiaries: 1, contributors: 1, distribution_status: 'completed' });
  });

  it("publish no distribution figures for a month prepared but not yet approved by a second admin", async () => {
    await setPhase(t, 2);
    await append(bob, { kind: 'contribution', amount_cents: 5000, month: '2025-04' });
    await t.db.kysely.insertInto('fund_distributions').values({
      id: 'dist-2025-04', month_year: '2025-04', total_pool_cents: 5000, total_distributed_cents: 4950, total_retained_cents: 50, beneficiaries_count: 3,
      status: 'prepared', created_by: admin.id, created_at: nowIso(), prepared_by: admin.id, prepared_at: nowIso(), recipients_digest: 'x',
    } as never).execute();
    const unpublished = { operations_cents: null, distributed_cents: null, beneficiaries: null, distribution_status: null };
    expect((await months()).months.find((m) => m.month === '2025-04')).toMatchObject({ collected_cents: 5000, ...unpublished });
    expect((await t.app.inject({ method: 'GET', url: REPORTS_API.monthJson('2025-04') })).json()).toMatchObject(unpublished);
    // The header names the signature columns ("prepared_on"); the month's row must carry none of the proposal.
    const [, row] = (await t.app.inject({ method: 'GET', url: REPORTS_API.monthCsv('2025-04') })).body.split('\r\n');
    expect(row).not.toMatch(/49\.50|prepared/);

    await t.db.kysely.updateTable('fund_distributions').set({ status: 'completed' }).where('id', '=', 'dist-2025-04').execute();
    expect((await months()).months.find((m) => m.month === '2025-04')).toMatchObject({ operations_cents: 50, distributed_cents: 4950, beneficiaries: 3, distribution_status: 'completed' });
  });

  it('never name a member or show a member id', async () => {
    const body = (await t.app.inject({ method: 'GET', url: REPORTS_API.months })).body;
    for (const m of [alice, bob]) {
      expect(body).not.toContain(m.id);
      expect(body).not.toContain(m.email);
    }
  });

  it('download as JSON and CSV per month, for anyone', async () => {
    const json = await t.app.inject({ method: 'GET', url: REPORTS_API.monthJson('2025-05') });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toContain('report-2025-05.json');
    expect(json.json()).toMatchObject({ month: '2025-05', collected_cents: 730, distributed_cents: 723 });
    const csv = await t.app.inject({ method: 'GET', url: REPORTS_API.monthCsv('2025-05') });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header?.split(',').slice(0, 5)).toEqual(['month', 'currency', 'collected', 'fees', 'refunds']);
    // The figures, the receipts' root, then the month's signatures as far as they go (two admins here).
    expect(row).toMatch(/^2025-05,USD,7\.30,0\.00,0\.00,0\.07,7\.23,completed,1,1,false,[0-9a-f]{64},1,1,,approved,/);
    expect((await t.app.inject({ method: 'GET', url: REPORTS_API.monthCsv('2019-01') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/transparency/months/2025-13.json' })).statusCode).toBe(400);
  });
});

describe('POST receipt proof', () => {
  it('proves a receipt is counted in its month: the browser recomputes the published root from the path', async () => {
    const paid = await append(alice, { kind: 'contribution', amount_cents: 1500, month: '2025-07' });
    for (let i = 0; i < 6; i++) await append(bob, { kind: 'contribution', amount_cents: 1000 + i, month: '2025-07' });
    const res = await prove({ code: paid.receipt_code?.toLowerCase().replace(/-/g, ' ') });
    expect(res.statusCode).toBe(200);
    const proof = res.json() as ReceiptProof;
    expect(proof.leaf).toEqual({ code: paid.receipt_code, amount_cents: 1500, currency: 'USD', month: '2025-07' });
    expect(proof.receipts).toBe(7);
    expect(proof.path.length).toBeGreaterThanOrEqual(2);
    expect(await verifyProof(proof.leaf, proof.path, proof.root, subtle)).toBe(true);
    const published = (await months()).months.find((m) => m.month === '2025-07')?.commitment?.root;
    expect(proof.root).toBe(published);
    expect(await verifyProof({ ...proof.leaf, amount_cents: 15000 }, proof.path, proof.root, subtle)).toBe(false);
  });

  it('refuses a code of another month, with a clear message', async () => {
    const paid = await append(alice, { kind: 'contribution', amount_cents: 1000, month: '2025-08' });
    const res = await prove({ code: paid.receipt_code, month: '2025-07' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RECEIPT_PROOF_MESSAGES.otherMonth);
    expect((await prove({ code: paid.receipt_code, month: '2025-08' })).statusCode).toBe(200);
  });

  it('refuses an unknown code and a malformed one', async () => {
    const unknown = await prove({ code: '0000-0000-0000-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(RECEIPT_PROOF_MESSAGES.unknown);
    const malformed = await prove({ code: 'not a code' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.code).toBe(RECEIPT_PROOF_MESSAGES.codeInvalid);
    expect((await prove({ code: '0000-0000-0000-0000', extra: 1 })).statusCode).toBe(400);
  });

  it('a correction gives the month a new root, keeps the old one listed, and refuses the cancelled receipt', async () => {
    const kept = await append(alice, { kind: 'contribution', amount_cents: 1000, month: '2025-09' });
    const mistaken = await append(bob, { kind: 'recorded_payment', amount_cents: 5000, month: '2025-09', source: 'recorded', reference: 'CASH-1', method: 'cash', recorded_by: admin.id });
    const before = (await prove({ code: kept.receipt_code })).json() as ReceiptProof;
    expect(before).toMatchObject({ version: 1, receipts: 2 });
    await append(bob, { kind: 'correction', amount_cents: -5000, month: '2025-09', source: 'recorded', reference: `correction:${mistaken.id}`, method: 'cash', corrects_id: mistaken.id, recorded_by: admin.id });
    const after = (await prove({ code: kept.receipt_code })).json() as ReceiptProof;
    expect(after).toMatchObject({ version: 2, receipts: 1 });
    expect(after.root).not.toBe(before.root);
    expect(await verifyProof(after.leaf, after.path, after.root, subtle)).toBe(true);
    const cancelled = await prove({ code: mistaken.receipt_code });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe(RECEIPT_PROOF_MESSAGES.corrected);
    expect((await months()).months.find((m) => m.month === '2025-09')?.commitment).toMatchObject({ version: 2, previous_roots: [before.root] });
  });

  it('a fee written later leaves the root and its version as they were', async () => {
    const paid = await append(alice, { kind: 'contribution', amount_cents: 1000, month: '2025-10' });
    const first = (await prove({ code: paid.receipt_code })).json() as ReceiptProof;
    await append(alice, { kind: 'fee', amount_cents: -50, month: '2025-10' });
    expect((await prove({ code: paid.receipt_code })).json()).toMatchObject({ root: first.root, version: 1 });
  });

  it('in the open month, a receipt newer than the root computed a moment ago is asked to come back', async () => {
    const month = monthOf(nowIso());
    const first = await append(alice, { kind: 'contribution', amount_cents: 1000, month });
    const proof = (await prove({ code: first.receipt_code })).json() as ReceiptProof;
    expect(proof.open).toBe(true);
    const later = await append(bob, { kind: 'contribution', amount_cents: 1000, month });
    const res = await prove({ code: later.receipt_code });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RECEIPT_PROOF_MESSAGES.notYet);
  });
});

describe('rate limit', () => {
  it('answers 429 past the limit per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_RECEIPT_PROOF: '2/600' });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: REPORTS_API.proof, payload: { code: '0000-0000-0000-0000' } });
      expect((await send()).statusCode).toBe(404);
      expect((await send()).statusCode).toBe(404);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('behind a proxy, counts the address the proxy saw, whatever a client writes before it in X-Forwarded-For', async () => {
    const limited = await createTestApp({ RATE_LIMIT_RECEIPT_PROOF: '2/600', TRUST_PROXY: 'true' });
    try {
      const send = (written: string, seenByProxy = '203.0.113.7') => limited.app.inject({
        method: 'POST', url: REPORTS_API.proof, payload: { code: '0000-0000-0000-0000' }, headers: { 'x-forwarded-for': `${written}, ${seenByProxy}` },
      });
      expect((await send('10.0.0.1')).statusCode).toBe(404);
      expect((await send('10.0.0.2')).statusCode).toBe(404);
      expect((await send('10.0.0.3')).statusCode).toBe(429);
      expect((await send('10.0.0.3', '203.0.113.8')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
