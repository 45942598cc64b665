import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api';
import { createMember, signIn, type TestMember } from '../../test/support/api-harness';
import { createTestAppWithStripe } from '../../test/support/fake-stripe-harness';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const LONG = 'x'.repeat(100 * 1024);
const FIELDS = ['email', 'password', 'full_name', 'name', 'token', 'code', 'month', 'month_year', 'amount', 'monthly_amount', 'country', 'state', 'city', 'postal_code', 'phone', 'dob', 'reason', 'body', 'title', 'content', 'status', 'reference', 'member', 'locale', 'goal'];

/** Bodies no client of ours sends, each as the raw text of a JSON request (undefined: no body at all). */
const BODIES: [string, string | undefined][] = [
  ['no body', undefined],
  ['an empty body', ''],
  ['null', 'null'],
  ['an empty array', '[]'],
  ['a string', '"a string"'],
  ['a number', '42'],
  ['fields of the wrong types', JSON.stringify(Object.fromEntries(FIELDS.map((f, i) => [f, [i % 2 ? {} : [], null, true, 12.5][i % 4]])))],
  ['100 KB strings in every field', JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, LONG])))],
  ['a 100 KB string', JSON.stringify(LONG)],
];

/** A request path for a route pattern: every parameter an id or a value that names nothing. */
const pathOf = (url: string) => url.replace(/:month(?=\.|\/|$)/g, '1999-01').replace(/:year(?=\.)/g, '2025').replace(/:(\w+)/g, NO_SUCH_ID);

let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
let member: TestMember;
beforeAll(async () => {
  // Payments configured (against a fake of Stripe), so that their routes validate instead of answering 503.
  t = await createTestAppWithStripe();
  member = await createMember(t);
});
afterAll(async () => t.close());

describe('malformed request bodies', () => {
  it('never make a write route answer 5xx, for a visitor or a member', async () => {
    const writes = [...t.app.routeAccess.keys()]
      .map((key) => key.split(' ') as [string, string])
      .filter(([method, url]) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && url.startsWith('/api/'));
    expect(writes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [method, url] of writes) {
      for (const who of ['visitor', 'member'] as const) {
        for (const [what, body] of BODIES) {
          const headers: Record<string, string> = { 'content-type': 'application/json', ...(who === 'member' && { cookie: member.cookie }) };
          const res = await t.injectRaw({ method: method as 'POST', url: pathOf(url), headers, ...(body !== undefined && { payload: body }) });
          if (res.statusCode >= 500) failures.push(`${method} ${url} as a ${who} with ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          // A write that ended the member's session (signing out) is followed by a new one.
          if (who === 'member' && (await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } })).json().user === null) {
            member.cookie = await signIn(t, member);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
