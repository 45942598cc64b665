import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewMember } from './support/members';

test.use({ colorScheme: 'dark' });

/** Relative luminance (0 black to 1 white) of an element's computed background colour. */
const backgroundLuminance = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(el).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });

for (const path of ['/', '/transparency', '/resources', '/auth', '/shariah-compliance', '/reviews', '/contact']) {
  test(`${path} follows a dark system setting and axe finds nothing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
    await expectNoAxeViolations(page);
  });
}

test('a member page follows a dark system setting and axe finds nothing', async ({ page }) => {
  await signInNewMember(page, 'Maryam Night');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Assalamu alaikum, Maryam' })).toBeVisible();
  expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
  expect(await backgroundLuminance(page, '[data-testid="phase-explainer"]')).toBeLessThan(0.05);
  await expectNoAxeViolations(page);
});

test('the home counter is a dark card inside the hero, and the printable poster stays light', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('stats-goal')).toBeVisible();
  expect(await backgroundLuminance(page, 'section[aria-labelledby="stats-panel-title"]')).toBeLessThan(0.05);
  await page.goto('/poster');
  await expect(page.getByRole('article', { name: 'Poster' })).toBeVisible();
  expect(await backgroundLuminance(page, 'article[aria-label="Poster"]')).toBeGreaterThan(0.8);
});
