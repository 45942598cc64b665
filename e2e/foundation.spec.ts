import { execFileSync } from 'node:child_process';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { expectControlsFit } from './support/overflow';
import { numberIn } from './support/text';
import { latestLinkTo } from './support/outbox';
import { PASSWORD, fillLocation, signInNewMember, signUpThroughForm, uniqueEmail } from './support/members';
import { signInNewAdmin } from './support/admin';
import { completeEnrollment } from './support/two-step';


test('a new member signs up, follows the e-mailed link and is verified, while the home counter updates live', async ({ page, browser }) => {
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto('/');
  await expect(watcher.getByText('Phase 1: Building Our Foundation').first()).toBeVisible();
  const verified = watcher.getByTestId('stats-verified');
  await expect(verified).toBeVisible();
  const before = numberIn(await verified.textContent());

  const email = uniqueEmail('verify');
  await page.goto(`/auth?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('E-mail')).toHaveValue(email);
  await signUpThroughForm(page, email);
  // The form gives way to the next step, naming the address the link went to.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(page.getByTestId('sign-up-address')).toHaveText(email);
  await expect(page.getByRole('form', { name: 'Sign up' })).toHaveCount(0);

  const link = await latestLinkTo(email);
  await page.goto(link);
  await expect(page.getByText('Account verified! Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('member-status')).toHaveText('Verified');
  await expect(page.getByTestId('subscription-status')).toHaveText('Starts in Phase 2');
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Please verify your e-mail')).toHaveCount(0);

  // The other browser saw the verification without reloading.
  await expect.poll(async () => numberIn(await verified.textContent())).toBeGreaterThanOrEqual(before + 1);
  await watcherContext.close();
});

test('sign-up shows the first failing message and keeps the button disabled until the terms are accepted', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign up' });
  const submit = form.getByRole('button', { name: 'Create my free account' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await expect(form.getByLabel('State').locator('option')).toHaveCount(51);
  await expect(form.getByLabel('State').locator('option', { hasText: 'Wyoming' })).toHaveCount(1);
  await form.getByLabel(/I have read and accept/).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(1);
  await expect(form.getByLabel('Full name')).toBeFocused();

  await form.getByLabel('Full name').fill('Omar Farooq');
  await form.getByLabel('Gender').selectOption('male');
  await submit.click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a second sign-up with the same e-mail gets a clear message', async ({ page }) => {
  const email = uniqueEmail('twice');
  await page.goto('/auth');
  await signUpThroughForm(page, email);
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill('Khadija Noor');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Marital status').selectOption('single');
  await form.getByLabel('E-mail').fill(email);
  await fillLocation(form, { country: 'United States', city: 'Columbus', region: 'Ohio', postalCode: '43004' });
  await form.getByLabel('Date of birth').fill('1990-01-01');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel(/I have read and accept/).check();
  await form.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page.getByText('An account with this email already exists. Please log in instead.')).toBeVisible();
});

test('login, the /auth redirect for signed-in people, and sign out', async ({ page }) => {
  const email = uniqueEmail('login');
  await page.goto('/auth');
  await signUpThroughForm(page, email);

  // From the next step after sign-up, as a person who has just joined would.
  await page.getByRole('button', { name: 'Already verified? Log in' }).click();
  await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
  const login = page.getByRole('form', { name: 'Log In' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');

  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('member-status')).toHaveText('Pending');
  await expect(page.getByText('Please verify your e-mail')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Products' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The banner sends a new link.
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByText('Verification e-mail sent. Please check your inbox.')).toBeVisible();
  await latestLinkTo(email, 2);

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('admin sign-in refuses members and lets admins in with their four buttons', async ({ page }) => {
  const memberEmail = uniqueEmail('notadmin');
  await page.goto('/auth');
  await signUpThroughForm(page, memberEmail);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Sign In as Admin' });
  await form.getByLabel('E-mail').fill(memberEmail);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);

  const adminEmail = uniqueEmail('admin');
  execFileSync('npx', ['tsx', 'scripts/admin-create.ts', '--email', adminEmail, '--password', PASSWORD, '--name', 'Bilal Admin'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
  });
  await page.goto('/admin/login');
  await form.getByLabel('E-mail').fill(adminEmail);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In as Admin' }).click();
  // Every admin turns on two-step verification before anything else: a first set-up, not a return.
  await expect(page).toHaveURL(/\/two-step$/);
  await expect(page.getByRole('heading', { name: 'Turn on two-step verification', level: 1 })).toBeVisible();
  await expect(page.getByText('Welcome back, Admin!')).toHaveCount(0);
  await completeEnrollment(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Welcome back, Admin!')).toHaveCount(0);
  // The admin home: what waits for an admin, each count a link to where it is handled.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin home', level: 1 })).toBeVisible();
  for (const waiting of ['applications', 'payouts', 'messages']) await expect(page.getByTestId(`attention-${waiting}`)).toContainText(/^\d[\d,]*/);
  await expect(page.getByTestId('attention-applications')).toHaveAttribute('href', '/admin/transparency');
  await expect(page.getByTestId('attention-messages')).toHaveAttribute('href', '/admin/messages');
  await page.goto('/dashboard');
  for (const name of ['Manage Products', 'Manage Subscriptions', 'Manage Subscribers', 'Manage Transparency']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByTestId('member-status')).toHaveText('Verified');
});

test('the home join form carries the e-mail to sign-up, and an empty one does nothing', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Your e-mail address').fill('new+member@example.org');
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/auth\?email=new%2Bmember%40example\.org$/);
  await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('E-mail')).toHaveValue('new+member@example.org');
});

test('the counter shows Loading... first when it has no figures yet, then formatted numbers and a bar that fills over time', async ({ page }) => {
  await page.route('**/api/stats**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  // A page loaded from the server already carries the figures, so the counter loads when the app moves to home.
  await page.goto('/resources');
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Riba-Free Community Interest-free mutual aid (home page)' }).click();
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByTestId('stats-goal')).toHaveText('1,000,000');
  // The goal counts verified members, and so does what remains of it.
  const verified = numberIn(await page.getByTestId('stats-verified').textContent());
  await expect(page.getByTestId('stats-remaining')).toHaveText((1_000_000 - verified).toLocaleString('en-US'));
  const fill = page.getByTestId('progress-fill');
  // The suite runs with reduced motion (see playwright.config.ts), where the bar jumps to its width.
  expect(await fill.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1e-05s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await fill.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1s');
});

test('unknown paths show the 404 page with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every route of the spec exists', async ({ page }) => {
  for (const path of ['/', '/auth', '/admin/login', '/beneficiary', '/beneficiary-application', '/ambassador', '/transparency', '/resources', '/shariah-compliance', '/store', '/admin/store', '/admin/products', '/admin/subscriptions', '/admin/subscribers', '/admin/transparency', '/reviews', '/contact', '/terms', '/privacy', '/poster']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectControlsFit(page, path);
  }
});

test('member and admin screens keep every control\'s text inside it on a phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const member = await memberContext.newPage();
  await signInNewMember(member, 'Khadija Long-Surname Abdelrahman');
  for (const path of ['/dashboard', '/dashboard/contributions', '/dashboard/pledge', '/beneficiary-application', '/beneficiary', '/ambassador', '/reviews']) {
    await member.goto(path);
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expectControlsFit(member, path, [375]);
  }
  await memberContext.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await signInNewAdmin(page);
  for (const path of ['/admin', '/admin/store', '/admin/products', '/admin/subscriptions', '/admin/subscribers', '/admin/transparency', '/admin/reviews', '/admin/audit', '/admin/messages', '/admin/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectControlsFit(page, path, [375]);
  }
});
