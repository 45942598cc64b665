import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { latestCodeTo } from './support/outbox';
import { signInNewMember, signUpThroughForm, uniqueEmail, uniquePhone } from './support/members';

test('after a sign-up with a phone, a wrong code says what to do next and the right one lands on the dashboard, signed in', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/auth');
  await signUpThroughForm(page, uniqueEmail('phone'), { phone: phone.typed });
  const card = page.getByRole('form', { name: 'Verify phone' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  const input = card.getByLabel('6-digit code');
  const verify = card.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await input.fill('12345');
  await expect(verify).toBeDisabled();
  await expect(card.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

  const code = await latestCodeTo(phone.e164);
  const wrong = code === '000000' ? '111111' : '000000';
  await input.fill(wrong);
  await verify.click();
  await expect(page.getByText('Verification failed')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveText('That code is not right. You have 4 more tries. Check the latest text message, or send a new code.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.fill(code);
  await verify.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your phone number is verified. Welcome!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Assalamu alaikum');
});

test('a member adds a phone from the dashboard and verifies it', async ({ page }) => {
  await signInNewMember(page, 'Layla Ahmed');
  await page.goto('/dashboard');
  await expect(page.getByText('Not provided')).toBeVisible();
  await page.getByRole('button', { name: 'Add a phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your phone number' });
  await dialog.getByLabel('Phone number', { exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  const phone = uniquePhone();
  await dialog.getByLabel('Phone number', { exact: true }).fill(phone.typed);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await codeDialog.getByLabel('6-digit code').fill(await latestCodeTo(phone.e164));
  await expectNoAxeViolations(page);
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true }).last()).toBeVisible();
  await expect(page.getByText(/\+1 \(\d{3}\) 555-\d{4}/)).toBeVisible();
});

test('a new number waits for its code while the verified one stays on file', async ({ page }) => {
  await signInNewMember(page, 'Omar Siddiqui');
  await page.goto('/dashboard');
  const first = uniquePhone();
  await page.getByRole('button', { name: 'Add a phone number' }).click();
  await page.getByRole('dialog', { name: 'Your phone number' }).getByLabel('Phone number', { exact: true }).fill(first.typed);
  await page.getByRole('dialog', { name: 'Your phone number' }).getByRole('button', { name: 'Send code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await codeDialog.getByLabel('6-digit code').fill(await latestCodeTo(first.e164));
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();

  const second = uniquePhone();
  await page.getByRole('button', { name: 'Change number' }).click();
  const numberDialog = page.getByRole('dialog', { name: 'Your phone number' });
  await expect(numberDialog.getByText('Your verified number stays on file until you enter that code.')).toBeVisible();
  await numberDialog.getByLabel('Phone number', { exact: true }).fill(second.typed);
  await numberDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(codeDialog).toBeVisible();
  await page.keyboard.press('Escape');

  const phoneRow = page.getByRole('definition').filter({ hasText: 'waiting for its code' });
  await expect(phoneRow.getByText(formatted(first.e164))).toBeVisible();
  await expect(phoneRow.getByText('Verified', { exact: true })).toBeVisible();
  await expect(phoneRow.getByText(`New number ${formatted(second.e164)} is waiting for its code. Until you enter it, we keep using the number above.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await phoneRow.getByRole('button', { name: 'Enter the code' }).click();
  await codeDialog.getByLabel('6-digit code').fill(await latestCodeTo(second.e164));
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone number is verified.').last()).toBeVisible();
  // The dialog and the pending note still name the new number until the dialog has closed and the profile reloaded.
  await expect(codeDialog).toBeHidden();
  await expect(page.getByText('waiting for its code')).toHaveCount(0);
  await expect(page.getByText(formatted(second.e164))).toBeVisible();
  await expect(page.getByText(formatted(first.e164))).toHaveCount(0);
});

const formatted = (e164: string) => `+1 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

