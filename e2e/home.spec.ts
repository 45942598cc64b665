import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { PASSWORD, uniqueEmail } from './support/members';
import { numberIn } from './support/text';

test('the home page has its sections, verses and the live counter', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Riba-Free Community: interest-free mutual aid');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Phase 1: Building Our Foundation').first()).toBeVisible();
  await expect(page.getByText('Quran 2:275')).toBeVisible();
  await expect(page.getByText('Quran 5:2')).toBeVisible();
  await expect(page.getByText('A word from our founders')).toBeVisible();
  for (const heading of ['Purpose', 'Vision', 'Mission']) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  for (const heading of ['The Problem', 'Our Solution', 'How It Works', 'Transparency & Trust']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Free to join. No contributions until we reach 1M subscribers.')).toBeVisible();
  const year = new Date().getUTCFullYear();
  await expect(page.getByText(`© ${year === 2025 ? '2025' : `2025–${year}`} Riba-Free Community. A nonprofit initiative serving the North American Muslim community.`)).toBeVisible();
  // Contact options come from the server configuration.
  await expect(page.getByRole('link', { name: /Call us: \+1 \(410\) 555-0142/ })).toHaveAttribute('href', 'tel:+14105550142');
  await expect(page.getByRole('link', { name: /Chat with the community/ })).toHaveAttribute('href', 'https://chat.community.example/join');
  await expectNoAxeViolations(page);
});

test('"Learn more" scrolls to The Problem', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Learn more: The Problem and How It Works' }).click();
  await expect(page).toHaveURL(/#problem$/);
  await expect(page.locator('#problem')).toBeInViewport();
});

const cardTargets: [string, string][] = [
  ['Join the Movement', '/auth'],
  ['Contribute $10/month', '/transparency'],
  ['Build the Pool', '/transparency'],
  ['99% Redistribution', '/beneficiary-application'],
  ['Collective Liberation', '/shariah-compliance'],
  ['Live Dashboard', '/transparency'],
  ['Shariah Governance', '/shariah-compliance'],
  ['Audited Reports', '/transparency'],
  ['Nonprofit Structure', '/transparency'],
];

for (const [title, target] of cardTargets) {
  test(`the "${title}" card goes to ${target}`, async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('link', { name: new RegExp(`^(Step \\d )?${title.replace(/[$/]/g, '\\$&')}`) });
    await expect(card).toHaveAttribute('href', target);
    await card.click();
    // The assistance application is for members: a visitor following the card is asked to sign in.
    await expect(page).toHaveURL(new RegExp(`${target === '/beneficiary-application' ? '/auth' : target}$`));
  });
}

test('outline buttons and footer links lead where the spec says', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Helping one another/ });
  await expect(hero.getByRole('link', { name: 'Reviews', exact: true })).toHaveAttribute('href', '/reviews');
  await expect(hero.getByRole('link', { name: 'Transparency', exact: true })).toHaveAttribute('href', '/transparency');
  const platform = page.getByRole('navigation', { name: 'Platform' });
  const expected: Record<string, string> = {
    'Transparency Reports': '/transparency', 'Community Reviews': '/reviews', 'Ambassador Program': '/ambassador',
    'Join/Login': '/auth', 'Shariah Compliance': '/shariah-compliance',
  };
  for (const [name, href] of Object.entries(expected)) await expect(platform.getByRole('link', { name })).toHaveAttribute('href', href);
  const resources = page.getByRole('navigation', { name: 'Resources' });
  const expectedResources: Record<string, string> = { FAQ: '/resources', Contact: '/contact', 'Privacy Policy': '/privacy', 'Terms of Service': '/terms' };
  for (const [name, href] of Object.entries(expectedResources)) await expect(resources.getByRole('link', { name })).toHaveAttribute('href', href);
});

test('the home page fits a 375 px phone without sideways scrolling and loads only its own code', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('stats-goal')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Other screens are separate chunks, fetched only when visited.
  expect(scripts.some((s) => /\/(auth|dashboard|transparency|terms)-[\w-]+\.js$/.test(s))).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transparency' })).toBeVisible();
});

test('the home page keeps one live stream for all its figures', async ({ page, request }) => {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const counted = window as unknown as { streamsOpened: number };
    counted.streamsOpened = 0;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        counted.streamsOpened += 1;
      }
    };
  });
  await page.goto('/');
  await expect(page.getByTestId('stats-goal')).toHaveText('1,000,000');
  const total = page.getByTestId('stats-total');
  const before = numberIn(await total.textContent());
  const registered = await request.post('/api/auth/register', {
    data: { full_name: 'Maryam Idris', email: uniqueEmail('stream'), password: PASSWORD, gender: 'female', country: 'US', city: 'Chicago', state: 'Illinois', postal_code: '60601', marital_status: 'single', dob: '1990-02-02' },
  });
  expect(registered.status()).toBe(201);
  // The new count came down the stream. React runs the effects of everything it has mounted before it
  // renders a later update, so any stream a figure would open on its own has been opened by now.
  await expect.poll(async () => numberIn(await total.textContent())).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { streamsOpened: number }).streamsOpened)).toBe(1);
});
