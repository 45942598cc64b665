import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api';
import { CONTROL_CHARACTERS_MESSAGE } from '../shared/schemas/text';
import { createMember, createTestAppWithAdmin, enrollTwoStep, type TestApp, type TestMember, validRegistration } from '../../test/support/api-harness';
import { ASKED_FOR } from '../../test/support/application-request';

let t: TestApp;
let admin: TestMember;
let scholar: TestMember;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  // Signing routes refuse admins: their fields are tried as a Shariah board member.
  scholar = await createMember(t);
  await t.services.roles.applyFromCli({ email: scholar.email, role: 'shariah_board', change: 'grant', display_name: 'Control Characters' });
  await enrollTwoStep(t, scholar.cookie);
});
afterAll(async () => t.close());

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  'x-access'?: string;
  parameters?: { in: 'query' | 'path'; name: string; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
}
interface TextField {
  method: string;
  path: string;
  where: 'body' | 'query' | 'path';
  name: string;
  /** Enums and UUIDs refuse any unexpected text with their own message; free text gets the shared one. */
  ownMessage: boolean;
  access: string | undefined;
}

const acceptsText = (s: JsonSchema): boolean => s.type === 'string' || (s.anyOf ?? []).some(acceptsText);

/** Every text field of every route, read from the OpenAPI document the routes' own schemas produce. */
async function textFields(): Promise<TextField[]> {
  const doc = (await t.app.inject({ method: 'GET', url: API.openapi })).json() as { paths: Record<string, Record<string, Operation>> };
  const fields: TextField[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const p of op.parameters ?? []) {
        if (acceptsText(p.schema)) fields.push({ method: method.toUpperCase(), path, where: p.in, name: p.name, ownMessage: Boolean(p.schema.enum || p.schema.format), access: op['x-access'] });
      }
      for (const [name, s] of Object.entries(op.requestBody?.content['application/json']?.schema.properties ?? {})) {
        if (acceptsText(s)) fields.push({ method: method.toUpperCase(), path, where: 'body', name, ownMessage: Boolean(s.enum || s.format), access: op['x-access'] });
      }
    }
  }
  return fields;
}

function requestFor(field: TextField, value: string) {
  const encoded = encodeURIComponent(value);
  let url = field.path.replace(/\{(\w+)\}/g, (_, name: string) => (field.where === 'path' && name === field.name ? encoded : '00000000-0000-4000-8000-000000000000'));
  if (field.where === 'query') url += `?${field.name}=${encoded}`;
  // A document is sent as the request's raw body, its label in the query.
  const upload = field.method === 'POST' && field.path.endsWith('/documents');
  return {
    method: field.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url,
    headers: { cookie: (field.access === 'oversight' ? scholar : admin).cookie, ...(upload && { 'content-type': 'application/octet-stream' }) },
    ...(field.where === 'body' && { payload: { [field.name]: value } }),
    ...(upload && { payload: Buffer.from('a document') }),
  };
}

/** Everything a request could have written; rate-limit counters and sessions aside. */
const TABLES = ['users', 'profiles', 'auth_tokens', 'user_roles', 'beneficiaries', 'fund_distributions', 'products', 'subscriptions', 'reviews', 'subscriber_stats', 'phone_codes', 'audit_log', 'distribution_allocations', 'profile_search_terms', 'contact_messages', 'contact_replies', 'ledger_entries'] as const;
async function snapshot() {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) rows[table] = await t.db.kysely.selectFrom(table).selectAll().execute();
  return rows;
}

/** Fields picked from a list: any other text is refused with the list's own message. */
const CHOICES = new Set(['gender', 'marital_status', 'country', 'product_type', 'category', 'payout_method']);

