import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTIONS_API, type MyContributions } from '../../../shared/contributions-api';
import { ORGANISATION_API } from '../../../shared/schemas/organisation';
import { auditOf, createMember, createTestApp, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import type { NewLedgerEntry } from '../ledger/ledger.service';

const ORG = { ORG_LEGAL_NAME: 'Riba-Free Community Association', ORG_REGISTRATION_NUMBER: '12345 6789 RR0001', ORG_ADDRESS: '100 Main Street, Baltimore, MD 21201' };

/** Every line drawn on every page, as written, from the ActualText span around each line. */
async function pdfLines(body: Buffer): Promise<{ lines: string[]; title: string | undefined; language: string }> {
  const pdf = await PDFDocument.load(body);
  const lines = pdf.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams = (contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents]).filter((s) => s instanceof PDFRawStream);
    const operators = streams.map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')).join('\n');
    return [...operators.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').swap16().toString('utf16le'));
  });
  return { lines, title: pdf.getTitle(), language: pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText() };
}

let seq = 0;
async function append(t: TestApp, member: TestMember, entry: Partial<NewLedgerEntry> & Pick<NewLedgerEntry, 'kind' | 'amount_cents' | 'month'>) {
  seq += 1;
  const row = { currency: 'USD' as const, settled_cents: entry.amount_cents, member_id: member.id, source: 'stripe' as const, reference: `ch_test_${member.id}_${seq}`, ...entry };
  return (await t.services.ledger.append(t.db.kysely, row)).entry;
}

