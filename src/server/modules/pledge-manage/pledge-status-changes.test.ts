import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { PLEDGE_MANAGE_API, type PledgeManageState } from '../../../shared/pledge-manage-api';
import { createMember, type TestMember } from '../../../../test/support/api-harness';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import { switchPhase } from '../../../../test/support/phase';

let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestAppWithStripe();
  admin = await createMember(t, { admin: true });
  await switchPhase(t, admin, await createMember(t, { admin: true }), 2, 1);
});
afterAll(async () => t.close());

const pledgeOf = (m: TestMember) => t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
const profileStatus = async (m: TestMember) =>
  (await t.db.kysely.selectFrom('profiles').select('subscription_status').where('id', '=', m.id).executeTakeFirstOrThrow()).subscription_status;
const as = (m: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload && { payload }) });

async function activeMember(): Promise<TestMember> {
  const m = await createMember(t);
  const { url } = (await as(m, 'POST', PAYMENTS_API.setup, { monthly_amount: '10', method: 'bank', cover_fee: false })).json() as { url: string };
  await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(url)?.[1] ?? '');
  expect((await pledgeOf(m)).status).toBe('active');
  return m;
}

/** The admin's edit, which the table lets set any status. */
async function adminSets(m: TestMember, status: string) {
  const pledge = await pledgeOf(m);
  const res = await as(admin, 'PUT', API.adminSubscription(pledge.id), { status, monthly_amount: '10', next_billing_date: pledge.next_billing_date });
  expect(res.statusCode, res.body).toBe(200);
}

describe('changes of pledge status the table does not allow', () => {
  it('refuses a member pausing a past-due pledge, and offers only what the table allows', async () => {
    const m = await activeMember();
    await adminSets(m, 'past_due');
    expect(await as(m, 'GET', PLEDGE_MANAGE_API.state).then((r) => r.json() as PledgeManageState)).toMatchObject({
      status: 'past_due', can_pause: false, can_resume: false, can_cancel: true,
    });

    const pause = await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    expect(pause.statusCode).toBe(409);
    expect(pause.json().error.message).toBe('Only an active pledge can be paused.');
    const resume = await as(m, 'POST', PLEDGE_MANAGE_API.resume);
    expect(resume.statusCode).toBe(409);
    expect(resume.json().error.message).toBe('Your pledge is not paused.');
    expect(await pledgeOf(m)).toMatchObject({ status: 'past_due', paused_from: null, paused_until: null });
    expect(await profileStatus(m)).toBe('past_due');
  });

  it('lets an admin set any status, even one no member or charge may reach, such as back to pending', async () => {
    const m = await activeMember();
    await adminSets(m, 'cancelled');
    await adminSets(m, 'pending');
    expect((await pledgeOf(m)).status).toBe('pending');
    expect(await profileStatus(m)).toBe('pending');
  });
});
