import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SCREENS, type ScreenRoute } from '../src/shared/routes';
import { expectNoAxeViolations } from './support/a11y';

/** The section headings inside the page's article, in order, without their numbers. */
async function sectionHeadings(page: Page) {
  const headings = page.locator('article section > h2');
  return (await headings.allTextContents()).map((text) => text.replace(/^\d+\.\s*/, '').trim());
}

/** Opens the screen and checks what every static page shares: status, title, one visible h1. */
async function openScreen(page: Page, screen: ScreenRoute) {
  const response = await page.goto(screen.path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect.poll(() => page.title()).toBe(screen.title);
}

async function expectBackToHome(page: Page) {
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function expectNoHorizontalOverflowOnPhone(page: Page, screen: ScreenRoute) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${screen.path} scrolls sideways at 375 px`).toBe(true);
}

test.describe('Terms of Service', () => {
  const SECTIONS = [
    'Introduction', 'Purpose', 'Eligibility', 'Membership and Pledge', 'Redistribution', 'Use of Funds',
    'Cancellation and Refunds', 'Compliance', 'Transparency', 'Prohibited Conduct', 'Intellectual Property',
    'Limitation of Liability', 'Disputes', 'Termination', 'Updates to These Terms', 'Contact', 'Final Declaration',
  ];

  test('shows the 17 sections in order, the key terms and the support e-mail', async ({ page }) => {
    await openScreen(page, SCREENS.terms);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    expect(await sectionHeadings(page)).toEqual(SECTIONS);
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(17);
    await expect(page.getByText('It is not an investment.')).toBeVisible();
    await expect(page.getByText('be 18 years of age or older;')).toBeVisible();
    await expect(page.getByText('no payment of any kind is collected')).toBeVisible();
    await expect(page.getByText(/leaving before your 12-month pledge\s+is complete may delay or remove your eligibility/)).toBeVisible();
    await expect(page.getByText('keeping financial records for at least 7 years.')).toBeVisible();
    const contact = page.locator('section#contact');
    await expect(contact.getByRole('link', { name: 'support@community.example' })).toHaveAttribute('href', 'mailto:support@community.example');
    await expectNoAxeViolations(page);
    await expectBackToHome(page);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await expectNoHorizontalOverflowOnPhone(page, SCREENS.terms);
  });
});

test.describe('Privacy Policy', () => {
  const DATA_ITEMS = [
    'Full name', 'Date of birth', 'Gender', 'E-mail address', 'Phone number', 'City and state', 'Payment information',
    'Application documents and transaction history', 'Device fingerprint',
  ];

  test('shows the date, 13 sections, every data item and the Your Trust Matters box', async ({ page }) => {
    await openScreen(page, SCREENS.privacy);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated October 17, 2025', { exact: true })).toBeVisible();
    expect(await sectionHeadings(page)).toHaveLength(13);
    const collected = page.locator('section#information-we-collect');
    for (const item of DATA_ITEMS) {
      await expect(collected.locator('li strong', { hasText: new RegExp(`^${item}$`) })).toBeVisible();
    }
    await expect(page.getByText(/a verification committee reviews each application/)).toBeVisible();
    await expect(page.getByText(/at least 7 years/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Trust Matters' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectBackToHome(page);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await expectNoHorizontalOverflowOnPhone(page, SCREENS.privacy);
  });
});

test.describe('Contact', () => {
  test('shows the configured e-mail, website, address, phone and chat, and the response time', async ({ page }) => {
    await openScreen(page, SCREENS.contact);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('link', { name: 'support@community.example' })).toHaveAttribute('href', 'mailto:support@community.example');
    const website = page.locator('a[href="https://community.example"]');
    await expect(website).toBeVisible();
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(website).toHaveAccessibleName(/opens in a new tab/);
    await expect(page.getByText('Maryland, USA', { exact: true })).toBeVisible();
    await expect(page.getByText(/headquarters/)).toBeVisible();
    await expect(page.getByRole('link', { name: '+1 (410) 555-0142' })).toHaveAttribute('href', 'tel:+14105550142');
    await expect(page.locator('a[href="https://chat.community.example/join"]')).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/24-48 hours/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(page.getByText(/nonprofit organization serving the Muslim community of North America/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectBackToHome(page);
  });

  test('leaves out the e-mail, phone and chat when they are not configured', async ({ browser }) => {
    // The service worker would fetch the second page itself, where page.route cannot rewrite it.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/api/site', (route) =>
      route.fulfill({
        json: { support_email: null, support_phone: null, chat_url: null, website_url: 'https://community.example', address: 'Maryland, USA', public_url: 'https://community.example', organisation: { legal_name: null, registration_number: null, postal_address: null, people: [] } },
      }),
    );
    // The server renders its own (configured) details into the pages; without them, as a page is
    // when the server cannot render it, the app asks /api/site (answered above) and renders afresh.
    await page.route(/\/(contact|terms)$/, async (route) => {
      const html = await (await route.fetch()).text();
      const bare = html.replace(/<script type="application\/json" id="initial-site">[^<]*<\/script>/, '').replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
      await route.fulfill({ body: bare, contentType: 'text/html; charset=utf-8' });
    });
    await openScreen(page, SCREENS.contact);
    await expect(page.getByRole('heading', { name: 'Website' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Phone' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Chat' })).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    // The form is how people reach the team when no address is configured.
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('button', { name: 'Send message' })).toBeEnabled();

    await page.goto(SCREENS.terms.path);
    await expect(page.locator('section#contact').getByRole('link', { name: 'Contact page' })).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await context.close();
  });

  test('fits a 375 px screen', async ({ page }) => {
    await expectNoHorizontalOverflowOnPhone(page, SCREENS.contact);
  });
});

test.describe('Shariah Compliance Framework', () => {
  const SECTIONS = [
    'Introduction', 'Objectives', 'Foundations', 'Prohibitions', 'Distribution Governance', 'Long-term Investment',
    'Advisory and Audit', 'Trust',
  ];

  test('shows every section, the three foundations and the four prohibitions', async ({ page }) => {
    await openScreen(page, SCREENS.shariah);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shariah Compliance Framework');
    expect(await sectionHeadings(page)).toEqual(SECTIONS);
    const foundations = page.locator('section#foundations');
    for (const name of [/Voluntary contribution.*tabarru’/, /Mutual guarantee.*takaful \/ kafalah/, /Benevolent loan.*qard hasan/]) {
      await expect(foundations.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const prohibitions = page.locator('section#prohibitions');
    for (const term of ['Riba (interest):', 'Gharar (excessive uncertainty):', 'Maysir (gambling):', 'Haram industries:']) {
      await expect(prohibitions.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('The Quran, 2:275')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectBackToHome(page);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await expectNoHorizontalOverflowOnPhone(page, SCREENS.shariah);
  });
});
