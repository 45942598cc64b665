import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { PASSWORD, signInNewMember } from './support/members';

test('a new member downloads their data, then closes their account and cannot sign in again', async ({ page }) => {
  const email = await signInNewMember(page, 'Maryam Haddad');
  await page.goto('/dashboard');
  const card = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Your data' }) }).filter({ has: page.getByRole('link', { name: 'Download my data' }) }).last();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.profile).toMatchObject({ full_name: 'Maryam Haddad', city: 'Chicago', state: 'Illinois', dob: '1991-03-03', verified: true });
  expect(data.pledge).toMatchObject([{ status: 'pending' }]);
  expect(data.security_events).toEqual([]);
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toMatch(/token|password|code_hash/);

  await card.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await expect(dialog.getByText('What we erase')).toBeVisible();
  await expect(dialog.getByText('What we keep, without your name')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Your password').fill('Not-my-Passw0rd!');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByText('That password is not correct. Your account is still open.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is closed and your personal information has been erased.' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Log In' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
