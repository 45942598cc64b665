import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { auditOf, createMember, createTestAppWithAdmin, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

const setCampaign = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: API.adminCampaign, headers: { cookie: admin.cookie }, payload });
const campaign = async () => (await t.app.inject({ method: 'GET', url: API.campaign })).json();
// Days around the real today: faking the clock would also end the admin's session.
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const [yesterday, today, later] = [dayFromToday(-1), dayFromToday(0), dayFromToday(200)];

describe('/api/campaign and /api/admin/settings/campaign', () => {
  it('starts with the spec\'s goal of 100 by the end of Q1 2026, with the subscriber goal, for anyone', async () => {
    expect(await campaign()).toEqual({ ambassador_goal: 100, ambassador_deadline: '2026-03-31', community_goal: 1_000_000 });
  });

  it('lets an admin change the goal and deadline, clear the deadline, and audits each change once', async () => {
    const res = await setCampaign({ ambassador_goal: 50, ambassador_deadline: later });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ambassador_goal: 50, ambassador_deadline: later });
    expect(await campaign()).toMatchObject({ ambassador_goal: 50, ambassador_deadline: later });

    expect((await setCampaign({ ambassador_goal: 50, ambassador_deadline: later })).statusCode).toBe(200);
    expect((await setCampaign({ ambassador_goal: 50, ambassador_deadline: null })).statusCode).toBe(200);
    expect(await campaign()).toMatchObject({ ambassador_goal: 50, ambassador_deadline: null });

    const entries = await auditOf(t, 'settings', 'campaign');
    expect(entries.map((e) => [e.action, e.actor_id, e.before, e.after])).toEqual([
      ['update', admin.id, { ambassador_goal: 100, ambassador_deadline: '2026-03-31' }, { ambassador_goal: 50, ambassador_deadline: later }],
      ['update', admin.id, { ambassador_goal: 50, ambassador_deadline: later }, { ambassador_goal: 50, ambassador_deadline: null }],
    ]);
  });

  it('accepts today as the deadline and refuses yesterday, by the server\'s clock', async () => {
    expect((await setCampaign({ ambassador_goal: 100, ambassador_deadline: today })).statusCode).toBe(200);
    const past = await setCampaign({ ambassador_goal: 100, ambassador_deadline: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ message: 'The deadline cannot be in the past', fields: { ambassador_deadline: 'The deadline cannot be in the past' } });
    expect(await campaign()).toMatchObject({ ambassador_deadline: today });
  });

  it.each([
    [{ ambassador_goal: 0, ambassador_deadline: null }, 'ambassador_goal', 'The ambassador goal must be between 1 and 10,000'],
    [{ ambassador_goal: 10_001, ambassador_deadline: null }, 'ambassador_goal', 'The ambassador goal must be between 1 and 10,000'],
    [{ ambassador_goal: 2.5, ambassador_deadline: null }, 'ambassador_goal', 'The ambassador goal must be a whole number'],
    [{ ambassador_goal: 100, ambassador_deadline: '2027-02-30' }, 'ambassador_deadline', 'Please enter a real date, or leave the deadline empty'],
    [{ ambassador_goal: 100, ambassador_deadline: '31/12/2027' }, 'ambassador_deadline', 'Please enter a real date, or leave the deadline empty'],
    [{ ambassador_goal: 100 }, 'ambassador_deadline', 'Please enter a real date, or leave the deadline empty'],
  ])('refuses %j', async (payload, field, message) => {
    const before = await campaign();
    const res = await setCampaign(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { [field]: message } });
    expect(await campaign()).toEqual(before);
  });

  it('answers in French when the request is in French', async () => {
    const res = await t.app.inject({ method: 'PUT', url: API.adminCampaign, headers: { cookie: `${admin.cookie}; locale=fr-CA` }, payload: { ambassador_goal: 0, ambassador_deadline: null } });
    expect(res.json().error.message).toBe('L’objectif des ambassadeurs doit être entre 1 et 10 000');
  });

  it('answers 401 to visitors and 403 to members, and nothing changes', async () => {
    const before = await campaign();
    const member = await createMember(t);
    await expectAdminOnly(t, member, [{ method: 'PUT', url: API.adminCampaign, payload: { ambassador_goal: 5, ambassador_deadline: null } }]);
    expect(await campaign()).toEqual(before);
  });
});
