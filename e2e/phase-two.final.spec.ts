import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { e2eDatabase } from './support/db';
import { latestLinkTo } from './support/outbox';
import { PASSWORD, signInNewMember, uniqueEmail } from './support/members';
import { numberIn } from './support/text';

/**
 * Switches the community to Phase 2 and back as admins do: one prepares the switch and a second
 * approves it, after which the server's figures follow at once. The first test writes the goal
 * straight into the database, which nothing announces, so that a real verification is what makes
 * Phase 2 ready; the switch itself then goes through the Settings screen with two admins.
 */
test.describe.configure({ mode: 'serial' });

const PHASE_1 = 'Phase 1: Building Our Foundation';
const PHASE_2 = 'Phase 2: Monthly Redistribution Is Live';
const DEFAULT_GOAL = 1_000_000;

function setGoal(goal: number) {
  const db = e2eDatabase();
  db.prepare('update subscriber_stats set goal = ?').run(goal);
  db.close();
}

function verifiedMembers(): number {
  const db = e2eDatabase();
  const row = db.prepare('select verified_subscribers as n from subscriber_stats').get() as { n: number };
  db.close();
  return row.n;
}

/** Prepares the switch; the second admin approves it. */
let admin: Page;
let second: Page;

test.beforeAll(async ({ browser }) => {
  // Two admins are made with the real CLI, one after the other.
  test.setTimeout(180_000);
  admin = await newPage(browser);
  await signInNewAdmin(admin, 'Goal Keeper');
  second = await newPage(browser);
  await signInNewAdmin(second, 'Second Key');
});

async function phaseNow(): Promise<1 | 2> {
  return ((await (await admin.request.get('/api/admin/phase')).json()) as { phase: 1 | 2 }).phase;
}

/** One admin prepares the switch through the API, the other approves it. */
async function switchPhase(to_phase: 1 | 2, goal: number) {
  const prepared = await admin.request.post('/api/admin/phase', { data: { to_phase, goal } });
  expect(prepared.status(), await prepared.text()).toBe(201);
  const { id } = ((await prepared.json()) as { state: { pending: { id: string } } }).state.pending;
  expect((await second.request.post(`/api/admin/phase/${id}/approval`, { data: {} })).status()).toBe(200);
}

/** Phase 2 with a goal far below the count, so parallel sign-ups or deletions elsewhere do not matter. */
async function inPhaseTwo() {
  if ((await phaseNow()) === 1) await switchPhase(2, 1);
}

async function backToPhaseOne() {
  if ((await phaseNow()) === 2) await switchPhase(1, DEFAULT_GOAL);
  expect((await admin.request.put('/api/admin/settings', { data: { goal: DEFAULT_GOAL } })).status()).toBe(200);
}