describe('control characters', () => {
  it('are refused with a 400 in every text field of every route, and nothing is stored', async () => {
    const fields = await textFields();
    const names = fields.map((f) => `${f.method} ${f.path} ${f.where}:${f.name}`);
    // The sweep must reach the fields the defect was found in, in bodies, queries and paths alike.
    for (const known of ['POST /api/auth/register body:full_name', 'POST /api/auth/register body:city', 'PUT /api/me/profile body:state', 'POST /api/reviews body:content',
      'POST /api/applications body:reason', 'POST /api/admin/products body:description', 'PUT /api/admin/products/{id} path:id', 'GET /api/admin/subscribers/export.csv query:q',
      'POST /api/auth/login body:password', 'POST /api/me/phone body:phone', 'GET /api/admin/audit query:from']) {
      expect(names).toContain(known);
    }
    const before = await snapshot();
    for (const field of fields) {
      for (const bad of ['a\u0000b', 'a\u001bb']) {
        const res = await t.app.inject(requestFor(field, bad));
        const label = `${field.method} ${field.path} ${field.where}:${field.name} with ${JSON.stringify(bad)}`;
        expect.soft(res.statusCode, label).toBe(400);
        if (!field.ownMessage) expect.soft(res.json().error.fields?.[field.name], label).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(['\u0000', '\u0007'])('refuses a valid request with %j slipped into one field, and stores nothing', async (bad) => {
    const member = await createMember(t);
    const product = { name: 'Prayer mat', description: 'Soft and washable.', price: '25.00', stock_quantity: 3, image_url: 'https://example.org/mat.png', digital_file_url: '', product_type: 'physical', is_active: true };
    const productId = (await t.app.inject({ method: 'POST', url: API.adminProducts, headers: { cookie: admin.cookie }, payload: product })).json().id as string;
    const valid: { url: string; method: 'POST' | 'PUT'; cookie?: string; payload: Record<string, unknown> }[] = [
      { method: 'POST', url: API.register, payload: validRegistration() },
      { method: 'PUT', url: API.myProfile, cookie: member.cookie, payload: { full_name: 'Amina Rahman', city: 'Baltimore', country: 'US', state: 'Maryland' } },
      { method: 'POST', url: API.reviews, cookie: member.cookie, payload: { title: 'A good start', content: 'The community helped us through a hard month.', rating: 5 } },
      { method: 'POST', url: API.applications, cookie: member.cookie, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } },
      { method: 'POST', url: API.adminProducts, cookie: admin.cookie, payload: product },
      { method: 'PUT', url: `${API.adminProducts}/${productId}`, cookie: admin.cookie, payload: product },
      { method: 'POST', url: API.myPhone, cookie: member.cookie, payload: { phone: '(410) 555-0142' } },
    ];
    const before = await snapshot();
    for (const request of valid) {
      for (const [name, value] of Object.entries(request.payload)) {
        if (typeof value !== 'string' || value === '') continue;
        const payload = { ...request.payload, [name]: `${value.slice(0, 3)}${bad}${value.slice(3)}` };
        const res = await t.app.inject({ method: request.method, url: request.url, payload, ...(request.cookie && { headers: { cookie: request.cookie } }) });
        expect.soft(res.statusCode, `${request.method} ${request.url} ${name}`).toBe(400);
        if (!CHOICES.has(name)) expect.soft(res.json().error.message, `${request.method} ${request.url} ${name}`).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(t.mailsTo('+14105550142')).toEqual([]);
  });

  it('answers the CSV export with a NUL in the search with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.adminSubscribersCsv}?q=%00`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('allows line breaks and tabs in paragraphs only', async () => {
    const member = await createMember(t);
    const review = { title: 'Line\tbreaks', content: 'First line of my review.\r\nSecond line,\tindented.', rating: 5 };
    const refused = await t.app.inject({ method: 'POST', url: API.reviews, headers: { cookie: member.cookie }, payload: review });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ title: CONTROL_CHARACTERS_MESSAGE });
    const accepted = await t.app.inject({ method: 'POST', url: API.reviews, headers: { cookie: member.cookie }, payload: { ...review, title: 'Two lines' } });
    expect(accepted.statusCode).toBe(201);
    const stored = await t.db.kysely.selectFrom('reviews').select('content').where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(review.content);
  });
});
