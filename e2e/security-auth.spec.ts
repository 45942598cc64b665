import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillLocation, uniqueEmail } from './support/members';

const TOO_GUESSABLE = 'This password is too easy to guess. Try a longer one, such as a few unrelated words with a capital letter, a number and a symbol.';

test('a password that meets the rules but is easy to guess is refused on the password field, and no account is made', async ({ page }) => {
  const email = uniqueEmail('weak');
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill('Maryam Siddiqui');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Marital status').selectOption('single');
  await form.getByLabel('E-mail').fill(email);
  await fillLocation(form);
  await form.getByLabel('Date of birth').fill('1994-05-20');
  await form.getByLabel('Password', { exact: true }).fill('Password1!');
  await form.getByLabel(/I have read and accept/).check();
  await form.getByRole('button', { name: 'Create my free account' }).click();

  const password = form.getByLabel('Password', { exact: true });
  await expect(form.getByRole('alert')).toHaveText(TOO_GUESSABLE);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(TOO_GUESSABLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(password).toBeFocused();
  await expect(page.getByText('Registration successful!')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nothing was created: the address can still be registered, with a password that is hard to guess.
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'Password1!' } });
  expect(login.status()).toBe(401);
  await password.fill('Quiet-Harbor-Lantern-42!');
  await form.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page.getByText('Registration successful! Please check your email to verify your account.').first()).toBeVisible();
});