describe('my contributions and the yearly giving statement', () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    t = await createTestApp(ORG);
    admin = await createMember(t, { admin: true });
    member = await createMember(t);
    other = await createMember(t);
    await append(t, member, { kind: 'contribution', amount_cents: 1061, month: '2025-01' });
    await append(t, member, { kind: 'fee', amount_cents: -61, month: '2025-01' });
    await append(t, member, { kind: 'contribution', amount_cents: 1061, month: '2025-02' });
    await append(t, member, { kind: 'fee', amount_cents: -61, month: '2025-02' });
    await append(t, member, { kind: 'recorded_payment', amount_cents: 2000, month: '2025-03', source: 'recorded', reference: 'CHQ-1001', method: 'cheque', recorded_by: admin.id });
    const mistaken = await append(t, member, { kind: 'recorded_payment', amount_cents: 5000, month: '2025-03', source: 'recorded', reference: 'CASH-7', method: 'cash', recorded_by: admin.id });
    await append(t, member, { kind: 'correction', amount_cents: -5000, month: '2025-03', source: 'recorded', reference: `correction:${mistaken.id}`, method: 'cash', corrects_id: mistaken.id, recorded_by: admin.id });
    await append(t, member, { kind: 'contribution', amount_cents: 1000, currency: 'CAD', settled_cents: 730, month: '2025-03' });
    await append(t, member, { kind: 'refund', amount_cents: -1000, month: '2025-04' });
    await append(t, member, { kind: 'contribution', amount_cents: 1000, month: '2026-01' });
    await append(t, other, { kind: 'contribution', amount_cents: 99_900, month: '2025-01' });
  });
  afterAll(async () => t.close());

  const get = (url: string, who?: TestMember, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...(who && { cookie: who.cookie }), ...headers } });

  describe('access', () => {
    it('refuses visitors', async () => {
      expect((await get(`${CONTRIBUTIONS_API.mine}?year=2025`)).statusCode).toBe(401);
      expect((await get(CONTRIBUTIONS_API.myStatement(2025))).statusCode).toBe(401);
    });

    it("gives a member only their own rows and statement: another member's are out of reach", async () => {
      const theirs = (await get(`${CONTRIBUTIONS_API.mine}?year=2025`, other)).json() as MyContributions;
      expect(theirs.months.map((m) => m.month)).toEqual(['2025-01']);
      expect(theirs.totals).toEqual([{ currency: 'USD', contributed_cents: 99_900, fees_cents: 0, refunds_cents: 0 }]);
      const { lines } = await pdfLines((await get(CONTRIBUTIONS_API.myStatement(2025), other)).rawPayload);
      expect(lines.join('\n')).not.toContain('$21.22');
      expect((await get(CONTRIBUTIONS_API.memberStatement(member.id, 2025), other)).statusCode).toBe(403);
    });

    it('keeps the admin route to admins', async () => {
      await expectAdminOnly(t, member, [{ method: 'GET', url: CONTRIBUTIONS_API.memberStatement(other.id, 2025) }]);
    });

    it('refuses a year that is not one', async () => {
      expect((await get(`${CONTRIBUTIONS_API.mine}?year=twenty`, member)).statusCode).toBe(400);
      expect((await get(`${CONTRIBUTIONS_API.mine}?year=1999`, member)).json().error.fields.year).toBe('Please choose a year from 2024 on');
      expect((await get('/api/me/statements/20x5.pdf', member)).statusCode).toBe(400);
    });
  });

  describe('GET /api/me/contributions', () => {
    it("groups a year's rows by month with totals per currency, fees and refunds apart, and recorded payments with their reference", async () => {
      const res = await get(`${CONTRIBUTIONS_API.mine}?year=2025`, member);
      expect(res.statusCode).toBe(200);
      const body = res.json() as MyContributions;
      expect(body.year).toBe(2025);
      expect(body.years).toEqual(expect.arrayContaining([2026, 2025]));
      expect(body.months.map((m) => m.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
      expect(body.months[0]!.totals).toEqual([{ currency: 'USD', contributed_cents: 1061, fees_cents: 61, refunds_cents: 0 }]);
      const march = body.months[2]!;
      expect(march.totals).toEqual([
        { currency: 'USD', contributed_cents: 2000, fees_cents: 0, refunds_cents: 0 },
        { currency: 'CAD', contributed_cents: 1000, fees_cents: 0, refunds_cents: 0 },
      ]);
      expect(march.lines.map((l) => [l.kind, l.counts_as, l.amount_cents, l.reference, l.corrected])).toEqual([
        ['recorded_payment', 'recorded_payment', 2000, 'CHQ-1001', false],
        ['recorded_payment', 'recorded_payment', 5000, 'CASH-7', true],
        ['correction', 'recorded_payment', -5000, null, false],
        ['contribution', 'contribution', 1000, null, false],
      ]);
      expect(march.lines[0]).not.toHaveProperty('recorded_by');
      expect(body.totals).toEqual([
        { currency: 'USD', contributed_cents: 4122, fees_cents: 122, refunds_cents: 1000 },
        { currency: 'CAD', contributed_cents: 1000, fees_cents: 0, refunds_cents: 0 },
      ]);
    });

    it('takes the current year by default, and answers an empty year with no months', async () => {
      const now = (await get(CONTRIBUTIONS_API.mine, member)).json() as MyContributions;
      expect(now.year).toBe(new Date().getUTCFullYear());
      const empty = (await get(`${CONTRIBUTIONS_API.mine}?year=2024`, member)).json() as MyContributions;
      expect(empty).toMatchObject({ year: 2024, months: [], totals: [] });
    });
  });

  describe('GET /api/me/statements/:year.pdf', () => {
    it('is a PDF that pdf-lib reads, naming the organisation, the member, each month and the totals per currency with fees apart', async () => {
      const res = await get(CONTRIBUTIONS_API.myStatement(2025), member);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="giving-statement-2025.pdf"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const { lines, title, language } = await pdfLines(res.rawPayload);
      expect(title).toBe('Yearly giving statement 2025');
      expect(language).toBe('en');
      const text = lines.join('\n');
      for (const expected of [
        'Riba-Free Community Association', 'Registration number: 12345 6789 RR0001', '100 Main Street, Baltimore, MD 21201',
        'Amina Rahman', 'Baltimore, Maryland 21201', 'United States',
        'January 2025', 'February 2025', 'March 2025', 'April 2025',
        'Total for 2025', '$41.22', '$1.22', '$10.00', 'CA$10.00',
      ]) expect(text, expected).toContain(expected);
      expect(lines.some((l) => /^Statement number: 2025-[0-9A-F]{8}-\d+$/.test(l))).toBe(true);
      expect(lines.join(' ')).toContain('It is not an official donation receipt for income tax purposes.');
      expect(text).not.toContain('January 2026');
    });

    it('gives the same statement number while nothing changes, and a new one once a row is added', async () => {
      const numberOf = async () => (await pdfLines((await get(CONTRIBUTIONS_API.myStatement(2025), other)).rawPayload)).lines.find((l) => l.startsWith('Statement number:'));
      const first = await numberOf();
      expect(await numberOf()).toBe(first);
      await append(t, other, { kind: 'contribution', amount_cents: 1000, month: '2025-05' });
      expect(await numberOf()).not.toBe(first);
    });

    it('says so when the year has no money', async () => {
      const { lines } = await pdfLines((await get(CONTRIBUTIONS_API.myStatement(2024), member)).rawPayload);
      expect(lines).toContain('No contributions were recorded for you in 2024.');
      expect(lines.join('\n')).not.toContain('Total for 2024');
    });

    it('is in Arabic, right to left, for a reader in Arabic', async () => {
      const { lines, language, title } = await pdfLines((await get(CONTRIBUTIONS_API.myStatement(2025), member, { cookie: `${member.cookie}; locale=ar` })).rawPayload);
      expect(language).toBe('ar');
      expect(title).toMatch(/\p{Script=Arabic}/u);
      expect(title).toContain('2025');
      expect(lines.join('\n')).toContain('Riba-Free Community Association');
    });
  });

  describe('an admin produces a member\'s statement', () => {
    it('in the member\'s language, recorded in the audit trail with its number', async () => {
      await t.db.kysely.updateTable('profiles').set({ locale: 'fr-CA' }).where('id', '=', member.id).execute();
      const res = await get(CONTRIBUTIONS_API.memberStatement(member.id, 2025), admin);
      expect(res.statusCode).toBe(200);
      const { language, lines } = await pdfLines(res.rawPayload);
      expect(language).toBe('fr-CA');
      expect(lines).toContain('Amina Rahman');
      const [entry] = (await auditOf(t, 'subscriber', member.id)).filter((a) => a.action === 'statement');
      expect(entry).toMatchObject({ actor_id: admin.id, after: { year: 2025, number: expect.stringMatching(/^2025-/) } });
    });

    it('answers 404 for a member who does not exist', async () => {
      expect((await get(CONTRIBUTIONS_API.memberStatement('00000000-0000-4000-8000-000000000000', 2025), admin)).statusCode).toBe(404);
    });
  });
});

