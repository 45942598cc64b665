import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { CHARGES_API } from '../../../shared/charges-api';
import { LEDGER_API } from '../../../shared/ledger-api';
import { OVERSIGHT_API, OVERSIGHT_MESSAGES, type OversightMonthsResponse, type OversightRolesResponse } from '../../../shared/oversight';
import { REPORTS_API, type MonthReport } from '../../../shared/reports-api';
import { createMember, enrollTwoStep, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let preparer: TestMember;
let approver: TestMember;
let scholar: TestMember;
let auditor: TestMember;
let distributionId: string;
const MONTH = '2026-09';

const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const newAdmin = () => createMember(t, { admin: true, overrides: { device_hash: device() } });
const as = (who: TestMember) => ({ cookie: who.cookie });
const send = (who: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload && { payload }) });

async function signer(role: 'shariah_board' | 'auditor', name: string, twoStep = true) {
  const m = await createMember(t, { overrides: { device_hash: device() } });
  await t.services.roles.applyFromCli({ email: m.email, role, change: 'grant', display_name: name });
  if (twoStep) m.twoStepSecret = (await enrollTwoStep(t, m.cookie)).secret;
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  preparer = await newAdmin();
  approver = await newAdmin();
  scholar = await signer('shariah_board', 'Shaykh Yusuf Amin');
  auditor = await signer('auditor', 'Ledgerwise CPA');
  await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1, phase: 2 }).execute();
  const m = await createMember(t, { overrides: { device_hash: device() } });
  const applied = await send(m, 'POST', API.applications, { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR });
  await keepPledgeWithOneMonth(t, m.id);
  expect((await send(preparer, 'PUT', API.adminApprove(applied.json().application.id))).statusCode).toBe(200);
  await t.db.kysely.transaction().execute((trx) =>
    t.services.ledger.append(trx, { kind: 'contribution', amount_cents: 2_000, currency: 'USD', settled_cents: 2_000, month: MONTH, member_id: randomUUID(), source: 'stripe', reference: 'oversight' }),
  );
  const prepared = await send(preparer, 'POST', API.adminDistributions, { month_year: MONTH, beneficiaries_count: 1 });
  expect(prepared.statusCode, prepared.body).toBe(201);
  distributionId = prepared.json().distribution.id;
  expect((await send(approver, 'POST', API.adminDistributionApproval(distributionId))).statusCode).toBe(200);
});
afterAll(async () => t.close());

const report = async () => ((await t.app.inject({ method: 'GET', url: REPORTS_API.months })).json().months as MonthReport[]).find((m) => m.month === MONTH)!;

describe('who may read and write', () => {
  it('lets the board and the auditor read what they sign, and nothing that changes money', async () => {
    for (const who of [scholar, auditor]) {
      expect((await send(who, 'GET', API.adminDistributions)).statusCode).toBe(200);
      expect((await send(who, 'GET', LEDGER_API.monthTotals(MONTH))).statusCode).toBe(200);
      expect((await send(who, 'GET', OVERSIGHT_API.months)).statusCode).toBe(200);
      expect((await send(who, 'POST', API.adminDistributions, { month_year: '2026-10', beneficiaries_count: 1 })).statusCode).toBe(403);
      expect((await send(who, 'POST', API.adminDistributionApproval(distributionId))).statusCode).toBe(403);
      expect((await send(who, 'GET', API.adminSubscribers)).statusCode).toBe(403);
      expect((await send(who, 'GET', OVERSIGHT_API.adminRoles)).statusCode).toBe(403);
    }
    expect((await send(auditor, 'GET', CHARGES_API.list)).statusCode).toBe(200);
    expect((await send(auditor, 'GET', API.adminPayouts)).statusCode).toBe(200);
    expect((await send(scholar, 'GET', CHARGES_API.list)).statusCode).toBe(403);
    expect((await send(scholar, 'GET', API.adminPayouts)).statusCode).toBe(403);
  });

  it('asks a signer for two-step verification before anything, as it asks admins', async () => {
    const unenrolled = await signer('auditor', 'Second Auditor', false);
    for (const url of [OVERSIGHT_API.months, API.adminDistributions]) {
      const res = await send(unenrolled, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('two_step_required');
    }
  });

  it('keeps members and admins out of the signing routes', async () => {
    const member = await createMember(t, { overrides: { device_hash: device() } });
    expect((await send(member, 'GET', OVERSIGHT_API.months)).statusCode).toBe(403);
    expect((await send(preparer, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'shariah_board', verdict: 'attested' })).statusCode).toBe(403);
  });
});

