import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { CONTACT_API, type ContactMessageDetail, type ContactMessageSummary } from '../../../shared/contact-api';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../shared/schemas/text';
import { auditOf, createMember, createTestApp, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { issueFormToken, MAX_FORM_AGE_MS, MIN_FILL_MS } from './form-token';

let t: TestApp;
let admin: TestMember;
let otherAdmin: TestMember;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@community.example' });
  admin = await createMember(t, { admin: true });
  otherAdmin = await createMember(t, { admin: true });
  member = await createMember(t);
});
afterAll(async () => t.close());

/** A form handed out long enough ago for a person to have filled it in. */
const filledToken = () => issueFormToken(t.config.authSecret, Date.now() - MIN_FILL_MS - 1000);
let sent = 0;
const message = (overrides: Record<string, unknown> = {}) => {
  sent += 1;
  return {
    name: 'Yusuf Ali',
    email: `yusuf${sent}@example.org`,
    topic: 'membership',
    message: 'How do I change the amount of my monthly pledge?',
    website: '',
    form_token: filledToken(),
    ...overrides,
  };
};
const send = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: CONTACT_API.send, payload, headers });
const stored = (email: string) => t.db.kysely.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who = admin) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });
const inbox = async (query = '') => (await asAdmin('GET', `${CONTACT_API.inbox}?page_size=100${query}`)).json() as { items: ContactMessageSummary[]; total: number };
async function sendStored(overrides: Record<string, unknown> = {}) {
  const payload = message(overrides);
  expect((await send(payload)).statusCode).toBe(201);
  const [row] = await stored(payload.email as string);
  return row!;
}

describe('POST /api/contact', () => {
  it('stores a visitor\'s message as open and e-mails the support address with a plain-text part', async () => {
    const payload = message({ name: '  Yusuf Ali ', email: 'Yusuf.Visitor@Example.org', message: 'How do I change\nmy monthly pledge?' });
    const res = await send(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Thank you, your message has been sent.' });
    const [row, ...more] = await stored('yusuf.visitor@example.org');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ name: 'Yusuf Ali', topic: 'membership', message: 'How do I change\nmy monthly pledge?', member_id: null, status: 'open', assigned_to: null });
    await t.services.tasks.idle();
    const mail = t.mailsTo('help@community.example').find((m) => m.text.includes('yusuf.visitor@example.org'));
    expect(mail).toMatchObject({ subject: 'Contact form: Membership and pledges — Yusuf Ali', replyTo: 'yusuf.visitor@example.org' });
    expect(mail!.text).toContain('How do I change\nmy monthly pledge?');
    expect(mail!.text).toContain(`/admin/messages?message=${row!.id}`);
    expect(mail!.html).toContain('How do I change');
  });

  it('links the message to the member who sent it while signed in', async () => {
    const row = await sendStored();
    expect(row.member_id).toBeNull();
    const payload = message();
    expect((await send(payload, { cookie: member.cookie })).statusCode).toBe(201);
    expect((await stored(payload.email))[0]!.member_id).toBe(member.id);
  });

  it('stores the message but e-mails nobody without a support address', async () => {
    const quiet = await createTestApp();
    try {
      const payload = message({ form_token: issueFormToken(quiet.config.authSecret, Date.now() - MIN_FILL_MS - 1000) });
      expect((await quiet.app.inject({ method: 'POST', url: CONTACT_API.send, payload })).statusCode).toBe(201);
      await quiet.services.tasks.idle();
      expect(await quiet.db.kysely.selectFrom('contact_messages').select('email').execute()).toEqual([{ email: payload.email }]);
      expect(quiet.mailsTo('help@community.example')).toEqual([]);
    } finally {
      await quiet.close();
    }
  });

  it.each([
    ['name', '   ', 'Please enter your name'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'not-an-address', 'Please enter a valid email address'],
    ['topic', 'billing', 'Please choose what your message is about'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
    ['name', 'Yusuf\u0000', CONTROL_CHARACTERS_MESSAGE],
    ['message', 'Hello there\u0007, a question', CONTROL_CHARACTERS_MESSAGE],
  ])('refuses %s %j with its message and stores nothing', async (field, value, expected) => {
    const payload = message({ [field]: value });
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(expected);
    expect(await stored(payload.email)).toEqual([]);
  });

  it('refuses fields it does not know', async () => {
    const res = await send(message({ status: 'closed' }));
    expect(res.statusCode).toBe(400);
  });

  it('accepts JSON only, as every mutation does', async () => {
    const res = await t.injectRaw({ method: 'POST', url: CONTACT_API.send, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=a' });
    expect(res.statusCode).toBe(415);
  });
});

describe('spam', () => {
  it.each([
    ['the hidden field filled in', () => message({ website: 'https://cheap.example' })],
    ['a form sent back at once', () => message({ form_token: issueFormToken(t.config.authSecret) })],
    ['a token the server never signed', () => message({ form_token: `${Date.now() - 60_000}.${'A'.repeat(43)}` })],
    ['a token signed with another key', () => message({ form_token: issueFormToken('another secret of at least 32 chars!!', Date.now() - 60_000) })],
    ['no token at all', () => message({ form_token: '' })],
  ])('answers %s like a success but stores and sends nothing', async (_label, build) => {
    const payload = build();
    const res = await send(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Thank you, your message has been sent.' });
    expect(await stored(payload.email)).toEqual([]);
    await t.services.tasks.idle();
    expect(t.mailsTo('help@community.example').filter((m) => m.text.includes(payload.email))).toEqual([]);
  });

  it('asks a person whose form has been open over a day to reload it', async () => {
    const payload = message({ form_token: issueFormToken(t.config.authSecret, Date.now() - MAX_FORM_AGE_MS - 1000) });
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This form has been open too long. Please reload the page and send your message again.');
    expect(await stored(payload.email)).toEqual([]);
  });

  it('hands out a fresh signed token that is not cached', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: CONTACT_API.form });
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const token = res.json().form_token as string;
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    const issued = Number(token.split('.')[0]);
    expect(issued >= before && issued <= after).toBe(true);
  });
});

