import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createTestApp, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const addReport = (month: string, pool: number, beneficiaries: number, status = 'completed', ledger: { collected_cents?: number; fees_cents?: number; refunds_cents?: number } = {}) =>
  t.db.kysely.insertInto('fund_distributions').values({
    id: randomUUID(), month_year: month, total_pool_cents: pool, total_distributed_cents: pool - Math.floor(pool / 100),
    total_retained_cents: Math.floor(pool / 100), beneficiaries_count: beneficiaries, status, created_by: null, created_at: new Date().toISOString(), ...ledger,
  }).execute();

describe('public transparency reports', () => {
  it('is empty with no families supported before any distribution', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.distributions });
    expect(res.json()).toEqual({ items: [], page: 1, page_size: 20, total: 0, families_supported: 0, collected_cents: 0, paid_cents: 0, pending_cents: 0 });
  });

  it('lists reports newest month first, paged, and sums the beneficiaries', async () => {
    await addReport('2026-01', 1_000_000_00, 1200);
    await addReport('2026-03', 1_234_567, 3, 'processing');
    await addReport('2026-02', 500_00, 1);
    const first = (await t.app.inject({ method: 'GET', url: `${API.distributions}?page=1&page_size=2` })).json();
    expect(first.items.map((r: { month_year: string }) => r.month_year)).toEqual(['2026-03', '2026-02']);
    expect(first).toMatchObject({ total: 3, families_supported: 1204, page: 1, page_size: 2 });
    const second = (await t.app.inject({ method: 'GET', url: `${API.distributions}?page=2&page_size=2` })).json();
    expect(second.items.map((r: { month_year: string }) => r.month_year)).toEqual(['2026-01']);
    expect(second.items[0]).toMatchObject({ total_pool_cents: 1_000_000_00, total_distributed_cents: 99_000_000, total_retained_cents: 1_000_000 });
  });

  it.each([
    ['page=0', 'Page must be 1 or more'],
    ['page_size=101', 'Page size must be at most 100'],
    ['page=abc', 'Invalid input: expected number, received NaN'],
  ])('rejects ?%s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `${API.distributions}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('leaves out a month prepared but not approved, and shows where an approved pool came from', async () => {
    await addReport('2026-05', 2_000_00, 4, 'prepared');
    await addReport('2026-04', 1_000_00, 2, 'completed', { collected_cents: 1_030_00, fees_cents: 30_00, refunds_cents: 0 });
    const res = (await t.app.inject({ method: 'GET', url: API.distributions })).json();
    expect(res.items.map((r: { month_year: string }) => r.month_year)).toEqual(['2026-04', '2026-03', '2026-02', '2026-01']);
    expect(res).toMatchObject({ total: 4, families_supported: 1206 });
    expect(res.items[0]).toMatchObject({ collected_cents: 1_030_00, fees_cents: 30_00, refunds_cents: 0 });
    expect(res.items[1]).toMatchObject({ collected_cents: null, fees_cents: null, refunds_cents: null });
  });

  it('downloads every report as CSV in dollars', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.distributionsCsv });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('distribution-reports.csv');
    expect(res.body.split('\r\n')).toEqual([
      'month,total_pool_usd,distributed_usd,retained_usd,beneficiaries,status,collected_usd,fees_usd,refunds_usd,'
        + 'zakat_collected_usd,sadaqah_collected_usd,zakat_distributed_usd,sadaqah_distributed_usd,operations_from_sadaqah_usd,operations_shortfall_usd',
      '2026-04,1000.00,990.00,10.00,2,completed,1030.00,30.00,0.00,,,,,,',
      '2026-03,12345.67,12222.22,123.45,3,processing,,,,,,,,,',
      '2026-02,500.00,495.00,5.00,1,completed,,,,,,,,,',
      '2026-01,1000000.00,990000.00,10000.00,1200,completed,,,,,,,,,',
      '',
    ]);
  });
});
