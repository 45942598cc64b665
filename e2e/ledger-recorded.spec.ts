import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { auditRowsBy, newMember, signInNewAdmin } from './support/admin';

// Both tests read the month's total before changing it: run one after the other so neither moves the other's figure.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 812 };
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const thisMonth = new Date().toISOString().slice(0, 7);
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${thisMonth}-01T00:00:00Z`));

test('on a phone, an admin records a cash contribution for a member, sees it in the pledge and the month, corrects it, and the audit log shows both', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const member = await newMember(browser, 'Sawda');
  await member.close();
  await page.setViewportSize(PHONE);
  const admin = await signInNewAdmin(page);
  const reference = `CASH-${randomUUID().slice(0, 8)}`;
  const totalsUrl = `/api/admin/ledger/months/${thisMonth}`;
  const before = (await (await page.request.get(totalsUrl)).json()) as { collected_cents: number };

  await page.goto(`/admin/subscriptions?q=${encodeURIComponent(member.name)}`);
  await page.getByRole('button', { name: `Payments of ${member.name}` }).click();
  const payments = page.getByRole('dialog', { name: `Payments of ${member.name}` });
  await expect(payments.getByText('No ledger entries yet.')).toBeVisible();
  await payments.getByRole('button', { name: 'Record a payment' }).click();

  const form = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(form.getByTestId('found-member')).toContainText(member.name);
  await expect(form.getByLabel('Month')).toHaveValue(thisMonth);
  await form.getByLabel('Method').selectOption({ label: 'Cash' });
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Amount is required')).toBeVisible();
  await expect(form.getByText('Reference is required')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await fitsTheScreen(page)).toBe(true);
  await form.getByLabel('Amount', { exact: true }).fill('20');
  await form.getByLabel('Reference').fill(reference);
  await form.getByLabel('Note').fill('Given at the masjid after Jumuah');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText(`Record $20.00 from ${member.name} for ${monthName}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Confirm and record' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();

  const rows = page.getByRole('dialog', { name: `Payments of ${member.name}` }).getByTestId('ledger-entry');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Recorded payment · ${monthName}`);
  await expect(rows.first()).toContainText('$20.00');
  await expect(rows.first()).toContainText(reference);
  await expectNoAxeViolations(page);
  expect(await fitsTheScreen(page)).toBe(true);

  await page.getByRole('button', { name: `Correct the entry ${reference}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('A new entry of -$20.00 will cancel it.');
  await confirm.getByRole('button', { name: 'Add the correction' }).click();
  await expect(page.getByText('Entry corrected')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Correction · ${monthName}`);
  await expect(rows.first()).toContainText('-$20.00');
  await expect(rows.nth(1)).toContainText('Corrected');
  await expect(page.getByRole('button', { name: `Correct the entry ${reference}` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The month's totals are summed from the rows: the payment and its correction cancel out.
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page.getByRole('heading', { name: `Totals for ${monthName} (USD)` })).toBeVisible();
  await expect(page.getByTestId('ledger-collected')).toHaveText(usd(before.collected_cents));
  await page.getByLabel('Kind').selectOption({ label: 'Recorded payment' });
  await expect(page.getByTestId('ledger-entry').filter({ hasText: reference })).toContainText('Corrected');
  await expectNoAxeViolations(page);
  expect(await fitsTheScreen(page)).toBe(true);

  const trail = await auditRowsBy(page, admin, 'Ledger entry');
  await expect(trail).toHaveCount(2);
  await expect(trail.filter({ hasText: 'Payment recorded' })).toContainText(`Ledger entry: ${member.name}`);
  const recorded = trail.filter({ hasText: 'Payment recorded' }).getByTestId('audit-changes');
  await expect(recorded).toContainText('Note: Given at the masjid after Jumuah');
  await expect(recorded).toContainText('Kind: Recorded payment');
  await expect(recorded).toContainText('Method: Cash');
  await expect(recorded).toContainText('Amount received: $20.00');
  await expect(recorded).toContainText(`Member: ${member.name}`);
  await expect(trail.filter({ hasText: 'Correction' })).toContainText(`Ledger entry: ${member.name}`);
  await expectNoAxeViolations(page);
});

test('the month total counts a recorded payment the moment it is written', async ({ page, browser }) => {
  const member = await newMember(browser, 'Asma');
  await member.close();
  await signInNewAdmin(page);
  const before = (await (await page.request.get(`/api/admin/ledger/months/${thisMonth}`)).json()) as { collected_cents: number };
  await page.goto('/admin/subscriptions');
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await page.getByRole('button', { name: 'Record a payment' }).click();
  const form = page.getByRole('dialog', { name: 'Record a payment' });
  await form.getByLabel('Member').fill(member.name);
  await form.getByRole('button', { name: 'Find member' }).click();
  await expect(form.getByText('No member has this id, e-mail or referral code')).toBeVisible();
  const { items } = (await (await page.request.get(`/api/admin/subscriptions?q=${encodeURIComponent(member.name)}`)).json()) as { items: { email: string }[] };
  await form.getByLabel('Member').fill(items[0]!.email);
  await form.getByRole('button', { name: 'Find member' }).click();
  await expect(form.getByTestId('found-member')).toContainText(member.name);
  await form.getByLabel('Amount', { exact: true }).fill('12.34');
  await form.getByLabel('Currency').selectOption('CAD');
  await form.getByLabel('Amount deposited in USD').fill('9.01');
  await form.getByLabel('Method').selectOption({ label: 'Cheque' });
  const reference = `CHQ-${randomUUID().slice(0, 8)}`;
  await form.getByLabel('Reference').fill(reference);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText(`Record CA$12.34 from ${member.name} for ${monthName}?`)).toBeVisible();
  await form.getByRole('button', { name: 'Confirm and record' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(page.getByTestId('ledger-collected')).toHaveText(usd(before.collected_cents + 901));
  await expect(page.getByTestId('ledger-entry').filter({ hasText: reference })).toContainText('In the pool: $9.01');
  await expectNoAxeViolations(page);
});

test('the ledger tab and the record dialog in Arabic on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await signInNewAdmin(page);
  await page.context().addCookies([{ name: 'locale', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/admin/subscriptions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'السجل المالي' }).click();
  await expect(page.getByRole('heading', { name: /^مجاميع .* \(بالدولار الأمريكي\)$/ })).toBeVisible();
  await expect(page.getByText('المحصَّل')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await fitsTheScreen(page)).toBe(true);
  await page.getByRole('button', { name: 'تسجيل دفعة' }).click();
  const form = page.getByRole('dialog', { name: 'تسجيل دفعة' });
  await form.getByRole('button', { name: 'متابعة' }).click();
  await expect(form.getByText('المبلغ مطلوب')).toBeVisible();
  await expect(form.getByText('المرجع مطلوب')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await fitsTheScreen(page)).toBe(true);
});
