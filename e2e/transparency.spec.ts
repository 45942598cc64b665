import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { e2eDatabase } from './support/db';
import { numberIn } from './support/text';
import { latestLinkTokenTo } from './support/outbox';
import { PASSWORD, uniqueEmail } from './support/members';
import { packagesIn, watchScripts } from './support/bundle';

test.describe.configure({ mode: 'serial' });


test('the subscriber count and projection follow a verification live', async ({ page, request }) => {
  await page.goto('/transparency');
  const pool = page.getByTestId('transparency-pool');
  await expect(pool).toHaveText(/\$/);
  const before = numberIn(await pool.textContent());
  const email = uniqueEmail('transparency');
  const res = await request.post('/api/auth/register', {
    data: { full_name: 'Zainab Hussain', email, password: PASSWORD, gender: 'female', country: 'US', city: 'Dearborn', state: 'Michigan', postal_code: '48126', marital_status: 'single', dob: '1992-02-02' },
  });
  expect(res.status()).toBe(201);
  const token = await latestLinkTokenTo(email);
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  await expect.poll(async () => numberIn(await pool.textContent())).toBeGreaterThanOrEqual(before + 10);
});

test('with reports: the list, status badges, chart and CSV download', async ({ page }) => {
  const db = e2eDatabase();
  const insert = db.prepare(`insert into fund_distributions (id, month_year, total_pool_cents, total_distributed_cents, total_retained_cents, beneficiaries_count, status, created_by, created_at)
                             values (?, ?, ?, ?, ?, ?, ?, null, ?)`);
  insert.run(randomUUID(), '2026-01', 10_000_000_00, 9_900_000_00, 100_000_00, 900, 'completed', new Date().toISOString());
  insert.run(randomUUID(), '2026-02', 12_345_67, 12_222_22, 123_45, 12, 'processing', new Date().toISOString());
  db.close();

  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = watchScripts(page);
  await page.goto('/transparency');
  const list = page.getByRole('list', { name: 'Monthly reports' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('February 2026');
  await expect(list.getByRole('listitem').first()).toContainText('$12,345.67');
  await expect(list.getByRole('listitem').first().getByText('processing')).toHaveClass(/yellow/);
  await expect(list.getByRole('listitem').nth(1)).toContainText('January 2026');
  await expect(list.getByRole('listitem').nth(1).getByText('completed')).toHaveClass(/green/);
  await expect(page.getByTestId('families-supported')).toHaveText('912');
  // The chart's library is the page's largest download: it comes only as the chart scrolls near.
  await page.waitForLoadState('networkidle');
  expect(packagesIn(scripts).has('recharts')).toBe(false);
  await page.getByRole('heading', { name: 'Pool and distributions by month' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('figure', { name: /Chart of the monthly pool/ }).locator('svg.recharts-surface').first()).toBeVisible();
  expect(packagesIn(scripts).has('recharts')).toBe(true);
  await expectNoAxeViolations(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('distribution-reports.csv');
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toContain('2026-01,10000000.00,9900000.00,100000.00,900,completed');
});
