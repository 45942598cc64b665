import { randomUUID } from 'node:crypto';
import type { MeResponse } from '../src/shared/api';
import { expectNoAxeViolations } from './support/a11y';
import { newMember, signInNewAdmin } from './support/admin';
import { expect, test } from './support/test';

const thisMonth = new Date().toISOString().slice(0, 7);
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${thisMonth}-01T00:00:00Z`));

test('a member copies the receipt code from their contributions and checks it on the proof page, which recomputes the root', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const member = await newMember(browser, 'Khadija');
  const { profile } = (await (await member.page.request.get('/api/me')).json()) as MeResponse;
  await signInNewAdmin(page);
  const payment = { member: profile.id, month: thisMonth, amount: '25', currency: 'USD', method: 'cheque', reference: `CHQ-${randomUUID().slice(0, 8)}` };
  expect((await page.request.post('/api/admin/ledger/recorded-payments', { data: payment })).status()).toBe(201);

  const mine = member.page;
  await mine.goto('/dashboard/contributions');
  const code = (await mine.getByTestId('receipt-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await expectNoAxeViolations(mine);

  // Pasted by hand on the public page, in lower case with spaces: it is still read.
  await mine.goto('/transparency/verify');
  await expect(mine.getByRole('heading', { level: 1, name: 'Check that my contribution is counted' })).toBeVisible();
  await mine.getByLabel('Receipt code').fill(code.toLowerCase().replace(/-/g, ' '));
  await mine.getByRole('button', { name: 'Check my receipt' }).click();
  const proof = mine.getByTestId('receipt-proof');
  await expect(proof.getByRole('heading', { name: `Your $25.00 of ${monthName} is counted in the published total.` })).toBeVisible();
  await expect(proof).toContainText('This month is still open');
  await proof.getByText('How it was checked (technical proof)').click();
  await expect(proof.getByText(/^[0-9a-f]{64}$/).last()).toBeVisible();
  await expectNoAxeViolations(mine);

  // A code that is no receipt is refused with a clear message.
  await mine.getByLabel('Receipt code').fill('0000-0000-0000-0000');
  await mine.getByRole('button', { name: 'Check my receipt' }).click();
  await expect(mine.getByText('No receipt has this code. Check it against your receipt e-mail or your contributions page.')).toBeVisible();
  await mine.getByLabel('Receipt code').fill('12345');
  await mine.getByRole('button', { name: 'Check my receipt' }).click();
  await expect(mine.getByText('Enter the 16-character code from your receipt, for example 7KQM-2XHD-9PRT-W3NB.')).toBeVisible();

  // The link beside the code opens the page with the code filled in, and checks it at once.
  await mine.goto('/dashboard/contributions');
  await mine.getByRole('link', { name: 'Check it is counted' }).click();
  await expect(mine.getByLabel('Receipt code')).toHaveValue(code);
  await expect(mine.getByTestId('receipt-proof').getByRole('heading', { name: `Your $25.00 of ${monthName} is counted in the published total.` })).toBeVisible();
  await member.close();
});

test('the transparency page says nothing is collected in Phase 1 in its ledger figures', async ({ page }) => {
  await page.goto('/transparency');
  await expect(page.getByRole('heading', { level: 2, name: 'Monthly figures from the ledger' })).toBeVisible();
  await expect(page.getByTestId('ledger-months-phase-one')).toContainText('Nothing is collected in Phase 1');
  await expectNoAxeViolations(page);
});