test.afterAll(() => backToPhaseOne());

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a verification makes Phase 2 ready, two admins start it, and open pages switch without a reload', async ({ page, browser }) => {
  await backToPhaseOne();
  await signInNewMember(page, 'Ruqayyah Live');
  await page.goto('/dashboard');
  const store = await page.context().newPage();
  await store.goto('/store');
  const home = await newPage(browser);
  await home.goto('/');
  const transparency = await newPage(browser);
  await transparency.goto('/transparency');

  await expect(page.getByTestId('phase-explainer')).toContainText(PHASE_1);
  await expect(store.getByRole('heading', { name: 'Store Coming Soon' })).toBeVisible();
  await expect(home.getByRole('heading', { name: PHASE_1 })).toBeVisible();
  await expect(home.getByText('Free to join. No contributions until we reach 1M subscribers.')).toBeVisible();
  await expect(transparency.getByTestId('phase-label')).toHaveText(PHASE_1);

  // One more verified member reaches the goal; the stream is not told about this write itself.
  setGoal(verifiedMembers() + 1);
  const email = uniqueEmail('phase-two');
  const newcomer = await newPage(browser);
  const registered = await newcomer.request.post('/api/auth/register', {
    data: { full_name: 'Idris Newcomer', email, password: PASSWORD, gender: 'male', country: 'US', city: 'Houston', state: 'Texas', postal_code: '77002', marital_status: 'single', dob: '1993-09-09' },
  });
  expect(registered.status()).toBe(201);
  await newcomer.goto(await latestLinkTo(email));
  await expect(newcomer).toHaveURL(/\/dashboard$/);

  // Reaching the goal makes Phase 2 ready, not live: the admins are told, and the home page, which
  // has heard of the verification, still says Phase 1.
  await admin.goto('/admin/settings');
  const phaseCard = admin.getByRole('form', { name: 'Prepare a phase switch' });
  await expect(admin.getByText('Phase 2 is ready to start')).toBeVisible();
  const reached = numberIn(await admin.getByTestId('settings-goal').textContent());
  await expect(home.getByTestId('stats-remaining')).toHaveText('0');
  expect(numberIn(await home.getByTestId('stats-verified').textContent())).toBeGreaterThanOrEqual(reached);
  await expect(home.getByRole('heading', { name: PHASE_1 })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The first admin prepares the start; the confirmation names what will happen.
  await phaseCard.getByRole('button', { name: 'Prepare the start of Phase 2' }).click();
  const preparing = admin.getByRole('alertdialog', { name: 'Prepare the start of Phase 2?' });
  await expect(preparing).toContainText('Nothing changes yet.');
  await expect(preparing).toContainText('e-mailed an invitation to set up their pledge');
  await preparing.getByRole('button', { name: 'Prepare the switch' }).click();
  await expect(toast(admin, 'Phase switch prepared.')).toBeVisible();
  await expect(admin.getByText('You prepared this phase switch. A different admin must approve it.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve and start Phase 2' })).toBeDisabled();
  await expect(home.getByRole('heading', { name: PHASE_1 })).toBeVisible();

  // The second admin sees whom Phase 2 will invite, and starts it.
  await second.goto('/admin/settings');
  await expect(second.getByTestId('phase-invitees').getByRole('listitem').first()).toBeVisible();
  await expect(second.getByRole('heading', { name: /members? will be invited to set up a monthly pledge$/ })).toBeVisible();
  await second.getByRole('button', { name: 'Approve and start Phase 2' }).click();
  const starting = second.getByRole('alertdialog', { name: 'Start Phase 2 now?' });
  await expect(starting).toContainText('monthly contributions begin');
  await starting.getByRole('button', { name: 'Start Phase 2' }).click();
  await expect(toast(second, 'Phase switch approved.')).toBeVisible();
  await expect(second.getByTestId('settings-phase')).toHaveText(PHASE_2);

  await expect(home.getByRole('heading', { name: PHASE_2 })).toBeVisible();
  // The Phase 1 promise under the join form would no longer be true.
  await expect(home.getByText('Free to join. Once your e-mail is verified, you can set up your $10 monthly pledge.')).toBeVisible();
  await expect(home.getByText('No contributions until we reach 1M subscribers', { exact: false })).toHaveCount(0);
  await expect(home.getByText('until one million', { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('phase-explainer')).toContainText(PHASE_2);
  await expect(page.getByTestId('phase-explainer')).toContainText('monthly contributions have started');
  await expect(transparency.getByTestId('phase-label')).toHaveText(PHASE_2);
  await expect(transparency.getByText('Collected so far', { exact: true })).toBeVisible();
  await expect(store.getByRole('heading', { name: 'Store Coming Soon' })).toHaveCount(0);
  await expect(store.getByRole('heading', { name: 'Your cart' })).toBeVisible();
});

