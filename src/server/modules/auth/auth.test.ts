import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../shared/api';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { cookieFrom, createMember, createTestApp, signIn, tokenFromLink, validRegistration, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async (table: 'users' | 'profiles' | 'subscriptions' | 'auth_tokens') =>
  Number((await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const stats = async () => (await t.app.inject({ method: 'GET', url: API.stats })).json();

describe('register-user', () => {
  it('creates the account, profile, pending $10 pledge and counts the member, in one go', async () => {
    const before = await stats();
    const payload = validRegistration({ full_name: '  Yusuf Ali  ', email: 'Yusuf.Ali@Example.org' });
    const res = await t.app.inject({ method: 'POST', url: API.register, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.registered, user_id: expect.any(String), phone_verification_required: true });

    const profile = await t.db.kysely.selectFrom('profiles').selectAll().where('email', '=', 'yusuf.ali@example.org').executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      full_name: 'Yusuf Ali', phone: '+14105550199', verified: 0, city: 'Baltimore', state: 'Maryland',
      gender: 'female', marital_status: 'married', dob: '1990-04-12', device_hash: 'a'.repeat(64),
    });
    expect(profile.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const subscription = await t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', profile.id).executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ status: 'pending', monthly_amount_cents: 1000 });
    expect((await stats()).total_subscribers).toBe(before.total_subscribers + 1);
    expect((await stats()).verified_subscribers).toBe(before.verified_subscribers);

    const mail = t.mailsTo('yusuf.ali@example.org');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.link).toMatch(/^http:\/\/localhost:3000\/auth#verify=[\w-]{43}$/);
    expect(mail[0]?.text).toContain(mail[0]?.link);
  });

  it('answers a second sign-up with the same e-mail with a clear 409, whatever the case', async () => {
    const payload = validRegistration();
    expect((await t.app.inject({ method: 'POST', url: API.register, payload })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: API.register, payload: { ...payload, email: payload.email.toUpperCase() } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('keeps the referrer, whatever the case of the code typed, and refuses an unknown code without creating the account', async () => {
    const referrer = await createMember(t);
    const code = (await t.db.kysely.selectFrom('profiles').select('referral_code').where('id', '=', referrer.id).executeTakeFirstOrThrow()).referral_code;
    const referred = validRegistration({ referral_code: ` ${code.toLowerCase()} ` });
    expect((await t.app.inject({ method: 'POST', url: API.register, payload: referred })).statusCode).toBe(201);
    const unknown = validRegistration({ referral_code: 'ZZZZZZZZ' });
    const refused = await t.app.inject({ method: 'POST', url: API.register, payload: unknown });
    expect(refused.statusCode).toBe(400);
    const message = 'We do not know this referral code. Check it, or leave the field empty.';
    expect(refused.json().error).toMatchObject({ message, fields: { referral_code: message } });
    const rows = await t.db.kysely.selectFrom('profiles').select(['email', 'referred_by']).where('email', 'in', [referred.email, unknown.email]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.email, r.referred_by]))).toEqual({ [referred.email]: referrer.id });
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', unknown.email).executeTakeFirst()).toBeUndefined();
  });

  it('leaves no trace when the transaction fails halfway (the pledge insert is forced to fail)', async () => {
    const before = { users: await count('users'), profiles: await count('profiles'), subs: await count('subscriptions'), tokens: await count('auth_tokens'), stats: await stats() };
    if (t.dialect === 'sqlite') {
      await sql`create trigger fail_pledge before insert on subscriptions begin select raise(abort, 'forced failure'); end`.execute(t.db.kysely);
    } else {
      await sql`create function fail_pledge() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`.execute(t.db.kysely);
      await sql`create trigger fail_pledge before insert on subscriptions for each row execute function fail_pledge()`.execute(t.db.kysely);
    }
    try {
      const payload = validRegistration();
      const res = await t.app.inject({ method: 'POST', url: API.register, payload });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).not.toContain('forced');
      expect(await count('users')).toBe(before.users);
      expect(await count('profiles')).toBe(before.profiles);
      expect(await count('subscriptions')).toBe(before.subs);
      expect(await count('auth_tokens')).toBe(before.tokens);
      expect(await stats()).toEqual(before.stats);
      expect(t.mailsTo(payload.email)).toHaveLength(0);
      // The client's cleanup call then has nothing to remove.
      const cleanup = await t.app.inject({ method: 'POST', url: API.cleanupOrphanedUser, payload: { email: payload.email } });
      expect(cleanup.json()).toEqual({ success: true, removed: 0 });
    } finally {
      await sql`drop trigger fail_pledge${sql.raw(t.dialect === 'postgres' ? ' on subscriptions' : '')}`.execute(t.db.kysely);
    }
  });

  it('cleanup-orphaned-user never deletes a real member', async () => {
    const member = await createMember(t, { verified: false });
    const res = await t.app.inject({ method: 'POST', url: API.cleanupOrphanedUser, payload: { email: member.email } });
    expect(res.json()).toEqual({ success: true, removed: 0 });
    expect(await t.db.kysely.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst()).toBeDefined();
  });

  it('signs up a Canadian member with a province, the postal code stored in capitals with its space', async () => {
    const payload = validRegistration({ country: 'CA', city: 'Toronto', state: 'Ontario', postal_code: 'm5v3l9', phone: '(416) 555-0123' });
    const res = await t.app.inject({ method: 'POST', url: API.register, payload });
    expect(res.statusCode, res.body).toBe(201);
    const profile = await t.db.kysely.selectFrom('profiles').selectAll().where('email', '=', payload.email).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ country: 'CA', city: 'Toronto', state: 'Ontario', postal_code: 'M5V 3L9' });
    const terms = await t.db.kysely.selectFrom('profile_search_terms').select('country').distinct().where('profile_id', '=', profile.id).execute();
    expect(terms).toEqual([{ country: 'CA' }]);
  });

  it('names the field of a region that is not in the chosen country', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ country: 'CA', state: 'Texas', postal_code: 'K1A 0B1' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: 'That state is not in Canada. Please select a province or territory from the list', fields: { state: 'That state is not in Canada. Please select a province or territory from the list' } });
  });

  it('refuses a region or postal code of the other country in the reader’s language', async () => {
    const register = (overrides: Record<string, string>, language: string) =>
      t.app.inject({ method: 'POST', url: API.register, headers: { 'accept-language': language }, payload: validRegistration(overrides) });
    const wrongRegion = await register({ country: 'US', state: 'Quebec' }, 'fr-CA');
    expect(wrongRegion.json().error.fields.state).toBe('Cette province ou ce territoire n’est pas aux États-Unis. Veuillez choisir un État dans la liste');
    const wrongCode = await register({ country: 'CA', state: 'Ontario', postal_code: '21201' }, 'ar');
    expect(wrongCode.json().error.fields.postal_code).toBe('يُرجى إدخال رمز بريدي مثل A1A 1A1');
  });

  it('removes a credentials row that has no profile', async () => {
    await t.db.kysely.insertInto('users').values({ id: crypto.randomUUID(), email: 'orphan@example.org', password_hash: 'x', created_at: new Date().toISOString() }).execute();
    const res = await t.app.inject({ method: 'POST', url: API.cleanupOrphanedUser, payload: { email: 'orphan@example.org' } });
    expect(res.json()).toEqual({ success: true, removed: 1 });
  });

  it.each([
    [{ full_name: 'A' }, 'Name must be at least 2 characters'],
    [{ gender: 'unknown' }, 'Please select your gender'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ phone: '12' }, 'Please enter a valid phone number'],
    [{ city: 'B' }, 'City is required'],
    [{ state: '' }, 'State is required'],
    [{ state: 'Atlantis' }, 'Please select a state from the list'],
    [{ country: 'MX' }, 'Please choose the United States or Canada'],
    [{ country: 'CA', state: 'Maryland', postal_code: 'M5V 3L9' }, 'That state is not in Canada. Please select a province or territory from the list'],
    [{ state: 'Ontario' }, 'That province or territory is not in the United States. Please select a state from the list'],
    [{ postal_code: '' }, 'ZIP code is required'],
    [{ postal_code: '2120' }, 'Please enter a ZIP code like 12345 or 12345-6789'],
    [{ country: 'CA', state: 'Ontario', postal_code: '21201' }, 'Please enter a postal code like A1A 1A1'],
    [{ marital_status: '' }, 'Please select your marital status'],
    [{ dob: '' }, 'Date of birth is required'],
    [{ dob: '1899-12-31' }, 'Date of birth must be between 1900-01-01 and today'],
    [{ dob: '2999-01-01' }, 'Date of birth must be between 1900-01-01 and today'],
    [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
    [{ password: 'lowercase1!' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'UPPERCASE1!' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'NoDigits!!' }, 'Password must contain at least one number'],
    [{ password: 'NoSpecial11' }, 'Password must contain at least one special character'],
    [{ device_hash: 'xyz' }, 'Invalid device fingerprint'],
    [{ is_admin: true }, 'Unrecognized key: "is_admin"'],
  ])('rejects %o with "%s" and stores nothing', async (override, message) => {
    const users = await count('users');
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await count('users')).toBe(users);
  });

  it('shows only the first failing message when several fields are wrong', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ full_name: '', email: 'bad', city: '' }) });
    expect(res.json().error.message).toBe('Name must be at least 2 characters');
    expect(res.json().error.fields).toMatchObject({ full_name: 'Name must be at least 2 characters', email: 'Invalid email address', city: 'City is required' });
  });

  it('rejects a malformed JSON body with a 400 and a plain message', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.register, headers: { 'content-type': 'application/json' }, payload: '{"full_name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The request could not be understood.');
  });
});