describe('granting a role takes two admins', () => {
  it('applies a grant only when a second admin approves, and records each step in the security log', async () => {
    const candidate = await createMember(t, { overrides: { device_hash: device() } });
    const proposed = await send(preparer, 'POST', OVERSIGHT_API.adminRoleChanges, { email: candidate.email, role: 'shariah_board', change: 'grant', display_name: 'Dr. Maryam Idris' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json().id as string;
    expect(await t.services.members.hasRole(candidate.id, 'shariah_board')).toBe(false);

    const self = await send(preparer, 'POST', OVERSIGHT_API.adminRoleChangeApproval(id));
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(OVERSIGHT_MESSAGES.sameAdmin);
    expect(await t.services.members.hasRole(candidate.id, 'shariah_board')).toBe(false);

    expect((await send(approver, 'POST', OVERSIGHT_API.adminRoleChangeApproval(id))).statusCode).toBe(200);
    expect(await t.services.members.hasRole(candidate.id, 'shariah_board')).toBe(true);
    const roles = (await send(approver, 'GET', OVERSIGHT_API.adminRoles)).json() as OversightRolesResponse;
    expect(roles.holders).toContainEqual(expect.objectContaining({ email: candidate.email, role: 'shariah_board', display_name: 'Dr. Maryam Idris' }));
    expect(roles.pending).toEqual([]);

    const events = await t.db.kysely.selectFrom('audit_log').select(['action', 'actor_id']).where('entity_type', '=', 'security').where('entity_id', '=', candidate.id).where('action', 'like', 'role_%').orderBy('created_at').execute();
    expect(events).toEqual([{ action: 'role_change_proposed', actor_id: preparer.id }, { action: 'role_granted', actor_id: approver.id }]);

    const revoke = await send(approver, 'POST', OVERSIGHT_API.adminRoleChanges, { email: candidate.email, role: 'shariah_board', change: 'revoke' });
    expect((await send(preparer, 'POST', OVERSIGHT_API.adminRoleChangeApproval(revoke.json().id))).statusCode).toBe(200);
    expect(await t.services.members.hasRole(candidate.id, 'shariah_board')).toBe(false);
  });

  it('refuses a grant without a public name, and a signing role for an admin', async () => {
    const candidate = await createMember(t, { overrides: { device_hash: device() } });
    expect((await send(preparer, 'POST', OVERSIGHT_API.adminRoleChanges, { email: candidate.email, role: 'auditor', change: 'grant' })).statusCode).toBe(400);
    const admin = await send(preparer, 'POST', OVERSIGHT_API.adminRoleChanges, { email: approver.email, role: 'auditor', change: 'grant', display_name: 'Approver' });
    expect(admin.statusCode).toBe(409);
    expect(admin.json().error.message).toBe(OVERSIGHT_MESSAGES.adminCannotSign);
  });
});

describe('signing a month', () => {
  it('shows prepared and approved, blocks attested on a concern and tells the admins, then attested and audited', async () => {
    expect((await report()).signatures).toMatchObject({ state: 'approved', prepared: { at: expect.any(String) }, approved: { at: expect.any(String) }, shariah_board: null, auditor: null });

    const noNote = await send(scholar, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'shariah_board', verdict: 'concern' });
    expect(noNote.statusCode).toBe(400);
    const concern = await send(scholar, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'shariah_board', verdict: 'concern', note: 'Explain the retained 1%.' });
    expect(concern.statusCode, concern.body).toBe(201);
    await t.services.tasks.idle();
    for (const admin of [preparer, approver]) expect(t.mailsTo(admin.email).at(-1)?.text).toContain('Explain the retained 1%.');
    expect((await send(preparer, 'GET', OVERSIGHT_API.adminConcerns)).json()).toMatchObject({ total: 1, items: [{ month_year: MONTH, name: 'Shaykh Yusuf Amin', note: 'Explain the retained 1%.' }] });

    expect((await send(auditor, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'auditor', verdict: 'attested' })).statusCode).toBe(201);
    // The auditor has signed, but the board's concern is open: not attested, so not audited either.
    expect((await report()).signatures).toMatchObject({ state: 'approved', shariah_board: null, auditor: { name: 'Ledgerwise CPA' } });

    expect((await send(scholar, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'shariah_board', verdict: 'attested' })).statusCode).toBe(201);
    expect((await report()).signatures).toMatchObject({ state: 'audited', shariah_board: { name: 'Shaykh Yusuf Amin' }, auditor: { name: 'Ledgerwise CPA' } });
    expect((await send(preparer, 'GET', OVERSIGHT_API.adminConcerns)).json().total).toBe(0);

    const again = await send(scholar, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'shariah_board', verdict: 'attested' });
    expect(again.statusCode).toBe(409);
    const months = (await send(scholar, 'GET', OVERSIGHT_API.months)).json() as OversightMonthsResponse;
    expect(months.months.find((m) => m.id === distributionId)).toMatchObject({ may_sign: [], concern: null, distributed_cents: expect.any(Number) });

    const csv = (await t.app.inject({ method: 'GET', url: REPORTS_API.monthCsv(MONTH) })).body;
    expect(csv).toContain('Shaykh Yusuf Amin');
    expect(csv).toContain('Ledgerwise CPA');
    const json = (await t.app.inject({ method: 'GET', url: REPORTS_API.monthJson(MONTH) })).json() as MonthReport;
    expect(json.signatures?.state).toBe('audited');
  });

  it('refuses a role the signer does not hold, and a concern from the auditor', async () => {
    expect((await send(scholar, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'auditor', verdict: 'attested' })).statusCode).toBe(403);
    expect((await send(auditor, 'POST', OVERSIGHT_API.attestations(distributionId), { role: 'auditor', verdict: 'concern', note: 'x' })).statusCode).toBe(400);
  });
});
