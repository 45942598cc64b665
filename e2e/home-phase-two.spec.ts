import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { expectControlsFit } from './support/overflow';
import { startOwnServer } from './support/own-server';

let own: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  own = await startOwnServer();
});
test.afterAll(async () => own.stop());

const SHOTS = process.env.SCREENSHOT_DIR;

/** The space between two controls: side by side or one above the other, whichever separates them. */
async function gapBetween(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('a control of the hero is not laid out');
  const across = Math.max(y.x - (x.x + x.width), x.x - (y.x + y.width));
  const down = Math.max(y.y - (x.y + x.height), x.y - (y.y + y.height));
  return Math.max(across, down);
}

test('in Phase 2 the home hero shows its buttons whole and apart at every width', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: own.base })).newPage();
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-heading"]');
  await expect(hero.getByText('Phase 2 is live: monthly contributions have started.')).toBeVisible();
  const buttons = [hero.getByRole('button', { name: 'Join Now' }), hero.getByRole('link', { name: 'Reviews' }), hero.getByRole('link', { name: 'Transparency' })];
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-phase-two-${width}.png` });
    // The way to join is on the first screen; the other buttons may follow it on a phone.
    await expect(buttons[0]!).toBeInViewport();
    for (const button of buttons) await expect(button).toBeVisible();
    for (const [i, a] of buttons.entries()) {
      for (const b of buttons.slice(i + 1)) {
        expect(await gapBetween(a, b), `space between hero buttons at ${width} px`).toBeGreaterThanOrEqual(8);
      }
    }
  }
  await expectControlsFit(page, '/ in Phase 2');
});
