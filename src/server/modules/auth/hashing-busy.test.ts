import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createTestApp, validRegistration, type TestApp } from '../../../../test/support/api-harness';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_S } from '../../hashing/password-pool';

let t: TestApp;
beforeAll(async () => {
  // One hashing thread and no queue: a second sign-up arriving while one is hashed is refused.
  t = await createTestApp({ HASH_THREADS: '1', HASH_QUEUE: '0' });
});
afterAll(async () => t.close());

const userCount = async () => Number((await t.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('sign-ups beyond the hashing pool', () => {
  it('answer 503 with Retry-After and a clear message at once, create nothing, and the next sign-up goes through', async () => {
    const before = await userCount();
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: API.register, payload: validRegistration() })),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    for (const res of burst.filter((r) => r.statusCode === 503)) {
      expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
      expect(res.json()).toEqual({ error: { code: 'busy', message: BUSY_MESSAGE } });
    }
    expect(await userCount()).toBe(before + statuses.filter((s) => s === 201).length);

    expect((await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration() })).statusCode).toBe(201);
  });

  it('sign-in is refused the same way while the pool is full', async () => {
    const member = validRegistration();
    expect((await t.app.inject({ method: 'POST', url: API.register, payload: member })).statusCode).toBe(201);
    // A stored hash with p=16 costs sixteen ordinary ones: the only thread stays busy while the sign-in arrives.
    const hashing = t.services.passwords.verify('anything', `scrypt$32768$8$16$${'A'.repeat(22)}$${'A'.repeat(43)}`);
    const res = await t.app.inject({ method: 'POST', url: API.login, payload: { email: member.email, password: member.password } });
    await hashing;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
  });
});
