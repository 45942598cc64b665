import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { latestLinkTo } from './support/outbox';
import { PASSWORD, fillLocation, uniqueEmail } from './support/members';

const TORONTO = { country: 'Canada', city: 'Toronto', region: 'Ontario', postalCode: 'm5v3l9' } as const;

test('a Torontonian signs up with a province and a postal code, and is verified', async ({ page }) => {
  const email = uniqueEmail('canada');
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign up' });
  // The regions wait for the country.
  await expect(form.getByLabel('State or province')).toBeDisabled();
  await form.getByLabel('Country').selectOption({ label: 'Canada' });
  const provinces = form.getByLabel('Province or territory');
  await expect(provinces.locator('option')).toHaveCount(14);
  await expect(provinces.locator('option', { hasText: 'Nunavut' })).toHaveCount(1);
  await expect(provinces.locator('option', { hasText: 'Maryland' })).toHaveCount(0);

  await form.getByLabel('Full name').fill('Khadija Noor');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Marital status').selectOption('married');
  await form.getByLabel('E-mail').fill(email);
  await fillLocation(form, { ...TORONTO, postalCode: '21201' });
  await form.getByLabel('Date of birth').fill('1988-06-15');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel(/I have read and accept/).check();
  const submit = form.getByRole('button', { name: 'Create my free account' });
  await submit.click();
  await expect(form.getByText('Please enter a postal code like A1A 1A1')).toBeVisible();
  await expect(form.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await form.getByLabel('Postal code').fill(TORONTO.postalCode);
  await submit.click();
  await expect(page.getByText('Registration successful! Please check your email to verify your account.').first()).toBeVisible();

  await page.goto(await latestLinkTo(email));
  await expect(page.getByText('Account verified! Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Toronto, Ontario M5V 3L9, Canada', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('switching the country empties the region and asks for the other kind of code', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State').selectOption('Maryland');
  await form.getByLabel('ZIP code').fill('21201');
  await form.getByLabel('Country').selectOption({ label: 'Canada' });
  await expect(form.getByLabel('Province or territory')).toHaveValue('');
  await expect(form.getByLabel('Postal code')).toHaveValue('');
  await expect(form.getByText('For example A1A 1A1')).toBeVisible();
});

test('an admin filters and groups subscribers by country', async ({ page, browser }) => {
  const name = `Wafiq ${randomUUID().slice(0, 6)}`;
  const memberContext = await browser.newContext();
  const registered = await memberContext.request.post('/api/auth/register', {
    data: { full_name: name, email: uniqueEmail('canadian'), password: PASSWORD, gender: 'male', country: 'CA', city: 'Calgary', state: 'Alberta', postal_code: 'T2P 1J9', marital_status: 'single', dob: '1991-03-03' },
  });
  expect(registered.status()).toBe(201);
  await memberContext.close();

  await signInNewAdmin(page);
  await page.goto('/admin/subscribers');
  await page.getByLabel('Search').fill(name);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
  const row = page.getByTestId('subscriber-row').filter({ hasText: name });
  await expect(row).toContainText('Alberta');
  await expect(row).toContainText('Canada');

  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('US');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'Group by Country' }).click();
  const byCountry = page.getByRole('table', { name: 'Subscribers by country' });
  await expect(byCountry.getByTestId('country-row')).toHaveCount(1);
  await expect(byCountry.getByTestId('country-row')).toContainText('Canada');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Group by State' }).click();
  const byState = page.getByRole('table', { name: 'Subscribers by state' });
  await expect(byState.getByTestId('state-row').filter({ hasText: 'Alberta' })).toContainText('Canada');
  await expectNoAxeViolations(page);
});
