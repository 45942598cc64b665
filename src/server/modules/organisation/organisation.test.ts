import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type SiteInfo } from '../../../shared/api';
import { ORGANISATION_API, type OrganisationProfile } from '../../../shared/schemas/organisation';
import { auditOf, createMember, createTestApp, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { warnIfProfileIncomplete } from '../../startup-checks';

/**
 * The organisation's public profile: set by an admin (validated, audited), read by anyone through the
 * site details, standing on the configuration's values until first saved.
 */

const PROFILE: OrganisationProfile = {
  legal_name: 'Riba-Free Community Inc.',
  registration_number: '12-3456789',
  address: '100 Main Street\nBaltimore, MD 21201',
  support_email: 'help@community.example',
  support_phone: '+1 410 555 0100',
  people: [
    { group: 'board', name: 'Amina Yusuf', role: 'Chair' },
    { group: 'scholar', name: 'Shaykh Idris Khan', role: 'Shariah reviewer' },
  ],
};

let t: TestApp;
let admin: TestMember;
let member: TestMember;
const put = (payload: unknown, who: TestMember = admin) => t.app.inject({ method: 'PUT', url: ORGANISATION_API, headers: { cookie: who.cookie }, payload: payload as object });
const site = async () => (await t.app.inject({ method: 'GET', url: API.site })).json() as SiteInfo;

beforeAll(async () => {
  t = await createTestApp({ ORG_LEGAL_NAME: 'From Configuration Inc.', SUPPORT_EMAIL: 'config@community.example' });
  admin = await createMember(t, { admin: true });
  member = await createMember(t);
});
afterAll(async () => t.close());

describe('the organisation profile', () => {
  it('is read and changed by admins only', async () => {
    await expectAdminOnly(t, member, [{ method: 'GET', url: ORGANISATION_API }, { method: 'PUT', url: ORGANISATION_API, payload: PROFILE }]);
  });

  it('stands on the configuration until an admin saves it; then the site details show it, and the change is audited', async () => {
    const before = await t.app.inject({ method: 'GET', url: ORGANISATION_API, headers: { cookie: admin.cookie } });
    expect(before.json()).toEqual({ legal_name: 'From Configuration Inc.', registration_number: null, address: null, support_email: 'config@community.example', support_phone: null, people: [] });
    expect((await site()).organisation.legal_name).toBe('From Configuration Inc.');

    const saved = await put(PROFILE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await site()).toMatchObject({
      support_email: 'help@community.example',
      support_phone: '+1 410 555 0100',
      address: '100 Main Street\nBaltimore, MD 21201',
      organisation: { legal_name: 'Riba-Free Community Inc.', registration_number: '12-3456789', postal_address: '100 Main Street\nBaltimore, MD 21201', people: PROFILE.people },
    });
    const [entry] = await auditOf(t, 'settings', 'organisation');
    expect(entry).toMatchObject({ actor_id: admin.id, action: 'update', before: { legal_name: 'From Configuration Inc.' }, after: { legal_name: 'Riba-Free Community Inc.' } });

    // An emptied detail is left out: the contact address falls back to the configured region.
    expect((await put({ ...PROFILE, address: null, support_phone: null })).statusCode).toBe(200);
    expect(await site()).toMatchObject({ support_phone: null, address: 'Maryland, USA', organisation: { postal_address: null } });
  });

  it('refuses what the server cannot publish, naming the field', async () => {
    for (const [field, value] of [
      ['legal_name', 'x'],
      ['registration_number', 'a'.repeat(61)],
      ['address', '1\n2\n3\n4\n5\n6'],
      ['support_email', 'not-an-address'],
      ['support_phone', 'call me'],
      ['people', [{ group: 'board', name: 'A', role: 'Chair' }]],
      ['people', [{ group: 'treasurer', name: 'Amina', role: 'Chair' }]],
    ] as const) {
      const res = await put({ ...PROFILE, [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    }
    expect((await put({ ...PROFILE, extra: 1 })).statusCode).toBe(400);
  });

  it('brands every e-mail with the organisation name and postal address, keeping the plain-text part', async () => {
    expect((await put(PROFILE)).statusCode).toBe(200);
    const reader = await createMember(t);
    expect((await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: reader.email } })).statusCode).toBeLessThan(300);
    await t.services.tasks.idle();
    const mail = t.mailsTo(reader.email).find((m) => m.subject.includes('password'));
    expect(mail?.html).toContain('Riba-Free Community Inc.');
    expect(mail?.html).toContain('100 Main Street<br>Baltimore, MD 21201');
    expect(mail?.html).not.toContain('<!--brand-');
    expect(mail?.text).not.toContain('100 Main Street');
    expect(mail?.text).toContain('Choose a new password');
  });
});

describe('a production start', () => {
  const capture = () => {
    const lines: string[] = [];
    return { lines, log: { info: () => {}, error: () => {}, warn: (_fields: object, message: string) => lines.push(message) } };
  };

  it('warns in one line naming what the profile lacks, and says nothing once it is complete or off production', async () => {
    const { lines, log } = capture();
    await warnIfProfileIncomplete({ publicUrl: 'https://community.example' }, async () => ['registration_number', 'scholars'], log);
    expect(lines).toEqual(["the organisation's public profile lacks registration_number, scholars; set them in the admin settings so pages, e-mails and statements can name them"]);
    await warnIfProfileIncomplete({ publicUrl: 'https://community.example' }, async () => [], log);
    await warnIfProfileIncomplete({ publicUrl: 'http://localhost:3000' }, async () => ['legal_name'], log);
    expect(lines).toHaveLength(1);
  });

  it('counts as missing each detail a trustworthy site states', async () => {
    expect((await put(PROFILE)).statusCode).toBe(200);
    expect(await t.services.organisation.missing()).toEqual([]);
    expect((await put({ ...PROFILE, registration_number: null, people: PROFILE.people.slice(0, 1) })).statusCode).toBe(200);
    expect(await t.services.organisation.missing()).toEqual(['registration_number', 'scholars']);
  });
});