describe('rate limit', () => {
  it('counts messages per address and per e-mail in the database (RATE_LIMIT_CONTACT)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CONTACT: '2/3600' });
    try {
      const token = () => issueFormToken(limited.config.authSecret, Date.now() - MIN_FILL_MS - 1000);
      const from = (ip: string, email: string) => limited.app.inject({ method: 'POST', url: CONTACT_API.send, remoteAddress: ip, payload: message({ email, form_token: token() }) });
      expect((await from('10.0.0.1', 'one@example.org')).statusCode).toBe(201);
      expect((await from('10.0.0.1', 'two@example.org')).statusCode).toBe(201);
      const byAddress = await from('10.0.0.1', 'three@example.org');
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.json().error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
      expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(0);

      expect((await from('10.0.0.2', 'same@example.org')).statusCode).toBe(201);
      expect((await from('10.0.0.3', 'same@example.org')).statusCode).toBe(201);
      expect((await from('10.0.0.4', 'same@example.org')).statusCode).toBe(429);

      const rows = await limited.db.kysely.selectFrom('contact_messages').select('email').orderBy('email').execute();
      expect(rows.map((r) => r.email)).toEqual(['one@example.org', 'same@example.org', 'same@example.org', 'two@example.org']);
    } finally {
      await limited.close();
    }
  });
});

describe('access', () => {
  it('lets visitors and members send, and keeps the inbox to admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: CONTACT_API.form })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: CONTACT_API.form, headers: { cookie: member.cookie } })).statusCode).toBe(200);
    expect((await send(message(), { cookie: member.cookie })).statusCode).toBe(201);
    const id = (await sendStored()).id;
    await expectAdminOnly(t, member, [
      { method: 'GET', url: CONTACT_API.inbox },
      { method: 'GET', url: CONTACT_API.admins },
      { method: 'GET', url: CONTACT_API.message(id) },
      { method: 'PUT', url: CONTACT_API.assignee(id), payload: { admin_id: member.id } },
      { method: 'PUT', url: CONTACT_API.status(id), payload: { status: 'closed' } },
      { method: 'POST', url: CONTACT_API.replies(id), payload: { body: 'An answer' } },
    ]);
    const row = (await t.db.kysely.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    expect(row).toMatchObject({ status: 'open', assigned_to: null });
    expect(await t.db.kysely.selectFrom('contact_replies').select('id').where('message_id', '=', id).execute()).toEqual([]);
  });
});