describe('a statement without the organisation configured, and its rate limit', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_STATEMENT: '2/3600' });
    member = await createMember(t);
  });
  afterAll(async () => t.close());

  const download = () => t.app.inject({ method: 'GET', url: CONTRIBUTIONS_API.myStatement(2025), headers: { cookie: member.cookie } });

  it('names the community and leaves out the details not given, never calling them "not configured"', async () => {
    const { lines } = await pdfLines((await download()).rawPayload);
    const issuer = lines.slice(lines.indexOf('Issued by') + 1, lines.indexOf('Given by'));
    expect(issuer).toEqual(['Riba-Free Community']);
    expect(lines.join(' ')).not.toMatch(/not configured|Maryland, USA/);
  });

  it('names the organisation as an admin last set its profile', async () => {
    const admin = await createMember(t, { admin: true });
    const profile = { legal_name: 'Riba-Free Community Inc.', registration_number: '12-3456789', address: '100 Main Street\nBaltimore, MD 21201', support_email: null, support_phone: null, people: [] };
    expect((await t.app.inject({ method: 'PUT', url: ORGANISATION_API, headers: { cookie: admin.cookie }, payload: profile })).statusCode).toBe(200);
    const { lines } = await pdfLines((await t.app.inject({ method: 'GET', url: CONTRIBUTIONS_API.myStatement(2025), headers: { cookie: admin.cookie } })).rawPayload);
    expect(lines.slice(lines.indexOf('Issued by') + 1, lines.indexOf('Given by'))).toEqual(['Riba-Free Community Inc.', 'Registration number: 12-3456789', '100 Main Street', 'Baltimore, MD 21201']);
  });

  it('limits downloads per member', async () => {
    expect((await download()).statusCode).toBe(200);
    const third = await download();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
