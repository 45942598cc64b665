import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { latestLinkTokenTo } from './outbox';

export const PASSWORD = 'Str0ng!Passw0rd';

export const uniqueEmail = (prefix = 'member') => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

export interface Location {
  country: 'United States' | 'Canada';
  city: string;
  region: string;
  postalCode: string;
}

export const BALTIMORE: Location = { country: 'United States', city: 'Baltimore', region: 'Maryland', postalCode: '21201' };

/** The location fields of the sign-up form, country first as a person fills them. */
export async function fillLocation(form: Locator, location: Location = BALTIMORE) {
  await form.getByLabel('Country').selectOption({ label: location.country });
  await form.getByLabel('City').fill(location.city);
  await form.getByLabel(location.country === 'Canada' ? 'Province or territory' : 'State').selectOption(location.region);
  await form.getByLabel(location.country === 'Canada' ? 'Postal code' : 'ZIP code').fill(location.postalCode);
}

/** Fills the sign-up form as a person would and submits it. */
export async function signUpThroughForm(page: Page, email: string, options: { phone?: string; name?: string; location?: Location } = {}) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill(options.name ?? 'Khadija Noor');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Marital status').selectOption('married');
  await form.getByLabel('E-mail').fill(email);
  if (options.phone) await form.getByLabel('Phone').fill(options.phone);
  await fillLocation(form, options.location);
  await form.getByLabel('Date of birth').fill('1988-06-15');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel(/I have read and accept/).check();
  await form.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page.getByText('Registration successful! Please check your email to verify your account.').first()).toBeVisible();
}

/**
 * Registers through the API and follows the e-mailed link with the page's own request context, so
 * the session cookie it sets belongs to the page: the page is then signed in as a verified member.
 */
export async function signInNewMember(page: Page, name = 'Yusuf Karim') {
  const email = uniqueEmail('member');
  const registered = await page.request.post('/api/auth/register', {
    data: { full_name: name, email, password: PASSWORD, gender: 'male', country: 'US', city: 'Chicago', state: 'Illinois', postal_code: '60601', marital_status: 'single', dob: '1991-03-03' },
  });
  expect(registered.status()).toBe(201);
  const token = await latestLinkTokenTo(email);
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  return email;
}

let phonesHandedOut = 0;

/**
 * A North American number no other test of the run gets, so parallel tests never read each other's
 * text messages: the area code from the worker (unique within a run), the line from a count.
 */
export function uniquePhone(): { typed: string; e164: string } {
  phonesHandedOut += 1;
  const area = 200 + (test.info().workerIndex % 700);
  const line = String(phonesHandedOut).padStart(4, '0');
  return { typed: `(${area}) 555-${line}`, e164: `+1${area}555${line}` };
}