describe('e-mail verification', () => {
  it('verifies once, signs the member in and moves the live counter', async () => {
    const payload = validRegistration();
    await t.app.inject({ method: 'POST', url: API.register, payload });
    const before = await stats();
    const token = tokenFromLink(t.mailsTo(payload.email)[0]?.link ?? '');
    const res = await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: payload.email, verified: true, is_admin: false });
    const session = await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: cookieFrom(res) } });
    expect(session.json().user.email).toBe(payload.email);
    expect((await stats()).verified_subscribers).toBe(before.verified_subscribers + 1);

    const again = await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(AUTH_MESSAGES.linkInvalid);
    expect((await stats()).verified_subscribers).toBe(before.verified_subscribers + 1);
  });

  it('refuses an expired link', async () => {
    const payload = validRegistration();
    await t.app.inject({ method: 'POST', url: API.register, payload });
    await t.db.kysely.updateTable('auth_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('used_at', 'is', null).execute();
    const token = tokenFromLink(t.mailsTo(payload.email)[0]?.link ?? '');
    const res = await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token } });
    expect(res.statusCode).toBe(400);
  });

  it('resends a fresh link to an unverified member and makes the old one useless', async () => {
    const member = await createMember(t, { verified: false });
    const oldToken = tokenFromLink(t.mailsTo(member.email)[0]?.link ?? '');
    const res = await t.app.inject({ method: 'POST', url: API.resendVerification, headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    const mails = t.mailsTo(member.email);
    expect(mails).toHaveLength(2);
    expect((await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: oldToken } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: tokenFromLink(mails[1]?.link ?? '') } })).statusCode).toBe(200);
  });

  it('resend: 401 for visitors, 409 once verified', async () => {
    expect((await t.app.inject({ method: 'POST', url: API.resendVerification })).statusCode).toBe(401);
    const member = await createMember(t, { verified: true });
    const res = await t.app.inject({ method: 'POST', url: API.resendVerification, headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(409);
  });
});

