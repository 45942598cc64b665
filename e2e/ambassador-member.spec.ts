import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signUpThroughForm, uniqueEmail } from './support/members';
import { latestLinkTo } from './support/outbox';

/** Signs up through the form and follows the e-mailed link, which signs the new member in. */
async function joinAndVerify(page: Page, email: string, name: string) {
  await signUpThroughForm(page, email, { name });
  await page.goto(await latestLinkTo(email));
  await expect(page.getByText('Account verified! Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a friend who joins through a member’s link shows up in their counts and list, and Copy Link copies it', async ({ page, browser }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/auth');
  await joinAndVerify(page, uniqueEmail('ambassador'), 'Yusuf Rahman');

  await page.goto('/ambassador');
  const linkField = page.getByLabel('Your referral link');
  await expect(linkField).toHaveValue(/\/\?ref=[A-Z0-9]{4,16}$/);
  const link = await linkField.inputValue();
  await expect(page.getByTestId('referrals-count')).toHaveText('0');
  await expect(page.getByTestId('ambassador-current-rank')).toHaveText('Member');
  await expect(page.getByText('10 more verified referrals to reach Bronze')).toBeVisible();
  await expect(page.getByText('No one has joined through your link yet. Share it with people you trust.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login to Join' })).toHaveCount(0);

  // The friend arrives through the link, looks around and reloads before signing up: the code must survive.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await friend.getByRole('navigation').getByRole('link', { name: 'Transparency' }).first().click();
  await expect(friend).toHaveURL(/\/transparency$/);
  await friend.reload();
  await friend.goto('/auth');
  const friendEmail = uniqueEmail('friend');
  await joinAndVerify(friend, friendEmail, 'Aisha Karim');
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId('referrals-count')).toHaveText('1');
  await expect(page.getByTestId('verified-referrals-count')).toHaveText('1');
  await expect(page.getByText('9 more verified referrals to reach Bronze')).toBeVisible();
  const row = page.getByTestId('referral-list').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aisha Karim');
  await expect(row).toContainText('Verified');
  await expect(row).not.toContainText(friendEmail);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('Share opens the share sheet with the link, takes a cancel quietly, and copies where there is no sheet', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // A stand-in share sheet: the first share goes through, later ones are cancelled by the person.
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
        if (calls.length > 1) throw new DOMException('Share canceled', 'AbortError');
      },
    });
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/auth');
  await joinAndVerify(page, uniqueEmail('sharer'), 'Maryam Yusuf');
  await page.goto('/ambassador');
  const link = page.getByLabel('Your referral link');
  await expect(link).toHaveValue(/\?ref=/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const shareCalls = () => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  await expect.poll(async () => (await shareCalls()).length).toBe(1);
  const [sent] = await shareCalls();
  expect(sent?.url).toBe(await link.inputValue());
  expect(sent?.title).toBeTruthy();

  await share.click();
  await expect.poll(async () => (await shareCalls()).length).toBe(2);

  await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await share.click();
  await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  // Only this last click produced a message: neither the share nor the cancel did.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
});
