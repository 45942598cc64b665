import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Moving between screens keeps the page where a reader expects it: a new address opens at its top,
 * Back returns to where that page was left, and so does a reload of it.
 */
test('a new screen opens at its top and Back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
  const left = await scrollY(page);

  await footerLink.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(left);
});