test('in Phase 2 members shop the active products with a cart kept for the session', async ({ page }) => {
  await inPhaseTwo();
  const run = randomUUID().slice(0, 6);
  const names = { inactive: `Draft hoodie ${run}`, soldOut: `Olive wood tasbih ${run}`, dates: `Medjool dates ${run}`, ebook: `Seerah e-book ${run}` };

  const add = async (body: object) => expect((await admin.request.post('/api/admin/products', { data: body })).status()).toBe(201);
  await add({ name: names.inactive, description: 'Not ready yet.', price: '40', stock_quantity: 5, product_type: 'physical', is_active: false });
  await add({ name: names.soldOut, description: '33 beads, hand-turned.', price: '9.50', stock_quantity: 0, product_type: 'physical' });
  await add({ name: names.dates, description: '1 kg from a halal cooperative farm.', price: '12.50', stock_quantity: 2, product_type: 'physical' });
  await add({ name: names.ebook, description: 'Twelve chapters on the life of the Prophet.', price: '4.99', stock_quantity: 0, product_type: 'digital', digital_file_url: 'https://files.example.org/seerah.pdf' });

  await signInNewMember(page, 'Safiya Shopper');
  await page.goto('/store');
  const grid = page.getByRole('list', { name: 'Products' });
  const ours = grid.getByRole('article').filter({ hasText: run });
  // Active only, newest first; the inactive one is not even in the API's answer.
  await expect(ours.getByRole('heading')).toHaveText([names.ebook, names.dates, names.soldOut]);
  const api = await (await page.request.get('/api/store/products?page_size=100')).json();
  expect(JSON.stringify(api)).not.toContain(names.inactive);
  expect(JSON.stringify(api)).not.toContain('seerah.pdf');

  const soldOut = page.getByRole('article', { name: names.soldOut });
  await expect(soldOut).toContainText('Physical');
  await expect(soldOut).toContainText('$9.50');
  await expect(soldOut.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(soldOut.getByTestId('product-placeholder')).toBeVisible();

  const ebook = page.getByRole('article', { name: names.ebook });
  await expect(ebook).toContainText('Digital');
  await expect(ebook).toContainText('In stock: ∞');

  const dates = page.getByRole('article', { name: names.dates });
  await expect(dates).toContainText('In stock: 2');
  await dates.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await dates.getByRole('button', { name: 'Add to cart' }).click();
  // The whole stock is in the cart: a third cannot be added.
  const full = dates.getByRole('button', { name: 'All in your cart' });
  await expect(full).toBeDisabled();
  await full.click({ force: true });
  await expect(dates.getByTestId('in-cart')).toHaveText('In your cart: 2');
  await ebook.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page.getByTestId('cart-count')).toHaveText('3 items');
  await expect(page.getByTestId('cart-total')).toHaveText('$29.99');

  // Kept for the browser session: a reload in the same tab still has it.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('3 items');
  await expect(page.getByTestId('cart-total')).toHaveText('$29.99');
  await expect(dates.getByRole('button', { name: 'All in your cart' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'View cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(cart).toContainText('2 × $12.50');
  await expectNoAxeViolations(page);
  await cart.getByRole('button', { name: `Remove ${names.ebook} from cart` }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-count')).toHaveText('2 items');
  await expect(page.getByTestId('cart-total')).toHaveText('$25.00');

  // One column on phones, two on tablets, three on desktops.
  for (const [width, columns] of [[375, 1], [768, 2], [1280, 3]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(columns);
  }
});

test('a failed product load shows "Error loading products" with the server\'s message', async ({ page }) => {
  await inPhaseTwo();
  await signInNewMember(page, 'Anas Unlucky');
  const message = 'The store is being restocked. Please try again shortly.';
  await page.route('**/api/store/products?*', (route) => route.fulfill({ status: 503, json: { error: { code: 'unavailable', message } } }));
  await page.goto('/store');
  await expect(toast(page, 'Error loading products')).toContainText(message);
  const notice = page.getByRole('alert').filter({ hasText: 'Error loading products' });
  await expect(notice).toContainText(message);

  await page.unroute('**/api/store/products?*');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ of \d+ products$|^No products yet/)).toBeVisible();
});

test('in Phase 2 the dashboard and transparency figures tell the Phase 2 story', async ({ page }) => {
  await inPhaseTwo();
  await signInNewMember(page, 'Harun Reader');
  await page.goto('/dashboard');
  const explainer = page.getByTestId('phase-explainer');
  await expect(explainer.getByRole('heading', { name: PHASE_2 })).toBeVisible();
  await expect(explainer).toContainText('99% of the pool is redistributed');
  await expect(explainer).toContainText('1% covers running costs');

  await page.goto('/transparency');
  await expect(page.getByTestId('phase-label')).toHaveText(PHASE_2);
  const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  // The headline is money that exists: the ledger's collections and the confirmed payouts.
  const published = (await (await page.request.get('/api/transparency/distributions')).json()) as { collected_cents: number; paid_cents: number };
  await expect(page.getByTestId('transparency-collected')).toHaveText(usd(published.collected_cents));
  await expect(page.getByTestId('transparency-paid')).toHaveText(usd(published.paid_cents));
  // The projection is every verified member's $10 and 99% of it, checked against the page's own
  // verified count (other specs may verify members meanwhile; the page follows live).
  const figures = async () => {
    const verified = numberIn(await page.getByText(/^[\d,]+ verified$/).textContent());
    const shown = [await page.getByTestId('transparency-pool').textContent(), await page.getByTestId('transparency-redistribution').textContent()];
    return { shown, expected: [usd(verified * 1000), usd(verified * 990)] };
  };
  await expect.poll(async () => {
    const { shown, expected } = await figures();
    return shown.join(' / ') === expected.join(' / ') ? 'consistent' : `${shown.join(' / ')} instead of ${expected.join(' / ')}`;
  }).toBe('consistent');
  expect(numberIn((await figures()).shown[0] ?? '')).toBeGreaterThan(0);
  await expect(page.getByText('Projected 99% redistribution', { exact: true })).toBeVisible();
  await expect(page.getByText('Projection, not money held')).toBeVisible();

  await backToPhaseOne();
  await page.reload();
  await expect(page.getByTestId('phase-label')).toHaveText(PHASE_1);
});
