import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { latestLinkTo } from './support/outbox';
import { PASSWORD, signInNewMember } from './support/members';

test('a member edits their profile and can choose a Canadian province', async ({ page }) => {
  await signInNewMember(page, 'Omar Siddiq');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your profile' });
  await dialog.getByLabel('Full name').fill('Omar Abdul Siddiq');
  await dialog.getByLabel('City').fill('Mississauga');
  await dialog.getByLabel('Country').selectOption('Canada');
  await expect(dialog.getByLabel('Province or territory').locator('option', { hasText: 'Ontario' })).toHaveCount(1);
  await dialog.getByLabel('Province or territory').selectOption('Ontario');
  await dialog.getByLabel('Postal code').fill('90210');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Please enter a postal code like A1A 1A1')).toBeVisible();
  await dialog.getByLabel('Postal code').fill('l5b 1m2');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByText('Mississauga, Ontario L5B 1M2, Canada', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assalamu alaikum, Omar' })).toBeVisible();
});

test('changing the password needs the current one and signs out other devices', async ({ page, browser }) => {
  const email = await signInNewMember(page, 'Sara Malik');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth');
  await otherPage.getByRole('tab', { name: 'Log In' }).click();
  await otherPage.getByLabel('E-mail').fill(email);
  await otherPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await otherPage.getByRole('button', { name: 'Log In' }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password').fill('Not-the-passw0rd');
  await dialog.getByLabel('New password').fill('An0ther!Passw0rd');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. You have been signed out everywhere else.')).toBeVisible();

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth$/);
  await other.close();
});

test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
  const email = await signInNewMember(page, 'Bilal Hassan');
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that e-mail, we have sent a link to reset the password.')).toBeVisible();

  await page.goto(await latestLinkTo(email, 2));
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('Fresh!Passw0rd1');
  await reset.getByLabel('Repeat the new password').fill('Fresh!Passw0rd1');
  await expectNoAxeViolations(page);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();
  const login = page.getByRole('form', { name: 'Log In' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Fresh!Passw0rd1');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
