import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestAppWithAdmin, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { switchPhase } from '../../../../test/support/phase';
import { translators } from '../../i18n/catalogs';
import { createTableQueue, type TableQueue } from '../../jobs/table-queue';
import type { MailMessage } from '../../mail/mailer';
import { createPhaseInvitationsService, INVITATION_QUEUES } from './phase-invitations.service';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const SUBJECT = 'Phase 2 has begun: set up your monthly pledge';

let t: TestApp;
let admin: TestMember;
let second: TestMember;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  second = await createMember(t, { admin: true });
});
afterAll(async () => t.close());

const runner = () => t.services.jobs as TableQueue;
const setGoal = (goal: number) => t.app.inject({ method: 'PUT', url: API.adminSettings, headers: { cookie: admin.cookie }, payload: { goal } });
const phaseNow = async () => Number((await t.db.kysely.selectFrom('subscriber_stats').select('phase').executeTakeFirstOrThrow()).phase);
/** Phase 1 with the usual goal, as each test starts. */
async function backToPhaseOne() {
  if ((await phaseNow()) === 2) await switchPhase(t, admin, second, 1, 1_000_000);
  expect((await setGoal(1_000_000)).statusCode).toBe(200);
}
/** Two admins start Phase 2 with the goal given. */
const startPhaseTwo = (goal: number) => switchPhase(t, admin, second, 2, goal);
const verifiedCount = async () => Number((await t.db.kysely.selectFrom('subscriber_stats').select('verified_subscribers').executeTakeFirstOrThrow()).verified_subscribers);
const invitationsTo = (m: TestMember) => t.mailsTo(m.email).filter((mail) => mail.subject === SUBJECT || mail.link?.endsWith('/dashboard/pledge'));
/** Far in the future: every job sent so far is due, and no daily run of another test's day is mistaken for it. */
const later = () => new Date(Date.now() + 60_000);

