import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { numberIn } from './support/text';

/**
 * What a brand-new community looks like. These run in their own Playwright project before every
 * other spec (see playwright.config.ts), while no distribution or approved review exists yet.
 */

test('before any distribution: projections are labelled as such and reports start in Phase 2', async ({ page }) => {
  await page.goto('/transparency');
  await expect(page).toHaveTitle('Transparency reports | Riba-Free Community');
  await expect(page.getByTestId('phase-label')).toHaveText('Phase 1: Building Our Foundation');
  await expect(page.getByText('Projected monthly pool')).toBeVisible();
  await expect(page.getByText('Nothing is collected before Phase 2.')).toBeVisible();
  const verified = numberIn(await page.getByText(/\d[\d,]* verified$/).textContent());
  await expect(page.getByTestId('transparency-pool')).toHaveText(`$${(verified * 10).toLocaleString('en-US')}.00`);
  for (const step of ['Collection', 'Review', 'Distribution', 'Report']) await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  await expect(page.getByText('1%', { exact: true })).toBeVisible();
  await expect(page.getByText('99%', { exact: true })).toBeVisible();
  await expect(page.getByTestId('families-supported')).toHaveText('0');
  await expect(page.getByRole('heading', { name: 'No Distributions Yet' })).toBeVisible();
  await expect(page.getByText(/Monthly reports start in Phase 2/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor sees the sign-in card and the empty list', async ({ page }) => {
  // The list is held back until the loading state has been seen, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reviews**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/reviews', { waitUntil: 'commit' });
  await expect(page.getByText('Loading reviews...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Community Reviews', level: 1 })).toBeVisible();
  await expect(page.getByText('Share your experience and read what others have to say')).toBeVisible();
  await expect(page.getByText('Sign in to submit a review')).toBeVisible();
  await expect(page.getByText('You need to be signed in to share your experience')).toBeVisible();
  await expect(page.getByText('No reviews yet. Be the first to share your experience!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