describe('the link sent again from the screen after sign-up', () => {
  const resend = (email: string, remoteAddress = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: API.resendSignUpLink, payload: { email }, remoteAddress });

  it('sends a fresh link to an account waiting to be confirmed, without a session, and the old link stops working', async () => {
    const payload = validRegistration();
    await t.app.inject({ method: 'POST', url: API.register, payload });
    const oldToken = tokenFromLink(t.mailsTo(payload.email)[0]?.link ?? '');

    const res = await resend(payload.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.signUpLinkResent);
    await t.services.tasks.idle();

    const mails = t.mailsTo(payload.email);
    expect(mails).toHaveLength(2);
    expect((await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: oldToken } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: tokenFromLink(mails[1]?.link ?? '') } })).statusCode).toBe(200);
  });

  it('answers an unknown or already confirmed address in the same words and sends it nothing', async () => {
    const verified = await createMember(t, { verified: true });
    const sentBefore = t.mailsTo(verified.email).length;
    for (const email of ['nobody-waiting@example.org', verified.email]) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(AUTH_MESSAGES.signUpLinkResent);
    }
    await t.services.tasks.idle();
    expect(t.mailsTo('nobody-waiting@example.org')).toHaveLength(0);
    expect(t.mailsTo(verified.email)).toHaveLength(sentBefore);
  });
});

