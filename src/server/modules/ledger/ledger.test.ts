import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { monthOf } from '../../../shared/domain/ledger';
import { LEDGER_API, type LedgerEntry } from '../../../shared/ledger-api';
import { auditOf, createMember, createTestApp, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true, overrides: { full_name: 'Ledger Admin' } });
});
afterAll(async () => t.close());

const THIS_MONTH = monthOf(new Date().toISOString());
const monthsFrom = (month: string, delta: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
const record = (payload: object) => asAdmin('POST', LEDGER_API.recordedPayments, payload);
const correct = (id: string, payload: object = {}) => asAdmin('POST', LEDGER_API.corrections(id), payload);
const totals = async (month = THIS_MONTH) => (await asAdmin('GET', LEDGER_API.monthTotals(month))).json();
const rowsOf = (memberId: string) => t.db.kysely.selectFrom('ledger_entries').selectAll().where('member_id', '=', memberId).orderBy('seq').execute();
const ledgerAudit = () => t.db.kysely.selectFrom('audit_log').select('id').where('entity_type', '=', 'ledger_entry').execute();
let refs = 0;
const reference = () => `CHQ-${++refs}-${randomUUID().slice(0, 6)}`;
const cash = (m: TestMember, extra: object = {}) => ({ member: m.email, month: THIS_MONTH, amount: '20.00', currency: 'USD', method: 'cash', reference: reference(), ...extra });

describe('POST /api/admin/ledger/recorded-payments', () => {
  it('records a cash payment for a member and month, audited, and counted in the month total', async () => {
    const m = await createMember(t, { overrides: { full_name: 'Maryam Cash' } });
    const before = await totals();
    const payload = cash(m, { amount: '25.50', note: 'Handed over after Friday prayer' });
    const res = await record(payload);
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json() as LedgerEntry;
    expect(entry).toMatchObject({
      kind: 'recorded_payment', amount_cents: 2550, currency: 'USD', settled_cents: 2550, month: THIS_MONTH, member_id: m.id,
      source: 'recorded', reference: payload.reference, method: 'cash', recorded_by: admin.id, corrects_id: null, corrected_by: null,
    });
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(await totals()).toMatchObject({
      collected_cents: before.collected_cents + 2550, net_cents: before.net_cents + 2550, contributors: before.contributors + 1, entries: before.entries + 1, currency: 'USD',
    });

    const [audit, ...more] = await auditOf(t, 'ledger_entry', entry.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: 'record_payment', actor_id: admin.id });
    expect(audit!.after).toMatchObject({ member_id: m.id, kind: 'recorded_payment', amount_cents: 2550, currency: 'USD', method: 'cash', reference: payload.reference, note: 'Handed over after Friday prayer' });
    // The audit screen names the member the row is about.
    const page = (await asAdmin('GET', `${API.adminAudit}?entity_type=ledger_entry&action=record_payment`)).json();
    expect(page.items.find((i: { entity_id: string }) => i.entity_id === entry.id)).toMatchObject({ target_name: 'Maryam Cash', actor_name: 'Ledger Admin' });
  });

  it('finds the member by e-mail in any case, by referral code or by account id', async () => {
    const m = await createMember(t, { overrides: { full_name: 'Found Three Ways' } });
    const { referral_code } = await t.db.kysely.selectFrom('profiles').select('referral_code').where('id', '=', m.id).executeTakeFirstOrThrow();
    for (const key of [m.email.toUpperCase(), referral_code.toLowerCase(), m.id.toUpperCase()]) {
      const res = await record(cash(m, { member: key }));
      expect(res.statusCode, `${key}: ${res.body}`).toBe(201);
      expect(res.json().member_id).toBe(m.id);
      const found = (await asAdmin('GET', `${LEDGER_API.members}?q=${encodeURIComponent(key)}`)).json();
      expect(found.items).toEqual([{ id: m.id, full_name: 'Found Three Ways', email: m.email, referral_code, joined_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    }
    expect(await rowsOf(m.id)).toHaveLength(3);
    expect((await asAdmin('GET', `${LEDGER_API.members}?q=nobody@example.org`)).json()).toEqual({ items: [] });
  });

  it('keeps a CAD payment as received and counts what was deposited in USD', async () => {
    const m = await createMember(t);
    const before = await totals();
    const res = await record(cash(m, { amount: '20', currency: 'CAD', settled_amount: '14.37', method: 'cheque' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount_cents: 2000, currency: 'CAD', settled_cents: 1437, method: 'cheque' });
    // The trail names the received amount by its currency, so it is never read as US dollars.
    const [audit] = await auditOf(t, 'ledger_entry', res.json().id);
    expect(audit!.after).toMatchObject({ amount_cad_cents: 2000, currency: 'CAD', settled_cents: 1437 });
    expect(audit!.after).not.toHaveProperty('amount_cents');
    expect(await totals()).toMatchObject({ collected_cents: before.collected_cents + 1437, net_cents: before.net_cents + 1437 });
  });

  it('writes one row when the same form is sent twice, and refuses another payment reusing its reference', async () => {
    const m = await createMember(t);
    const payload = cash(m);
    const [first, second] = [await record(payload), await record(payload)];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await record({ ...payload, amount: '30' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('A payment with this reference is already recorded');
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(await auditOf(t, 'ledger_entry', first.json().id)).toHaveLength(1);
  });

  it('refuses a reference of the form the ledger gives its corrections, so the entry it names can still be corrected', async () => {
    const m = await createMember(t);
    const original = (await record(cash(m))).json() as LedgerEntry;
    const audits = (await ledgerAudit()).length;
    for (const taken of [`correction:${original.id}`, `Correction:${original.id}`, 'correction:anything']) {
      const res = await record(cash(m, { reference: taken }));
      expect(res.statusCode, taken).toBe(400);
      expect(res.json().error).toMatchObject({
        message: 'References starting with correction: are kept for corrections. Please use another reference',
        fields: { reference: 'References starting with correction: are kept for corrections. Please use another reference' },
      });
    }
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(await ledgerAudit()).toHaveLength(audits);
    const corrected = await correct(original.id);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect((await rowsOf(m.id)).map((r) => [r.kind, r.corrects_id])).toEqual([['recorded_payment', null], ['correction', original.id]]);
  });

  it('writes one row when the same form arrives twice at once', async () => {
    const m = await createMember(t);
    const payload = cash(m);
    const answers = await Promise.all([record(payload), record(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await rowsOf(m.id)).toHaveLength(1);
  });

  it.each([
    [{ amount: '0' }, 'amount', 'Amount must be more than 0'],
    [{ amount: '-5' }, 'amount', 'Amount must be more than 0'],
    [{ amount: '' }, 'amount', 'Amount is required'],
    [{ amount: '12.345' }, 'amount', 'Amount must be a number with at most 2 decimals'],
    [{ amount: 'lots' }, 'amount', 'Amount must be a number with at most 2 decimals'],
    [{ amount: '100000.01' }, 'amount', 'Amount must be at most $100,000'],
    [{ month: '2026-13' }, 'month', 'Format must be YYYY-MM (e.g., 2024-01)'],
    [{ month: monthsFrom(THIS_MONTH, 1) }, 'month', 'The month cannot be in the future'],
    [{ month: monthsFrom(THIS_MONTH, -1) }, 'month', 'The month cannot be before the member joined'],
    [{ reference: '  ' }, 'reference', 'Reference is required'],
    [{ reference: 'x'.repeat(101) }, 'reference', 'Reference must be at most 100 characters'],
    [{ currency: 'EUR' }, 'currency', 'Please choose a currency'],
    [{ currency: 'CAD' }, 'settled_amount', 'Enter the amount deposited in US dollars'],
    [{ method: 'crypto' }, 'method', 'Please choose how the money was received'],
    [{ member: 'nobody@example.org' }, 'member', 'No member has this id, e-mail or referral code'],
    [{ member: '' }, 'member', 'Member is required'],
  ])('refuses %j on %s with "%s" and writes nothing', async (change, field, message) => {
    const m = await createMember(t);
    const audits = (await ledgerAudit()).length;
    const res = await record(cash(m, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { [field]: message } });
    expect(await rowsOf(m.id)).toEqual([]);
    expect(await ledgerAudit()).toHaveLength(audits);
  });

  it('refuses fields the form does not have', async () => {
    const m = await createMember(t);
    const res = await record(cash(m, { settled_cents: 1 }));
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(m.id)).toEqual([]);
  });
});

describe('POST /api/admin/ledger/recorded-payments/checks', () => {
  const check = (payload: object) => asAdmin('POST', LEDGER_API.recordedPaymentChecks, payload);

  it('answers the member a valid payment is for, and writes nothing', async () => {
    const m = await createMember(t, { overrides: { full_name: 'Checked First' } });
    const audits = (await ledgerAudit()).length;
    const res = await check(cash(m));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ member: expect.objectContaining({ id: m.id, full_name: 'Checked First', email: m.email }), already_recorded: false });
    expect(await rowsOf(m.id)).toEqual([]);
    expect(await ledgerAudit()).toHaveLength(audits);
  });

  it('refuses, before any confirmation, every payment recording would refuse, with the same status, message and field', async () => {
    const m = await createMember(t);
    const taken = cash(m);
    expect((await record(taken)).statusCode).toBe(201);
    const cases = [
      cash(m, { month: monthsFrom(THIS_MONTH, 1) }),
      cash(m, { month: monthsFrom(THIS_MONTH, -1) }),
      cash(m, { member: 'nobody@example.org' }),
      cash(m, { reference: 'correction:anything' }),
      { ...taken, amount: '30' },
      cash(m, { currency: 'CAD' }),
    ];
    const audits = (await ledgerAudit()).length;
    for (const payload of cases) {
      const [checked, recorded] = [await check(payload), await record(payload)];
      expect(checked.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect({ status: checked.statusCode, error: checked.json().error }).toEqual({ status: recorded.statusCode, error: recorded.json().error });
      expect(checked.json().error.fields, JSON.stringify(payload)).toBeDefined();
    }
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(await ledgerAudit()).toHaveLength(audits);
  });

  it('says when the same payment is already recorded, so confirming it again changes nothing', async () => {
    const m = await createMember(t);
    const payload = cash(m);
    expect((await record(payload)).statusCode).toBe(201);
    const res = await check(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().already_recorded).toBe(true);
    expect(await rowsOf(m.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/ledger/entries/:id/corrections', () => {
  it('cancels a row with a new negative row in the same month, once, audited', async () => {
    const m = await createMember(t);
    const before = await totals();
    const original = (await record(cash(m, { amount: '40' }))).json() as LedgerEntry;
    const res = await correct(original.id, { note: 'Typed the wrong member' });
    expect(res.statusCode, res.body).toBe(201);
    const correction = res.json() as LedgerEntry;
    expect(correction).toMatchObject({
      kind: 'correction', amount_cents: -4000, settled_cents: -4000, currency: 'USD', month: THIS_MONTH, member_id: m.id,
      source: 'recorded', corrects_id: original.id, recorded_by: admin.id, corrected_by: null,
    });
    const rows = await rowsOf(m.id);
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([4000, -4000]);
    expect(Number(rows[1]!.seq)).toBeGreaterThan(Number(rows[0]!.seq));
    // The cancelled payment is still there, unchanged, and says what cancelled it.
    const listed = (await asAdmin('GET', `${LEDGER_API.entries}?member_id=${m.id}`)).json();
    expect(listed.items.map((e: LedgerEntry) => [e.id, e.corrected_by])).toEqual([[correction.id, null], [original.id, correction.id]]);
    expect(await totals()).toMatchObject({ collected_cents: before.collected_cents, net_cents: before.net_cents, contributors: before.contributors, entries: before.entries + 2 });
    expect(await auditOf(t, 'ledger_entry', correction.id)).toMatchObject([{ action: 'correct', actor_id: admin.id, after: { corrects_id: original.id, amount_cents: -4000, note: 'Typed the wrong member' } }]);

    const again = await correct(original.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This entry has already been corrected');
    const ofCorrection = await correct(correction.id);
    expect(ofCorrection.statusCode).toBe(409);
    expect(ofCorrection.json().error.message).toBe('A correction cannot be corrected; record a new payment instead');
    expect(await rowsOf(m.id)).toHaveLength(2);
  });

  it('corrects a row once when two admins correct it at the same moment', async () => {
    const m = await createMember(t);
    const original = (await record(cash(m))).json() as LedgerEntry;
    const answers = await Promise.all([correct(original.id), correct(original.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(m.id)).toHaveLength(2);
  });

  it('answers 404 for a row that does not exist, writing nothing', async () => {
    const audits = (await ledgerAudit()).length;
    const res = await correct(randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Ledger entry not found');
    expect(await ledgerAudit()).toHaveLength(audits);
  });
});

describe('GET /api/admin/ledger/entries and months', () => {
  it('pages newest first and filters by month, member, kind and source on the server', async () => {
    const m = await createMember(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(((await record(cash(m, { amount: String(10 + i) }))).json() as LedgerEntry).id);
    await correct(ids[0]!);
    const page = (await asAdmin('GET', `${LEDGER_API.entries}?member_id=${m.id}&page=2&page_size=2`)).json();
    expect(page).toMatchObject({ total: 4, page: 2, page_size: 2 });
    expect(page.items.map((e: LedgerEntry) => e.id)).toEqual([ids[1], ids[0]]);
    const corrections = (await asAdmin('GET', `${LEDGER_API.entries}?member_id=${m.id}&kind=correction&source=recorded&month=${THIS_MONTH}`)).json();
    expect(corrections.items.map((e: LedgerEntry) => e.corrects_id)).toEqual([ids[0]]);
    expect((await asAdmin('GET', `${LEDGER_API.entries}?member_id=${m.id}&source=stripe`)).json().total).toBe(0);
  });

  it.each([
    [`${LEDGER_API.entries}?kind=gift`],
    [`${LEDGER_API.entries}?month=2026-1`],
    [`${LEDGER_API.entries}?page_size=500`],
    [LEDGER_API.monthTotals('2026-00')],
  ])('refuses %s', async (url) => {
    expect((await asAdmin('GET', url)).statusCode).toBe(400);
  });

  it('gives an empty month as zeros', async () => {
    expect(await totals('1999-01')).toEqual({ month: '1999-01', currency: 'USD', collected_cents: 0, fees_cents: 0, refunds_cents: 0, returned_cents: 0, net_cents: 0, zakat_collected_cents: 0, zakat_net_cents: 0, contributors: 0, entries: 0 });
  });
});

describe('append (the service the provider and the charging jobs call)', () => {
  const stripeCharge = (memberId: string, reference: string) => ({
    kind: 'contribution' as const, amount_cents: 1000, currency: 'USD' as const, settled_cents: 1000, month: '2001-02', member_id: memberId, source: 'stripe' as const, reference,
  });

  it('returns the row already there for a replayed provider event, writing no second row', async () => {
    const memberId = randomUUID();
    const first = await t.db.kysely.transaction().execute((trx) => t.services.ledger.append(trx, stripeCharge(memberId, 'ch_replayed')));
    const again = await t.db.kysely.transaction().execute((trx) => t.services.ledger.append(trx, stripeCharge(memberId, 'ch_replayed')));
    expect(first.created).toBe(true);
    expect(again).toEqual({ entry: first.entry, created: false });
    expect(await rowsOf(memberId)).toHaveLength(1);
  });

  it('counts fees and refunds apart, and a corrected fee no longer', async () => {
    const memberId = randomUUID();
    const month = '2001-03';
    const rows = [
      { ...stripeCharge(memberId, 'ch_a'), month },
      { ...stripeCharge(memberId, 'fee_a'), month, kind: 'fee' as const, amount_cents: -59, settled_cents: -59 },
      { ...stripeCharge(memberId, 'fee_b'), month, kind: 'fee' as const, amount_cents: -30, settled_cents: -30 },
      { ...stripeCharge(memberId, 're_a'), month, kind: 'refund' as const, amount_cents: -400, settled_cents: -400 },
    ];
    const written = [];
    for (const row of rows) written.push((await t.db.kysely.transaction().execute((trx) => t.services.ledger.append(trx, row))).entry);
    expect((await correct(written[2]!.id)).statusCode).toBe(201);
    expect(await totals(month)).toEqual({ month, currency: 'USD', collected_cents: 1000, fees_cents: 59, refunds_cents: 400, returned_cents: 0, net_cents: 541, zakat_collected_cents: 0, zakat_net_cents: 0, contributors: 1, entries: 5 });
  });

  it.each([
    ['a contribution of less than nothing', { amount_cents: -1000, settled_cents: -1000 }],
    ['a fee that adds money', { kind: 'fee', amount_cents: 50, settled_cents: 50 }],
    ['an amount of zero', { amount_cents: 0, settled_cents: 0 }],
    ['a fraction of a cent', { amount_cents: 10.5, settled_cents: 10.5 }],
    ['a USD row settled at another amount', { settled_cents: 900 }],
    ['a correction that names no row', { kind: 'correction', amount_cents: -1000, settled_cents: -1000 }],
  ])('refuses %s', async (_, change) => {
    const memberId = randomUUID();
    await expect(t.db.kysely.transaction().execute((trx) => t.services.ledger.append(trx, { ...stripeCharge(memberId, `ch_${memberId}`), ...change } as never))).rejects.toThrow(RangeError);
    expect(await rowsOf(memberId)).toEqual([]);
  });
});

describe('the database itself', () => {
  it('refuses to update or delete a ledger row, whoever asks', async () => {
    const m = await createMember(t);
    const { id } = (await record(cash(m))).json() as LedgerEntry;
    const before = await rowsOf(m.id);
    await expect(t.db.kysely.updateTable('ledger_entries').set({ amount_cents: 1 }).where('id', '=', id).execute()).rejects.toThrow(/ledger entries are never changed/);
    await expect(t.db.kysely.deleteFrom('ledger_entries').where('id', '=', id).execute()).rejects.toThrow(/ledger entries are never changed/);
    await expect(t.db.kysely.deleteFrom('ledger_entries').execute()).rejects.toThrow(/ledger entries are never changed/);
    if (t.dialect === 'postgres') await expect(sql`truncate ledger_entries`.execute(t.db.kysely)).rejects.toThrow(/ledger entries are never changed/);
    expect(await rowsOf(m.id)).toEqual(before);
  });
});

describe('erasure', () => {
  it('keeps the money rows of a member who closes their account, and erases the note that named them', async () => {
    const m = await createMember(t, { overrides: { full_name: 'Hafsa Leaving' } });
    const entry = (await record(cash(m, { amount: '15', note: 'Cash from Hafsa Leaving' }))).json() as LedgerEntry;
    expect((await correct(entry.id, { note: 'Hafsa Leaving asked for it back' })).statusCode).toBe(201);
    const rows = await rowsOf(m.id);
    const month = await totals();

    const res = await t.app.inject({ method: 'POST', url: API.closeAccount, headers: { cookie: m.cookie }, payload: { password: m.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.kysely.selectFrom('profiles').select('id').where('id', '=', m.id).execute()).toEqual([]);

    expect(await rowsOf(m.id)).toEqual(rows);
    expect(await totals()).toEqual(month);
    const trail = [...await auditOf(t, 'ledger_entry', entry.id), ...await auditOf(t, 'ledger_entry', rows[1]!.id)];
    expect(trail).toHaveLength(2);
    expect(JSON.stringify(trail)).not.toContain('Hafsa');
    expect(trail.map((a) => a.after)).toMatchObject([{ member_id: m.id, amount_cents: 1500 }, { member_id: m.id, amount_cents: -1500, corrects_id: entry.id }]);
  });

  it('lets an admin delete a subscriber who has ledger rows', async () => {
    const m = await createMember(t);
    await record(cash(m));
    const rows = await rowsOf(m.id);
    const res = await t.app.inject({ method: 'DELETE', url: API.adminSubscriber(m.id), headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.kysely.selectFrom('users').select('id').where('id', '=', m.id).execute()).toEqual([]);
    expect(await rowsOf(m.id)).toEqual(rows);
  });
});

describe('the member\'s own data', () => {
  it('lists their payments and corrections in their data download, and nobody else\'s', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const entry = (await record(cash(m, { amount: '11' }))).json() as LedgerEntry;
    const correction = (await correct(entry.id)).json() as LedgerEntry;
    await record(cash(other));
    const data = (await t.app.inject({ method: 'GET', url: API.myData, headers: { cookie: m.cookie } })).json();
    expect(data.payments).toEqual([entry, { ...correction }].map(({ member_id: _m, ...rest }) => ({ ...rest, corrected_by: rest.id === entry.id ? correction.id : null })));
  });
});

describe('access', () => {
  it('answers 401 to visitors and 403 to members on every ledger route, writing nothing', async () => {
    const member = await createMember(t);
    const entry = (await record(cash(member))).json() as LedgerEntry;
    await expectAdminOnly(t, member, [
      { method: 'GET', url: LEDGER_API.entries },
      { method: 'GET', url: LEDGER_API.monthTotals(THIS_MONTH) },
      { method: 'GET', url: `${LEDGER_API.members}?q=${encodeURIComponent(member.email)}` },
      { method: 'POST', url: LEDGER_API.recordedPayments, payload: cash(member) },
      { method: 'POST', url: LEDGER_API.recordedPaymentChecks, payload: cash(member) },
      { method: 'POST', url: LEDGER_API.corrections(entry.id), payload: {} },
    ]);
    expect(await rowsOf(member.id)).toHaveLength(1);
    for (const url of [LEDGER_API.entries, LEDGER_API.monthTotals(THIS_MONTH), `${LEDGER_API.members}?q=${encodeURIComponent(member.email)}`]) {
      expect((await asAdmin('GET', url)).statusCode, url).toBe(200);
    }
  });
});
