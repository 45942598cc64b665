import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './support/a11y';
import { PASSWORD, signInNewMember, uniqueEmail } from './support/members';
import { completeEnrollment, freshTotpCode } from './support/two-step';

const WIDTHS = [375, 768, 1280] as const;

// Long flows with screenshots at three widths.
test.describe.configure({ timeout: 180_000 });

/** Full-page screenshots at phone, tablet and desktop widths, kept with the test's output. */
async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function adminPasswordStep(page: Page, email: string) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Sign In as Admin' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In as Admin' }).click();
}

test('a new admin is taken to enrollment, turns it on with a code, and signs in again with one', async ({ page }) => {
  const email = uniqueEmail('admin');
  execFileSync('node_modules/.bin/tsx', ['scripts/admin-create.ts', '--email', email, '--password', PASSWORD, '--name', 'Hafsa Admin'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
  });
  await adminPasswordStep(page, email);
  await expect(page).toHaveURL(/\/two-step$/);

  // An admin page sends the admin back to enrollment, and brings them there once it is on.
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/two-step\?next=%2Fadmin%2Fsettings$/);
  await expect(page.getByRole('heading', { name: 'Turn on two-step verification', level: 1 })).toBeVisible();
  await expect(page.getByText('Required for admins')).toBeVisible();

  // The QR code holds the otpauth:// address with the same key as the text.
  const qr = page.getByRole('img', { name: 'QR code to add your account to an authenticator app' });
  await expect(qr).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const png = PNG.sync.read(await qr.screenshot());
  const uri = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  expect(uri).toBe(`otpauth://totp/Riba-Free%20Community:${encodeURIComponent(email)}?secret=${secret}&issuer=Riba-Free%20Community`);
  await expectNoAxeViolations(page);
  await screenshots(page, 'enrollment');

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();

  const { recoveryCodes } = await completeEnrollment(page);
  expect(new Set(recoveryCodes).size).toBe(10);
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download codes' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('riba-free-recovery-codes.txt');
  await expectNoAxeViolations(page);
  await screenshots(page, 'recovery-codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Signing in again asks for a code after the password; the password alone opens nothing.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await adminPasswordStep(page, email);
  const codeForm = page.getByRole('form', { name: 'Two-step verification' });
  await expect(codeForm.getByLabel('Verification code')).toBeVisible();
  expect((await page.request.get('/api/auth/session')).ok() && (await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
  await expectNoAxeViolations(page);
  await screenshots(page, 'code-step');
  await codeForm.getByLabel('Verification code').fill(await freshTotpCode(secret));
  await codeForm.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

  // Admins can make new recovery codes but not turn it off.
  await page.goto('/dashboard');
  const card = page.getByRole('heading', { name: 'Two-step verification' }).locator('xpath=ancestor::div[contains(@class,"rounded")][1]');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 10 of 10');
  await expect(card.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
});

test('a member turns it on from the dashboard, signs in with a recovery code and turns it off', async ({ page }) => {
  const email = await signInNewMember(page, 'Maryam Idris');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-step verification' });
  await expect(dialog.getByRole('img', { name: 'QR code to add your account to an authenticator app' })).toBeVisible();
  const { secret, recoveryCodes } = await completeEnrollment(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 10 of 10');
  await screenshots(page, 'dashboard-card');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth?login');
  const login = page.getByRole('form', { name: 'Log In' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
  const codeForm = page.getByRole('form', { name: 'Two-step verification' });
  await codeForm.getByLabel('Verification code').fill(recoveryCodes[0] ?? '');
  await codeForm.getByRole('button', { name: 'Verify and Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 9 of 10');

  await page.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-step verification' });
  await off.getByLabel('Your password').fill(PASSWORD);
  await off.getByLabel('6-digit code from your app').fill(await freshTotpCode(secret));
  await expectNoAxeViolations(page);
  await off.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
});