describe('login, session and logout', () => {
  it('takes a new member over HTTP from sign-up through the e-mailed link to a sign-in with the password chosen', async () => {
    const payload = validRegistration();
    expect((await t.app.inject({ method: 'POST', url: API.register, payload })).statusCode).toBe(201);
    const verified = await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: tokenFromLink(t.mailsTo(payload.email).at(-1)?.link ?? '') } });
    expect(verified.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { email: payload.email, password: payload.password } });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: cookieFrom(login) } });
    expect(me.json()).toMatchObject({ profile: { email: payload.email, full_name: payload.full_name, verified: true, locale: 'en' }, subscription: { status: 'pending' }, is_admin: false });
  });

  it('gives the test factories a member just like one who signed up over HTTP', async () => {
    const payload = validRegistration();
    await t.app.inject({ method: 'POST', url: API.register, payload });
    await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: tokenFromLink(t.mailsTo(payload.email).at(-1)?.link ?? '') } });
    const signedUp = await signIn(t, payload);
    const made = await createMember(t);
    const overview = async (cookie: string) => {
      const { profile, subscription, is_admin } = (await t.app.inject({ method: 'GET', url: API.me, headers: { cookie } })).json();
      const { id: _id, email: _email, referral_code: _code, created_at: _created, ...rest } = profile;
      return { profile: rest, subscription: { status: subscription.status, monthly_amount_cents: subscription.monthly_amount_cents }, is_admin };
    };
    expect(await overview(made.cookie)).toEqual(await overview(signedUp));
    expect(t.mailsTo(made.email).map((m) => m.subject)).toEqual(t.mailsTo(payload.email).map((m) => m.subject));
  });

  it('signs in with the right password, in any letter case of the e-mail', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.login, payload: { email: member.email.toUpperCase(), password: member.password } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.json().user.email).toBe(member.email);
  });

  it('answers a wrong password and an unknown e-mail identically, each after the same password check', async () => {
    const member = await createMember(t);
    // A call-through spy: the check still runs in the hashing pool. An unknown e-mail must cost the
    // same scrypt (the pool's decoy for a missing hash) so that the answer's delay tells nothing.
    const verify = vi.spyOn(t.services.passwords, 'verify');
    try {
      const wrong = await t.app.inject({ method: 'POST', url: API.login, payload: { email: member.email, password: 'Wrong-Passw0rd' } });
      const unknown = await t.app.inject({ method: 'POST', url: API.login, payload: { email: 'nobody@example.org', password: 'Wrong-Passw0rd' } });
      expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error.message).toBe('Invalid email or password');
      expect(verify.mock.calls).toEqual([['Wrong-Passw0rd', expect.stringMatching(/^scrypt\$/)], ['Wrong-Passw0rd', undefined]]);
    } finally {
      verify.mockRestore();
    }
  });

  it.each([
    [{ email: 'bad', password: 'x' }, 'Invalid email address'],
    [{ email: 'a@example.org', password: '' }, 'Password is required'],
  ])('validates login %o', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: API.login, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('logs out: the cookie no longer opens a session', async () => {
    const member = await createMember(t);
    const out = await t.app.inject({ method: 'POST', url: API.logout, headers: { cookie: member.cookie } });
    expect(out.json()).toEqual({ success: true, message: 'Signed out successfully' });
    const session = await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } });
    expect(session.json()).toEqual({ user: null });
    expect((await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } })).statusCode).toBe(401);
  });

  it('keeps sessions across a server restart', async () => {
    const member = await createMember(t);
    await t.restart();
    const session = await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } });
    expect(session.json().user.email).toBe(member.email);
  });

  it('ignores a forged or expired session cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: 'sid=forged' } })).json()).toEqual({ user: null });
    const member = await createMember(t);
    await t.db.kysely.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', member.id).execute();
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } })).json()).toEqual({ user: null });
  });
});

