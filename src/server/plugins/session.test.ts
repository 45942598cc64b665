import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../shared/api';
import { createMember, createTestApp, type TestApp } from '../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('session lookup', () => {
  it('is skipped for requests without a session cookie, and still made for those with one', async () => {
    const member = await createMember(t);
    const lookup = vi.spyOn(t.services.auth, 'resolveSession');
    try {
      for (const url of [API.stats, API.health, API.site]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect((await t.app.inject({ method: 'GET', url: API.me })).statusCode).toBe(401);
      expect(lookup).not.toHaveBeenCalled();

      expect((await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } })).statusCode).toBe(200);
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it('costs no query on a public route without a cookie', async () => {
    await t.app.inject({ method: 'GET', url: API.stats });
    const before = t.queryCount;
    await t.app.inject({ method: 'GET', url: API.stats });
    await t.app.inject({ method: 'GET', url: API.healthLive });
    expect(t.queryCount - before).toBe(0);
  });
});
