import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewMember } from './support/members';

/** The toast with this title; sonner shows the description inside it. */
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('a visitor is told to sign in and sent to /auth', async ({ page }) => {
  await page.goto('/store');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, 'Authentication required')).toContainText('Please sign in to access the store');
  // The server refuses the products to visitors as well.
  expect((await page.request.get('/api/store/products')).status()).toBe(401);
});

test('in Phase 1 a member finds the store coming soon', async ({ page }) => {
  await signInNewMember(page, 'Bilal Store');
  await page.goto('/dashboard');
  await expect(page.getByTestId('phase-explainer')).toContainText('Phase 1: Building Our Foundation');
  await page.getByRole('link', { name: 'Community Store' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page).toHaveTitle('Community store | Riba-Free Community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Store Coming Soon' })).toBeVisible();
  await expect(page.getByText('The community store opens in Phase 2')).toBeVisible();
  await expect(page.getByTestId('store-progress')).toContainText('of 1,000,000 verified members so far');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Products' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
