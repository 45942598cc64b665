import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { QUEUE_API } from '../../../shared/queue-api';
import { auditOf, createMember, createTestApp, expectAdminOnly, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import type { TableQueue } from '../../jobs/table-queue';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let moderator: TestMember;
let preparer: TestMember;
let approver: TestMember;

const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const newAdmin = () => createMember(t, { admin: true, overrides: { device_hash: device() } });

beforeAll(async () => {
  t = await createTestApp();
  moderator = await newAdmin();
  preparer = await newAdmin();
  approver = await newAdmin();
}, 120_000);
afterAll(async () => t.close());

/** A member who keeps a pledge (and has one month of money, as Phase 2's eligibility asks). */
async function contributor(): Promise<TestMember> {
  const m = await createMember(t, { overrides: { device_hash: device() } });
  await keepPledgeWithOneMonth(t, m.id);
  return m;
}

const write = (m: TestMember, payload: object) => t.app.inject({ method: 'POST', url: QUEUE_API.myNotes, headers: { cookie: m.cookie }, payload });
const myNotes = async (m: TestMember) => (await t.app.inject({ method: 'GET', url: QUEUE_API.myNotes, headers: { cookie: m.cookie } })).json();
const received = async (m: TestMember) => (await t.app.inject({ method: 'GET', url: QUEUE_API.receivedNotes, headers: { cookie: m.cookie } })).json();
const pendingNotes = async (query = '') => (await t.app.inject({ method: 'GET', url: `${QUEUE_API.adminNotes}${query}`, headers: { cookie: moderator.cookie } })).json();
const decide = (id: string, decision: 'approve' | 'reject', admin = moderator) =>
  t.app.inject({ method: 'PUT', url: decision === 'approve' ? QUEUE_API.adminNoteApprove(id) : QUEUE_API.adminNoteReject(id), headers: { cookie: admin.cookie } });

/** Writes a note and returns its id. */
async function noteBy(m: TestMember, body: string): Promise<string> {
  const res = await write(m, { body });
  expect(res.statusCode, res.body).toBe(201);
  return (await myNotes(m)).items[0].id as string;
}

describe('writing a note', () => {
  it('takes a short plain-text note from a member who keeps a pledge, trimmed, waiting for moderation', async () => {
    const m = await contributor();
    const res = await write(m, { body: '  You are not alone.\nWe are with you.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you. Your note will be read by an admin before it is given to a member in need.');
    const notes = await myNotes(m);
    expect(notes).toMatchObject({ can_write: false, reason: 'note_waiting', total: 1 });
    expect(notes.items[0]).toMatchObject({ body: 'You are not alone.\nWe are with you.', status: 'pending', delivered_month: null });
  });

  it('refuses a second note while the first waits', async () => {
    const m = await contributor();
    await noteBy(m, 'Stay strong.');
    const res = await write(m, { body: 'And another one.' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Your last note has not been given yet. You can write another once it has been.');
  });

  it('takes one of two notes sent at the same moment', async () => {
    const m = await contributor();
    const answers = await Promise.all([write(m, { body: 'First.' }), write(m, { body: 'Second.' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await myNotes(m)).total).toBe(1);
  });

  it('lets a member write again once their note was rejected', async () => {
    const m = await contributor();
    expect((await decide(await noteBy(m, 'Call me at 555-0100.'), 'reject')).statusCode).toBe(200);
    expect(await myNotes(m)).toMatchObject({ can_write: true, reason: null });
    expect((await write(m, { body: 'May your burden be lightened.' })).statusCode).toBe(201);
  });

  it('refuses a member whose pledge is not running', async () => {
    const m = await createMember(t);
    expect(await myNotes(m)).toMatchObject({ can_write: false, reason: 'no_pledge', items: [], total: 0 });
    const res = await write(m, { body: 'Hello' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Notes of encouragement come with a pledge: set up or resume your pledge to write one.');
    await t.db.kysely.updateTable('subscriptions').set({ status: 'cancelled' }).where('user_id', '=', m.id).execute();
    expect((await write(m, { body: 'Hello' })).statusCode).toBe(409);
  });

  it.each([
    ['a blank note', { body: '   ' }, 'Write a few words first.'],
    ['501 characters', { body: 'x'.repeat(501) }, 'A note can be at most 500 characters.'],
    ['a control character', { body: 'bell\u0007' }, 'This field contains characters that are not allowed.'],
    ['a field of its own choosing', { body: 'Hi', author_id: randomUUID() }, undefined],
    ['no note', {}, undefined],
  ])('refuses %s', async (_label, payload, message) => {
    const m = await contributor();
    const res = await write(m, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
  });

  it('takes exactly 500 characters', async () => {
    expect((await write(await contributor(), { body: 'x'.repeat(500) })).statusCode).toBe(201);
  });

  it('asks a visitor to sign in', async () => {
    for (const url of [QUEUE_API.myNotes, QUEUE_API.receivedNotes]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: QUEUE_API.myNotes, payload: { body: 'Hi' } })).statusCode).toBe(401);
  });

  it("never shows a member another member's notes", async () => {
    const a = await contributor();
    const b = await contributor();
    await noteBy(a, 'Written by a.');
    expect(JSON.stringify(await myNotes(b))).not.toContain('Written by a.');
  });
});

describe('moderating notes', () => {
  it('is for admins only', async () => {
    const m = await createMember(t);
    const id = randomUUID();
    await expectAdminOnly(t, m, [
      { method: 'GET', url: QUEUE_API.adminNotes },
      { method: 'PUT', url: QUEUE_API.adminNoteApprove(id) },
      { method: 'PUT', url: QUEUE_API.adminNoteReject(id) },
    ]);
  });

  it('lists waiting notes oldest first, paged on the server, with their text and date only', async () => {
    await t.db.kysely.updateTable('encouragement_notes').set({ status: 'rejected' }).where('status', '=', 'pending').execute();
    const authors = [await contributor(), await contributor(), await contributor()];
    for (const [i, m] of authors.entries()) await noteBy(m, `Note ${i + 1}`);
    const first = await pendingNotes('?page=1&page_size=2');
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.items.map((n: { body: string }) => n.body)).toEqual(['Note 1', 'Note 2']);
    expect(Object.keys(first.items[0]).sort()).toEqual(['body', 'created_at', 'id']);
    expect((await pendingNotes('?page=2&page_size=2')).items.map((n: { body: string }) => n.body)).toEqual(['Note 3']);
    expect((await t.app.inject({ method: 'GET', url: `${QUEUE_API.adminNotes}?page_size=101`, headers: { cookie: moderator.cookie } })).statusCode).toBe(400);
  });

  it('approves once, audited without the text, and a second decision is a 409', async () => {
    const m = await contributor();
    const id = await noteBy(m, 'Patience and prayers.');
    const res = await decide(id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Note approved');
    expect((await myNotes(m)).items[0].status).toBe('approved');
    const trail = await auditOf(t, 'encouragement_note', id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'approve', actor_id: moderator.id, before: { status: 'pending', author_id: m.id }, after: { status: 'approved', author_id: m.id } });
    expect(JSON.stringify(trail)).not.toContain('Patience');
    const again = await decide(id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This note has already been moderated.');
  });

  it('changes a note once when two admins decide at the same moment', async () => {
    const id = await noteBy(await contributor(), 'Together.');
    const answers = await Promise.all([decide(id, 'approve'), decide(id, 'reject', approver)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(t, 'encouragement_note', id)).toHaveLength(1);
  });

  it("refuses an admin's own note and an unknown one", async () => {
    await keepPledgeWithOneMonth(t, moderator.id);
    const id = await noteBy(moderator, 'From an admin.');
    const own = await decide(id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot moderate a note you wrote yourself.');
    expect((await decide(id, 'approve', approver)).statusCode).toBe(200);
    const unknown = await decide(randomUUID(), 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Note not found');
    expect((await decide('not-a-uuid', 'approve')).statusCode).toBe(400);
  });
});

describe('giving notes with a distribution', () => {
  let day = 0;
  async function waitingBeneficiary(): Promise<TestMember> {
    const m = await contributor();
    day += 1;
    await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2001, 0, day)).toISOString() }).where('user_id', '=', m.id).execute();
    const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
    expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(res.json().application.id), headers: { cookie: preparer.cookie } })).statusCode).toBe(200);
    return m;
  }

  async function closeMonth(month: string, beneficiaries: number): Promise<string> {
    await t.db.kysely.transaction().execute((trx) =>
      t.services.ledger.append(trx, { kind: 'contribution', amount_cents: 100_000, currency: 'USD', settled_cents: 100_000, month, member_id: randomUUID(), source: 'stripe', reference: `notes-${month}` }),
    );
    const prepared = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: month, beneficiaries_count: beneficiaries } });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const id = prepared.json().distribution.id as string;
    const approved = await t.app.inject({ method: 'POST', url: API.adminDistributionApproval(id), headers: { cookie: approver.cookie } });
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }

  it('gives each approved note once, to one beneficiary, never its own author, without names', async () => {
    const { verified_subscribers } = await t.db.kysely.selectFrom('subscriber_stats').select('verified_subscribers').executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: Math.max(1, Number(verified_subscribers)), phase: 2 }).execute();
    // Whatever earlier tests approved is given first; start from no approved note waiting.
    await t.db.kysely.updateTable('encouragement_notes').set({ status: 'rejected' }).where('delivered_at', 'is', null).execute();
    const applicants = await t.db.kysely.selectFrom('beneficiaries').select('id').where('approved', '=', 1).where('distribution_id', 'is', null).execute();
    expect(applicants).toEqual([]);

    const first = await waitingBeneficiary();
    const second = await waitingBeneficiary();
    const third = await waitingBeneficiary();
    // The first in line wrote a note too: it must go to someone else.
    const byFirst = await noteBy(first, 'From one who waits too.');
    const writers = [await contributor(), await contributor()];
    const others = [await noteBy(writers[0]!, 'You are in our prayers.'), await noteBy(writers[1]!, 'Brighter days ahead.')];
    const rejected = await noteBy(third, 'Rejected note.');
    for (const id of [byFirst, ...others]) expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect((await decide(rejected, 'reject')).statusCode).toBe(200);

    const distributionId = await closeMonth('2025-06', 2);

    const rows = await t.db.kysely.selectFrom('encouragement_notes').select(['id', 'recipient_id', 'distribution_id', 'allocation_id']).where('id', 'in', [byFirst, ...others, rejected]).execute();
    const to = new Map(rows.map((r) => [r.id, r]));
    expect(to.get(byFirst)!.recipient_id).toBe(second.id);
    expect(new Set(others.map((id) => to.get(id)!.recipient_id))).toEqual(new Set([first.id, second.id]));
    expect(to.get(rejected)).toMatchObject({ recipient_id: null, distribution_id: null });
    for (const id of [byFirst, ...others]) expect(to.get(id)!.distribution_id).toBe(distributionId);

    const firstReceived = await received(first);
    expect(firstReceived.total).toBe(1);
    expect(firstReceived.items[0]).toMatchObject({ month: '2025-06' });
    expect(Object.keys(firstReceived.items[0]).sort()).toEqual(['body', 'delivered_at', 'id', 'month']);
    expect((await received(second)).total).toBe(2);
    expect((await received(third)).total).toBe(0);

    // The author learns the month it went out, not to whom.
    const mine = (await myNotes(writers[0]!)).items[0];
    expect(mine).toMatchObject({ status: 'approved', delivered_month: '2025-06' });
    expect(JSON.stringify(await myNotes(writers[0]!))).not.toMatch(new RegExp(`${first.id}|${second.id}`));
    expect(await myNotes(writers[0]!)).toMatchObject({ can_write: true });

    // For the payout's message: the notes of each allocation.
    const allocations = await t.db.kysely.selectFrom('distribution_allocations').select(['id', 'user_id']).where('distribution_id', '=', distributionId).execute();
    const notes = await t.services.encouragement.notesForAllocations(allocations.map((a) => a.id));
    const ofSecond = allocations.find((a) => a.user_id === second.id)!.id;
    expect(notes.get(ofSecond)?.length).toBe(2);
    expect(notes.get(ofSecond)).toContain('From one who waits too.');

    // They go with the e-mail that tells the beneficiary of the payout.
    await (t.services.jobs as TableQueue).runDue(new Date());
    const approval = t.mailsTo(second.email).find((m) => m.subject === 'Your assistance for June 2025 is approved');
    expect(approval?.text).toContain('Members of the community wrote to you:');
    expect(approval?.text).toContain('“From one who waits too.”');
    expect(approval?.text).not.toContain('Rejected note.');
    const thirdMails = t.mailsTo(third.email).map((m) => m.text).join('\n');
    expect(thirdMails).not.toContain('wrote to you');
  }, 240_000);

  it('gives nothing again with the next distribution, and a note approved since goes with it', async () => {
    const fourth = await waitingBeneficiary();
    const later = await noteBy(await contributor(), 'A later note.');
    expect((await decide(later, 'approve')).statusCode).toBe(200);
    const before = await t.db.kysely.selectFrom('encouragement_notes').select('id').where('delivered_at', 'is not', null).execute();
    await closeMonth('2025-07', 1);
    const after = await t.db.kysely.selectFrom('encouragement_notes').select(['id', 'recipient_id']).where('delivered_at', 'is not', null).execute();
    expect(after).toHaveLength(before.length + 1);
    expect((await received(fourth)).items.map((n: { body: string }) => n.body)).toEqual([]);
    // The third member was next in line, ahead of the fourth.
    expect(after.find((n) => n.id === later)).toBeDefined();
  }, 180_000);
});
