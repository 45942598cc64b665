import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AuditEntry } from '../../../shared/api';
import { createMember, createTestApp, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  // Signing the admin in and promoting them are security events; these tests read admin changes only.
  await t.db.kysely.deleteFrom('audit_log').where('entity_type', '=', 'security').execute();
  const audit = t.services.audit;
  const actor = { id: admin.id, email: admin.email };
  ids = {};
  // Written straight through the service at known times, as any module's change would be.
  for (const [key, entity_type, action, at] of [
    ['old', 'subscription', 'update', '2026-01-01T23:59:59.999Z'],
    ['mid', 'review', 'approve', '2026-01-02T00:00:00.000Z'],
    ['new', 'subscription', 'delete', '2026-01-03T12:00:00.000Z'],
  ] as const) {
    await t.db.kysely.transaction().execute((trx) => audit.record(trx, actor, { action, entity_type, entity_id: key, before: { step: key }, after: action === 'delete' ? undefined : { step: `${key}!` } }));
    const row = await t.db.kysely.updateTable('audit_log').set({ created_at: at }).where('entity_id', '=', key).returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
});
afterAll(async () => t.close());

const audit = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${API.adminAudit}${query}`, headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AuditEntry[]; total: number; page: number };
};
const keys = (page: { items: AuditEntry[] }) => page.items.map((e) => e.entity_id);

describe('GET /api/admin/audit', () => {
  it('lists changes newest first, with who made them and the state before and after', async () => {
    const page = await audit();
    expect(keys(page)).toEqual(['new', 'mid', 'old']);
    expect(page.items[2]).toEqual({
      id: ids.old, actor_id: admin.id, actor_email: admin.email, actor_name: expect.any(String), action: 'update', entity_type: 'subscription', entity_id: 'old',
      target_name: null, before: { step: 'old' }, after: { step: 'old!' }, changes: [{ field: 'step', before: 'old', after: 'old!' }], created_at: '2026-01-01T23:59:59.999Z',
    });
    expect(page.items[0]!.after).toBeNull();
  });

  it('filters by record type and by action', async () => {
    expect(keys(await audit('?entity_type=subscription'))).toEqual(['new', 'old']);
    expect(keys(await audit('?action=approve'))).toEqual(['mid']);
    expect(keys(await audit('?entity_type=review&action=delete'))).toEqual([]);
  });

  it('filters by whole UTC days, both ends included', async () => {
    expect(keys(await audit('?from=2026-01-02'))).toEqual(['new', 'mid']);
    expect(keys(await audit('?to=2026-01-01'))).toEqual(['old']);
    expect(keys(await audit('?from=2026-01-02&to=2026-01-02'))).toEqual(['mid']);
  });

  it('pages on the server', async () => {
    const page = await audit('?page=2&page_size=2');
    expect(page).toMatchObject({ total: 3, page: 2 });
    expect(keys(page)).toEqual(['old']);
  });

  it.each([
    ['?entity_type=users', 'Please choose a known record type'],
    ['?action=drop', 'Please choose a known action'],
    ['?from=2026-02-30', 'Start date must be a valid date'],
    ['?from=2026-01-03&to=2026-01-02', 'End date must be on or after the start date'],
  ])('refuses %s with "%s"', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `${API.adminAudit}${query}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers 401 to visitors and 403 to members', async () => {
    await expectAdminOnly(t, await createMember(t), [{ method: 'GET', url: API.adminAudit }]);
  });
});
