import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { latestCodeTo, latestLinkTokenTo } from './support/outbox';
import { PASSWORD, uniqueEmail, uniquePhone } from './support/members';

/** What each language must say; the translations are the catalogs' own. */
const LANGUAGES = [
  {
    locale: 'en', dir: 'ltr',
    invitedBy: (name: string) => `Invited by ${name}`,
    acceptTerms: 'To create your account, accept the Terms of Service and the Privacy Policy.',
    fieldsNeedAttention: (n: number) => `${n} fields need your attention above.`,
    welcome: 'Your phone number is verified. Welcome!',
    pledge: 'Starts in Phase 2',
  },
  {
    locale: 'fr-CA', dir: 'ltr',
    invitedBy: (name: string) => `Invitation de ${name}`,
    acceptTerms: 'Pour créer votre compte, acceptez les conditions d’utilisation et la politique de confidentialité.',
    fieldsNeedAttention: (n: number) => `${n} champs ci-dessus demandent votre attention.`,
    welcome: 'Votre numéro de téléphone est vérifié. Bienvenue!',
    pledge: 'Commence à la phase 2',
  },
  {
    locale: 'ar', dir: 'rtl',
    invitedBy: (name: string) => `بدعوة من ${name}`,
    acceptTerms: 'لإنشاء حسابك، وافق على شروط الخدمة وسياسة الخصوصية.',
    fieldsNeedAttention: (n: number) => `${n} حقول أعلاه تحتاج إلى انتباهك.`,
    welcome: 'تم التحقق من رقم هاتفك. أهلًا بك!',
    pledge: 'يبدأ في المرحلة الثانية',
  },
] as const;

/** A member whose referral code the new person arrives with; signed in on its own request context. */
async function referrer(request: APIRequestContext): Promise<{ firstName: string; code: string }> {
  const email = uniqueEmail('referrer');
  const registered = await request.post('/api/auth/register', {
    data: { full_name: 'Maryam Quietlastname', email, password: PASSWORD, gender: 'female', country: 'CA', city: 'Toronto', state: 'Ontario', postal_code: 'M5V 2T6', marital_status: 'married', dob: '1985-02-02' },
  });
  expect(registered.status()).toBe(201);
  expect((await request.post('/api/auth/verify-email', { data: { token: await latestLinkTokenTo(email) } })).status()).toBe(200);
  const me = await (await request.get('/api/me')).json();
  return { firstName: 'Maryam', code: me.profile.referral_code };
}

const expectNoHorizontalOverflow = async (page: Page, what: string) => {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, what).toBeLessThanOrEqual(widths.inner);
};

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
};

for (const lang of LANGUAGES) {
  test(`sign-up and the first minutes in ${lang.locale}: every failing field marked, the button says why, invited by, phone code to the dashboard`, async ({ browser, baseURL, playwright }) => {
    // One whole first visit (a sign-up, a texted code, the dashboard, five axe runs): more than the default budget.
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL: baseURL! });
    const inviter = await referrer(request);
    await request.dispose();

    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: 'locale', value: lang.locale, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(`/auth?ref=${inviter.code.toLowerCase()}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
    await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);

    const form = page.locator('form').filter({ has: page.locator('#accept-terms') });
    const submit = form.locator('button[type="submit"]');
    const status = page.getByTestId('sign-up-submit-status');
    // The code from the link is filled in, and its owner is named by first name only.
    await expect(form.locator('[name="referralCode"]')).toHaveValue(inviter.code);
    await expect(form.getByText(lang.invitedBy(inviter.firstName))).toBeVisible();
    await expect(page.getByText('Quietlastname')).toHaveCount(0);

    // Waiting for the terms: the button can be reached and says why, in words tied to it.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(status).toHaveText(lang.acceptTerms);
    await expect(submit).toHaveAccessibleDescription(lang.acceptTerms);
    await submit.focus();
    await expect(submit).toBeFocused();
    // Pressing it then leads to the checkbox it waits for, without a message or a request.
    await submit.press('Enter');
    await expect(form.locator('#accept-terms')).toBeFocused();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectNoHorizontalOverflow(page, 'sign-up form');
    await expectNoAxeViolations(page);
    await shoot(page, `signup-${lang.locale}-375`);

    // Every failing field is marked at once; one message is announced, the first one, and it has focus.
    await form.locator('#accept-terms').check();
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await submit.click();
    const invalid = form.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeFocused();
    await expect(form.locator('[name="fullName"]')).toBeFocused();
    const failing = await invalid.count();
    expect(failing).toBeGreaterThanOrEqual(8);
    await expect(form.getByRole('alert')).toHaveCount(1);
    for (const field of await invalid.all()) {
      const described = await field.getAttribute('aria-describedby');
      const errorId = described?.split(' ').find((id) => id.endsWith('-error'));
      expect(errorId, await field.getAttribute('name') ?? '').toBeTruthy();
      await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
    }
    await expect(status).toHaveText(lang.fieldsNeedAttention(failing));
    await expectNoHorizontalOverflow(page, 'sign-up form with its messages');
    await expectNoAxeViolations(page);
    await shoot(page, `signup-errors-${lang.locale}-375`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, `signup-errors-${lang.locale}-1280`);
    await page.setViewportSize({ width: 375, height: 812 });

    const phone = uniquePhone();
    await form.locator('[name="fullName"]').fill('Zaynab Haddad');
    await form.locator('[name="gender"]').selectOption('female');
    await form.locator('[name="maritalStatus"]').selectOption('single');
    await form.locator('[name="email"]').fill(uniqueEmail(`lang-${lang.locale}`));
    await form.locator('[name="phone"]').fill(phone.typed);
    await form.locator('[name="country"]').selectOption('CA');
    await form.locator('[name="city"]').fill('Montréal');
    await form.locator('[name="state"]').selectOption('Quebec');
    await form.locator('[name="postalCode"]').fill('H2X 1Y4');
    await form.locator('[name="dob"]').fill('1994-09-09');
    await form.locator('[name="password"]').fill(PASSWORD);
    await submit.click();

    // The texted code signs the new member in and opens their dashboard.
    const code = form.page().locator('input[autocomplete="one-time-code"]');
    await expect(code).toBeVisible();
    await code.fill(await latestCodeTo(phone.e164));
    await page.locator('form').filter({ has: code }).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(lang.welcome)).toBeVisible();

    // Two different things are never both called "Pending": the pledge is named by when it starts.
    await expect(page.getByTestId('subscription-status')).toHaveText(lang.pledge);
    const memberStatus = await page.getByTestId('member-status').textContent();
    expect(memberStatus).not.toBe(lang.pledge);
    await expectNoHorizontalOverflow(page, 'dashboard');
    await expectNoAxeViolations(page);
    await shoot(page, `dashboard-${lang.locale}-375`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await shoot(page, `dashboard-${lang.locale}-1280`);
    await context.close();
  });
}
