import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { translatorFor } from './support/catalog';
import { PASSWORD, signInNewMember, uniqueEmail } from './support/members';
import { latestLinkTo, messagesTo } from './support/outbox';

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('after a sign-up, the next step names the address, sends the link again and lets a mistyped address be corrected', async ({ page }) => {
  const mistyped = uniqueEmail('typo').replace('@example.org', '@exmaple.org');
  const corrected = uniqueEmail('corrected');
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill('Khadija Noor');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Marital status').selectOption('married');
  await form.getByLabel('E-mail').fill(mistyped);
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('City').fill('Baltimore');
  await form.getByLabel('State').selectOption('Maryland');
  await form.getByLabel('ZIP code').fill('21201');
  await form.getByLabel('Date of birth').fill('1988-06-15');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel(/I have read and accept/).check();
  await form.getByRole('button', { name: 'Create my free account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(page.getByTestId('sign-up-address')).toHaveText(mistyped);
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send it again' }).click();
  await expect(page.getByTestId('sign-up-link-answer')).toHaveText('If an account with this address is waiting to be verified, a new link is on its way. It replaces the earlier one.');
  await expect.poll(() => messagesTo(mistyped).length).toBe(2);

  await page.getByRole('button', { name: 'Wrong address? Correct it' }).click();
  const again = page.getByRole('form', { name: 'Sign up' });
  await expect(again.getByLabel('E-mail')).toBeFocused();
  await expect(again.getByLabel('E-mail')).toHaveValue(mistyped);
  await expect(again.getByLabel('Full name')).toHaveValue('Khadija Noor');
  await expect(again.getByLabel('State')).toHaveValue('Maryland');
  await expect(again.getByLabel('Password', { exact: true })).toHaveValue('');
  await again.getByLabel('E-mail').fill(corrected);
  await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await again.getByRole('button', { name: 'Create my free account' }).click();

  await expect(page.getByTestId('sign-up-address')).toHaveText(corrected);
  await page.goto(await latestLinkTo(corrected));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('member-status')).toHaveText('Verified');
});

test('a wrong password is said by the form as well as in the toast, and the password field is ready for the retry', async ({ page }) => {
  await page.goto('/auth?login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
  const form = page.getByRole('form', { name: 'Log In' });
  await form.getByLabel('E-mail').fill('nobody-here@example.org');
  await form.getByLabel('Password', { exact: true }).fill('Not-The-Right-1');
  await form.getByRole('button', { name: 'Log In' }).click();

  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a signed-in member sees neither "Join Now" nor "Join/Login" on the home page', async ({ page }) => {
  await signInNewMember(page, 'Bilal Home');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Join/Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Join / Log in' })).toHaveCount(0);
});

/** The sign-up form (with its messages), the next step and the log-in tab, at three widths, kept as pictures. */
async function picture(browser: Browser, locale: 'en' | 'fr-CA' | 'ar') {
  const t = locale === 'en' ? (id: string) => id : await translatorFor(locale);
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  if (locale !== 'en') await context.addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL ?? '' }]);
  const page = await context.newPage();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${locale}-${width}.png`), fullPage: true });
    await page.goto('/auth');
    const form = page.getByRole('form', { name: t('Sign up') });
    await form.getByLabel(t('Full name'), { exact: true }).fill('Khadija Noor');
    await form.getByLabel(/I have read and accept|J’ai lu|قرأت/).check();
    await form.getByRole('button', { name: t('Create my free account') }).click();
    await expect(form.getByRole('alert')).toHaveCount(1);
    expect(await fitsTheScreen(page), `sign-up at ${width}px in ${locale}`).toBe(true);
    await shot('sign-up');

    await form.getByLabel(t('Gender'), { exact: true }).selectOption('female');
    await form.getByLabel(t('Marital status'), { exact: true }).selectOption('married');
    await form.getByLabel(t('E-mail'), { exact: true }).fill(uniqueEmail(`shot-${locale}-${width}-with-a-long-local-part`));
    await form.getByLabel(t('Country'), { exact: true }).selectOption('US');
    await form.getByLabel(t('City'), { exact: true }).fill('Baltimore');
    await form.getByLabel(t('State'), { exact: true }).selectOption('Maryland');
    await form.getByLabel(t('ZIP code'), { exact: true }).fill('21201');
    await form.getByLabel(t('Date of birth'), { exact: true }).fill('1988-06-15');
    await form.getByLabel(t('Password'), { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: t('Create my free account') }).click();
    await expect(page.getByRole('heading', { name: t('Check your e-mail') })).toBeFocused();
    expect(await fitsTheScreen(page), `next step at ${width}px in ${locale}`).toBe(true);
    await shot('next-step');

    await page.goto('/auth?login');
    const login = page.getByRole('form', { name: t('Log In') });
    await login.getByLabel(t('E-mail'), { exact: true }).fill('nobody-here@example.org');
    await login.getByLabel(t('Password'), { exact: true }).fill('Not-The-Right-1');
    await login.getByRole('button', { name: t('Log In') }).click();
    await expect(login.getByRole('alert')).toHaveText(t('Invalid email or password'));
    expect(await fitsTheScreen(page), `log-in at ${width}px in ${locale}`).toBe(true);
    await shot('log-in');
  }
  await context.close();
}

for (const locale of ['en', 'fr-CA', 'ar'] as const) {
  test(`sign-up, next step and log-in fit 375, 768 and 1280 px in ${locale}`, async ({ browser }) => {
    test.setTimeout(120_000);
    await picture(browser, locale);
  });
}