describe('the admin inbox', () => {
  it('pages newest first and filters by status, topic, assignee and name or e-mail', async () => {
    const first = await sendStored({ name: 'Maryam Siddiqui', email: 'maryam.s@example.org', topic: 'privacy' });
    const second = await sendStored({ name: 'Omar Farouk', email: 'omar_f@example.org', topic: 'technical' });
    const all = await inbox();
    const ids = all.items.map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.items.find((m) => m.id === first.id)).toMatchObject({
      name: 'Maryam Siddiqui', email: 'maryam.s@example.org', topic: 'privacy', status: 'open', assignee: null, from_member: false, reply_count: 0,
      excerpt: 'How do I change the amount of my monthly pledge?',
    });
    const paged = await asAdmin('GET', `${CONTACT_API.inbox}?page=2&page_size=1`);
    expect(paged.json()).toMatchObject({ page: 2, page_size: 1, total: all.total });
    expect(paged.json().items).toHaveLength(1);

    expect((await inbox('&topic=privacy')).items.map((m) => m.id)).toContain(first.id);
    expect((await inbox('&topic=privacy')).items.map((m) => m.id)).not.toContain(second.id);
    expect((await inbox('&q=SIDDIQ')).items.map((m) => m.id)).toEqual([first.id]);
    expect((await inbox('&q=omar_f@')).items.map((m) => m.id)).toEqual([second.id]);
    // "_" is a wildcard in SQL LIKE; here it must match only itself.
    expect((await inbox('&q=omar_f')).items.map((m) => m.id)).toEqual([second.id]);
    expect((await inbox('&q=maryam_s')).items).toEqual([]);

    await asAdmin('PUT', CONTACT_API.assignee(first.id), { admin_id: admin.id });
    await asAdmin('PUT', CONTACT_API.assignee(second.id), { admin_id: otherAdmin.id });
    expect((await inbox('&assigned=me')).items.map((m) => m.id)).toContain(first.id);
    expect((await inbox('&assigned=me')).items.map((m) => m.id)).not.toContain(second.id);
    expect((await inbox('&assigned=nobody')).items.map((m) => m.id)).not.toContain(first.id);
    await asAdmin('PUT', CONTACT_API.status(second.id), { status: 'closed' });
    expect((await inbox('&status=closed')).items.map((m) => m.id)).toContain(second.id);
    expect((await inbox('&status=open')).items.map((m) => m.id)).not.toContain(second.id);
  });

  it('refuses unknown filters with a 400', async () => {
    for (const query of ['status=archived', 'topic=billing', 'assigned=them', 'page=0']) {
      expect((await asAdmin('GET', `${CONTACT_API.inbox}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows one message whole, and answers 404 for one that does not exist', async () => {
    const row = await sendStored({ message: 'First line.\n\nSecond paragraph of my question.' });
    const res = await asAdmin('GET', CONTACT_API.message(row.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, message: 'First line.\n\nSecond paragraph of my question.', replies: [], status: 'open' } satisfies Partial<ContactMessageDetail>);
    const missing = await asAdmin('GET', CONTACT_API.message('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Message not found');
  });

  it('lists the admins a message can be given to', async () => {
    const res = await asAdmin('GET', CONTACT_API.admins);
    const ids = (res.json() as { id: string }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, otherAdmin.id]));
    expect(ids).not.toContain(member.id);
  });
});

describe('assigning, answering and closing', () => {
  it('assigns to another admin and back to nobody, each change audited', async () => {
    const row = await sendStored();
    const res = await asAdmin('PUT', CONTACT_API.assignee(row.id), { admin_id: otherAdmin.id });
    expect(res.json()).toEqual({ success: true, message: 'Message assigned' });
    expect((await asAdmin('GET', CONTACT_API.message(row.id))).json().assignee).toMatchObject({ id: otherAdmin.id, email: otherAdmin.email });
    // The same assignment again changes nothing and writes no second record.
    await asAdmin('PUT', CONTACT_API.assignee(row.id), { admin_id: otherAdmin.id });
    expect((await asAdmin('PUT', CONTACT_API.assignee(row.id), { admin_id: null })).json().message).toBe('Message unassigned');
    const trail = await auditOf(t, 'contact_message', row.id);
    expect(trail.map((e) => [e.action, e.actor_id, e.before?.assigned_to, e.after?.assigned_to])).toEqual([
      ['assign', admin.id, null, otherAdmin.id],
      ['assign', admin.id, otherAdmin.id, null],
    ]);
  });

  it('refuses to assign to someone who is not an admin', async () => {
    const row = await sendStored();
    const res = await asAdmin('PUT', CONTACT_API.assignee(row.id), { admin_id: member.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Messages can only be assigned to an admin');
    expect((await auditOf(t, 'contact_message', row.id))).toEqual([]);
  });

  it('e-mails the answer to the sender with a plain-text part and keeps it with the message', async () => {
    const row = await sendStored({ email: 'asker@example.org', name: 'Zainab' });
    const body = 'Wa alaikum assalam Zainab,\n\nYou can change it from your dashboard.';
    const res = await asAdmin('POST', CONTACT_API.replies(row.id), { body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Answer sent' });
    await t.services.tasks.idle();
    const [mail, ...more] = t.mailsTo('asker@example.org');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Re: your message to the Riba-Free Community (Membership and pledges)');
    expect(mail!.text).toContain(body);
    expect(mail!.text).toContain('> How do I change the amount of my monthly pledge?');
    expect(mail!.text).toContain('http://localhost:3000/contact');
    expect(mail!.html).toContain('You can change it from your dashboard.');
    const detail = (await asAdmin('GET', CONTACT_API.message(row.id))).json() as ContactMessageDetail;
    expect(detail.replies).toEqual([expect.objectContaining({ body, author_email: admin.email })]);
    expect((await inbox()).items.find((m) => m.id === row.id)?.reply_count).toBe(1);
    expect((await auditOf(t, 'contact_message', row.id)).map((e) => [e.action, e.after?.to])).toEqual([['reply', 'asker@example.org']]);
  });

  it('refuses an empty answer and sends nothing', async () => {
    const row = await sendStored({ email: 'unanswered@example.org' });
    const res = await asAdmin('POST', CONTACT_API.replies(row.id), { body: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.body).toBe('Please write your answer');
    await t.services.tasks.idle();
    expect(t.mailsTo('unanswered@example.org')).toEqual([]);
  });

  it('closes and reopens, audited; repeating a status changes nothing', async () => {
    const row = await sendStored();
    expect((await asAdmin('PUT', CONTACT_API.status(row.id), { status: 'closed' })).json()).toEqual({ success: true, message: 'Message closed' });
    await asAdmin('PUT', CONTACT_API.status(row.id), { status: 'closed' });
    expect((await asAdmin('PUT', CONTACT_API.status(row.id), { status: 'open' })).json().message).toBe('Message reopened');
    const trail = await auditOf(t, 'contact_message', row.id);
    expect(trail.map((e) => [e.action, e.before?.status, e.after?.status])).toEqual([['close', 'open', 'closed'], ['reopen', 'closed', 'open']]);
  });

  it('answers 404 for changes to a message that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['PUT', CONTACT_API.assignee(id), { admin_id: null }],
      ['PUT', CONTACT_API.status(id), { status: 'closed' }],
      ['POST', CONTACT_API.replies(id), { body: 'Hello' }],
    ] as const) {
      expect((await asAdmin(method, url, payload)).statusCode, url).toBe(404);
    }
  });
});

describe('the sender\'s own data', () => {
  it('lists a member\'s messages in their export, and closing the account deletes them, their answers and the trail\'s words', async () => {
    const leaving = await createMember(t);
    expect((await send(message({ email: leaving.email }))).statusCode).toBe(201);
    const signedIn = message({ message: 'Sent while signed in, from another address.' });
    expect((await send(signedIn, { cookie: leaving.cookie })).statusCode).toBe(201);
    const ids = (await t.db.kysely.selectFrom('contact_messages').select('id').where((eb) => eb.or([eb('member_id', '=', leaving.id), eb('email', '=', leaving.email)])).execute()).map((r) => r.id);
    expect(ids).toHaveLength(2);
    await asAdmin('POST', CONTACT_API.replies(ids[0]!), { body: 'An answer that must go too.' });

    const exported = (await t.app.inject({ method: 'GET', url: API.myData, headers: { cookie: leaving.cookie } })).json();
    expect((exported.contact_messages as { id: string }[]).map((m) => m.id).sort()).toEqual([...ids].sort());

    const closed = await t.app.inject({ method: 'POST', url: API.closeAccount, headers: { cookie: leaving.cookie }, payload: { password: leaving.password } });
    expect(closed.statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('contact_messages').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('contact_replies').select('id').where('message_id', 'in', ids).execute()).toEqual([]);
    const [reply] = await auditOf(t, 'contact_message', ids[0]!);
    expect(JSON.stringify(reply!.after)).not.toContain(leaving.email);
  });
});
