import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dayIn = (locale: string, day: string) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

// The Ambassador page of every other spec shows the default goal, so this runs after them.
test('an admin sets the ambassador goal and deadline, and the Ambassador page states them in each language', async ({ page, browser }) => {
  await signInNewAdmin(page);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Ambassador goal' });
  // The spec's deadline (end of Q1 2026) has passed: the form says so.
  await expect(form.getByText(/has passed, so the pages show the goal without a date/)).toBeVisible();
  await expectNoAxeViolations(page);

  const deadline = dayFromToday(120);
  try {
    await form.getByLabel('Verified signups per ambassador').fill('40');
    await form.getByLabel('Deadline').fill(deadline);
    await form.getByRole('button', { name: 'Save ambassador goal' }).click();
    await expect(page.getByText('Ambassador goal updated')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/ambassador');
    await expect(visitor.getByTestId('ambassador-goal-text')).toHaveText(`40 verified signups per ambassador by ${dayIn('en-US', deadline)}`);
    await visitor.context().addCookies([{ name: 'locale', value: 'fr-CA', url: visitor.url() }]);
    await visitor.goto('/ambassador');
    await expect(visitor.getByTestId('ambassador-goal-text')).toHaveText(`40 inscriptions vérifiées par ambassadeur d’ici le ${dayIn('fr-CA', deadline)}`);
    await visitor.context().addCookies([{ name: 'locale', value: 'ar', url: visitor.url() }]);
    await visitor.goto('/ambassador');
    await expect(visitor.getByTestId('ambassador-goal-text')).toHaveText(`هدف كل سفير: 40 من التسجيلات الموثَّقة بحلول ${dayIn('ar-u-nu-latn', deadline)}`);
    await visitor.close();
  } finally {
    // Other specs read the default wording: the goal of 100, and no date ahead.
    const restored = await page.request.put('/api/admin/settings/campaign', { data: { ambassador_goal: 100, ambassador_deadline: null } });
    expect(restored.status()).toBe(200);
  }
});
