import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { newMember, signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';

const PHONE = { width: 375, height: 812 };

/** Nothing on the page reaches past the right edge of the screen. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the header’s home link is named by the text it shows, on several pages in all three languages', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  for (const locale of ['en', 'fr-CA', 'ar']) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    const page = await context.newPage();
    for (const path of ['/', '/resources', '/transparency', '/reviews', '/contact']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // A best-practice rule axe leaves out unless asked for by name.
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(results.violations.map((v) => `${locale} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      const home = page.getByRole('banner').getByRole('link').first();
      await expect(home).toHaveAttribute('href', '/');
      const visible = (await home.innerText()).replace(/\s+/g, ' ').trim();
      await expect(home).toHaveAccessibleName(new RegExp(`^${escaped(visible)}`));
    }
    await context.close();
  }
});

test('the mobile menu has no Admin entry for a member', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInNewMember(page, 'Hamza Member');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-nav');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('on a phone an admin reaches Admin from the menu, and every subscriber action and the audit log fit the screen', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const adminName = 'Khadija Phone Admin';
  const member = await newMember(browser, 'Ruqayya');
  await member.close();
  await page.setViewportSize(PHONE);
  await signInNewAdmin(page, adminName);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-nav').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expect(page.getByTestId('subscriber-card').first()).toBeVisible();
  // The table is not drawn at this width: the cards carry everything it shows.
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByLabel('Search').fill(member.name);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(member.name);
  const card = page.getByTestId('subscriber-card').filter({ hasText: member.name });
  await expect(page.getByTestId('subscriber-card')).toHaveCount(1);
  await expect(card).toContainText('Verified');
  await expect(card).toContainText('Illinois');

  const dialog = page.getByRole('dialog', { name: member.name });
  const openDetails = async () => {
    await card.getByRole('button', { name: `View ${member.name}` }).click();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await fitsTheScreen(page)).toBe(true);
  };
  await openDetails();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Unverify', exact: true }).click();
  await expect(page.getByText(`${member.name} is now pending verification`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Pending');
  await openDetails();
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(`${member.name} is now verified`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Verified');

  await page.goto('/admin/audit?entity_type=subscriber');
  await expect(page.getByRole('table')).toHaveCount(0);
  const entries = page.getByTestId('audit-card').filter({ hasText: adminName });
  await expect(entries).toHaveCount(2);
  const verify = entries.first();
  await expect(verify).toContainText('Verify');
  await expect(verify).toContainText(`Subscriber: ${member.name}`);
  await expect(verify.getByTestId('audit-changes')).toContainText(/Verified: no →\s*changed to yes/);
  await expect(entries.nth(1).getByTestId('audit-changes')).toContainText(/Verified: yes →\s*changed to no/);
  await verify.getByText('Before and after').click();
  await expect(verify.getByText('"verified": true')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/subscribers?q=${encodeURIComponent(member.name)}`);
  await openDetails();
  await dialog.getByRole('button', { name: 'Delete subscriber' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete subscriber' }).click();
  await expect(page.getByText('No subscribers match this search and these filters.')).toBeVisible();
});

test('subscribers, audit log and menu at 375, 768 and 1280 px: nothing wider than the screen', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInNewAdmin(page, 'Layla Screens Admin');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [['subscribers', '/admin/subscribers'], ['audit', '/admin/audit']] as const) {
      await page.goto(path);
      await expect(page.getByTestId(name === 'audit' ? (width < 1024 ? 'audit-card' : 'audit-row') : width < 1024 ? 'subscriber-card' : 'subscriber-row').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8).map((e) => `${e.tagName}.${e.className}`));
      expect(await fitsTheScreen(page), `${name} at ${width}px: ${wide.join(' | ')}`).toBe(true);
      // The page's content starts where the header's logo does, at every width.
      const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(Math.round(title?.x ?? -1), `${name} title under the logo at ${width}px`).toBe(Math.round(logo?.x ?? -2));
    }
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (width < 768) {
      await menuButton.click();
      await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Admin' })).toBeVisible();
    } else {
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      await expect(mainNav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(mainNav.getByRole('link', { name: 'Admin' })).toHaveCount(width >= 1024 ? 1 : 0);
    }
    expect(await fitsTheScreen(page), `menu at ${width}px`).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`menu-${width}.png`) });
  }
  // The narrowest width with the full header, in the languages whose labels run longer.
  await page.setViewportSize({ width: 768, height: 900 });
  for (const locale of ['fr-CA', 'ar']) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: page.url() }]);
    await page.goto('/admin/subscribers');
    await expect(page.getByTestId('subscriber-card').first()).toBeVisible();
    expect(await fitsTheScreen(page), `subscribers at 768px in ${locale}`).toBe(true);
  }
});