describe('invitations when Phase 2 begins', () => {
  beforeEach(backToPhaseOne);

  it('invites every verified member once, in their language with a plain-text part, when two admins start Phase 2', async () => {
    const english = await createMember(t);
    const french = await createMember(t);
    await t.db.kysely.updateTable('profiles').set({ locale: 'fr-CA' }).where('id', '=', french.id).execute();
    const unverified = await createMember(t, { verified: false });
    const pledged = await createMember(t);
    await t.db.kysely.updateTable('subscriptions').set({ status: 'active' }).where('user_id', '=', pledged.id).execute();
    await t.db.kysely.updateTable('profiles').set({ subscription_status: 'active' }).where('id', '=', pledged.id).execute();
    const closing = await createMember(t);

    // One below the count, so the account closed next leaves the goal reached.
    await startPhaseTwo(await verifiedCount() - 1);
    // The account closes after the switch and before the batch runs: nobody writes to it.
    const closed = await t.app.inject({ method: 'POST', url: API.closeAccount, headers: { cookie: closing.cookie }, payload: { password: closing.password } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(invitationsTo(english)).toEqual([]);
    await runner().runDue(later());

    const [mail] = invitationsTo(english);
    expect(invitationsTo(english)).toHaveLength(1);
    expect(mail!.text).toContain('Phase 2 has begun');
    expect(mail!.text).toContain('http://localhost:3000/dashboard/pledge');
    expect(mail!.html).toContain('<a href="http://localhost:3000/dashboard/pledge"');
    const [frenchMail] = t.mailsTo(french.email).filter((m) => m.link?.endsWith('/dashboard/pledge'));
    expect(frenchMail!.subject).not.toBe(SUBJECT);
    expect(frenchMail!.text).toContain('la phase 2 a commencé');
    expect(invitationsTo(unverified)).toEqual([]);
    expect(invitationsTo(pledged)).toEqual([]);
    expect(t.mailsTo(closing.email).filter((m) => m.link?.endsWith('/dashboard/pledge'))).toEqual([]);
  });

  it('writes to nobody twice when Phase 2 is started again and every job runs again', async () => {
    const member = await createMember(t);
    await startPhaseTwo(await verifiedCount());
    await runner().runDue(later());
    expect(invitationsTo(member)).toHaveLength(1);

    await backToPhaseOne();
    await startPhaseTwo(await verifiedCount());
    await t.services.phaseInvitations.start('again');
    await runner().runDue(later());
    expect(invitationsTo(member)).toHaveLength(1);
  });

  it('sends nothing while Phase 1 lasts, and a batch queued before a switch back to Phase 1 waits for Phase 2', async () => {
    const member = await createMember(t);
    expect(await t.services.phaseInvitations.start('phase-one')).toBe(0);
    const { id } = member;
    expect(await t.services.phaseInvitations.sendBatch(id, id, new Date())).toBe(0);
    expect(invitationsTo(member)).toEqual([]);
  });

  it('the daily pass invites a member verified after the switch', async () => {
    await startPhaseTwo(await verifiedCount());
    await runner().runDue(later());
    const goal = await verifiedCount();
    const newcomer = await createMember(t);
    expect(await verifiedCount()).toBe(goal + 1);
    expect(invitationsTo(newcomer)).toEqual([]);
    await t.db.kysely.insertInto('jobs').values({
      id: crypto.randomUUID(), queue: INVITATION_QUEUES.start, singleton_key: 'daily:test', data: JSON.stringify({ day: 'test' }), state: 'created',
      start_after: new Date().toISOString(), attempts: 0, locked_until: null, last_error: null, created_at: new Date().toISOString(), completed_at: null,
    }).execute();
    await runner().runDue(later());
    expect(invitationsTo(newcomer)).toHaveLength(1);
  });
});

describe('invitation batches', () => {
  it('pages the members into batch jobs by id range, and a failed e-mail is sent by the retry, once', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(t)));
    await backToPhaseOne();
    await t.db.kysely.deleteFrom('phase_invitations').execute();
    await t.db.kysely.updateTable('profiles').set({ verified: 0 }).where('id', 'not in', members.map((m) => m.id)).execute();
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 5, phase: 2 }).execute();
    await t.db.kysely.updateTable('subscriber_stats').set({ verified_subscribers: 5 }).execute();

    const jobs = createTableQueue({ db: t.db.kysely, log: silent, poll: false });
    const sent: MailMessage[] = [];
    let failOnce = members.map((m) => m.email).sort()[2]!;
    const mailer = {
      async send(message: MailMessage) {
        if (message.to === failOnce) {
          failOnce = '';
          throw new Error('mail server down');
        }
        sent.push(message);
      },
    };
    const service = createPhaseInvitationsService({ db: t.db.kysely, jobs, stats: t.services.stats, mailer, translators: await translators(), publicUrl: 'http://localhost:3000', log: silent, batchSize: 2 });
    service.register();

    expect(await service.start('paged')).toBe(3);
    const batches = await t.db.kysely.selectFrom('jobs').select('data').where('queue', '=', INVITATION_QUEUES.batch).where('singleton_key', 'like', 'paged:%').execute();
    const ranges = batches.map((b) => JSON.parse(b.data) as { from: string; to: string }).sort((a, b) => a.from.localeCompare(b.from));
    const ids = members.map((m) => m.id).sort();
    expect(ranges).toEqual([{ from: ids[0], to: ids[1] }, { from: ids[2], to: ids[3] }, { from: ids[4], to: ids[4] }]);

    await jobs.runDue(new Date());
    expect(sent).toHaveLength(4);
    // The failed batch is tried again after its back-off, and writes only to the member it missed.
    await jobs.runDue(new Date(Date.now() + 10 * 60_000));
    expect(sent.map((m) => m.to).sort()).toEqual(members.map((m) => m.email).sort());
    await service.start('paged-again');
    await jobs.runDue(new Date(Date.now() + 20 * 60_000));
    expect(sent).toHaveLength(5);
  });
});