describe('password change and reset', () => {
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: API.login, payload: { email, password } });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const member = await createMember(t);
    const otherDevice = cookieFrom(await login(member.email, member.password));
    const res = await t.app.inject({ method: 'POST', url: API.myPassword, headers: { cookie: member.cookie }, payload: { current_password: member.password, new_password: 'N3w!Passw0rd-Lantern' } });
    expect(res.json()).toEqual({ success: true, message: 'Password changed. You have been signed out everywhere else.' });
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } })).json().user).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: otherDevice } })).json().user).toBeNull();
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'N3w!Passw0rd-Lantern')).statusCode).toBe(200);
  });

  it.each([
    [{ current_password: 'wrong', new_password: 'N3w!Passw0rd-Lantern' }, 'Current password is incorrect'],
    [{ current_password: 'x', new_password: 'short' }, 'Password must be at least 8 characters'],
    [{ current_password: '', new_password: 'N3w!Passw0rd-Lantern' }, 'Current password is required'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.myPassword, headers: { cookie: member.cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('e-mails a single-use reset link that sets a new password and ends every session', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: member.email } });
    expect(res.json().message).toBe('If an account exists for that e-mail, we have sent a link to reset the password.');
    await t.services.tasks.idle();
    const link = t.mailsTo(member.email).at(-1)?.link ?? '';
    expect(link).toMatch(/\/auth#reset=[\w-]{43}$/);
    const token = tokenFromLink(link, 'reset');
    const reset = await t.app.inject({ method: 'POST', url: API.resetPassword, payload: { token, password: 'R3set!Passw0rd' } });
    expect(reset.json().message).toBe('Your password has been changed. Please log in.');
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } })).json().user).toBeNull();
    expect((await login(member.email, 'R3set!Passw0rd')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: API.resetPassword, payload: { token, password: 'An0ther!Passw0rd' } });
    expect(again.json().error.message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: 'nobody-here@example.org' } });
    expect(res.json().message).toBe('If an account exists for that e-mail, we have sent a link to reset the password.');
    await t.services.tasks.idle();
    expect(t.mailsTo('nobody-here@example.org')).toHaveLength(0);
  });
});

describe('admin sign-in', () => {
  it('gives an admin a session once the code from their app is entered', async () => {
    const admin = await createMember(t, { admin: true });
    const cookie = await signIn(t, admin, API.adminLogin);
    const res = await t.app.inject({ method: 'GET', url: API.session, headers: { cookie } });
    expect(res.json().user.is_admin).toBe(true);
  });

  it('refuses a member and ends the session they already had', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.adminLogin, headers: { cookie: member.cookie }, payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } })).json()).toEqual({ user: null });
  });

  it('answers wrong credentials with the admin message', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.adminLogin, payload: { email: 'nobody@example.org', password: 'whatever' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid credentials. Please try again.');
  });

  it('promotes an existing account from the CLI service and verifies it', async () => {
    const member = await createMember(t, { verified: false });
    const result = await t.services.auth.createOrPromoteAdmin({ email: member.email, password: 'ignored', fullName: 'x' });
    expect(result).toEqual({ created: false, userId: member.id });
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { email: member.email, password: member.password } });
    const me = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: cookieFrom(login) } });
    expect(me.json()).toMatchObject({ is_admin: true, profile: { verified: true } });
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after repeated sign-ups or logins from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNUP: '2/3600', RATE_LIMIT_LOGIN: '3/900' });
    try {
      const ip = { remoteAddress: '203.0.113.7' };
      for (let i = 0; i < 2; i++) {
        expect((await limited.app.inject({ method: 'POST', url: API.register, payload: validRegistration(), ...ip })).statusCode).toBe(201);
      }
      const blocked = await limited.app.inject({ method: 'POST', url: API.register, payload: validRegistration(), ...ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await limited.app.inject({ method: 'POST', url: API.register, payload: validRegistration(), remoteAddress: '203.0.113.8' })).statusCode).toBe(201);

      const login = { email: 'target@example.org', password: 'Guess-1234' };
      for (let i = 0; i < 3; i++) expect((await limited.app.inject({ method: 'POST', url: API.login, payload: login, ...ip })).statusCode).toBe(401);
      expect((await limited.app.inject({ method: 'POST', url: API.login, payload: login, ...ip })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('stops sending the sign-up link again at the e-mail limit for one address, whichever client address asks', async () => {
    const limited = await createTestApp({ RATE_LIMIT_EMAIL: '2/3600' });
    try {
      const resend = (email: string, remoteAddress: string) => limited.app.inject({ method: 'POST', url: API.resendSignUpLink, payload: { email }, remoteAddress });
      const email = 'asked-too-often@example.org';
      expect((await resend(email, '198.51.100.30')).statusCode).toBe(200);
      expect((await resend(email, '198.51.100.31')).statusCode).toBe(200);
      const blocked = await resend(email, '198.51.100.32');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await resend('someone-else@example.org', '198.51.100.32')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
