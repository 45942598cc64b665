import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { signInNewMember, uniqueEmail } from './support/members';
import { messagesTo } from './support/outbox';

const SUPPORT = 'support@community.example';
/** The server drops a form sent back sooner than a person could write it (3 s); a little margin on top. */
const HUMAN_PACE_MS = 3_500;

async function openContactForm(page: Page) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  return { form, openedAt: Date.now() };
}

async function waitLikeAPerson(openedAt: number) {
  const left = HUMAN_PACE_MS - (Date.now() - openedAt);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

test('a visitor writes in, and an admin finds, assigns, answers and closes the message', async ({ page, browser }) => {
  // The whole round trip, with an admin's two-step enrollment and several axe runs, in one test.
  test.slow();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const name = `Khadija ${randomUUID().slice(0, 6)}`;
  const email = uniqueEmail('visitor');
  const { form, openedAt } = await openContactForm(visitor);

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please choose what your message is about')).toBeVisible();
  await expectNoAxeViolations(visitor);

  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByLabel('Topic').selectOption({ label: 'Assistance application' });
  await form.getByLabel('Message').fill('I applied last week and would like to know what happens next.');
  await waitLikeAPerson(openedAt);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByText('Thank you, your message has been sent.')).toBeVisible();
  await expect(visitor.getByText(`We will write to ${email}.`)).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expectNoAxeViolations(visitor);
  await expect.poll(() => messagesTo(SUPPORT).filter((m) => m.text.includes(email)).length).toBe(1);

  const admin = await signInNewAdmin(page);
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page.getByLabel('Search name or e-mail').fill(email);
  // The card is already in the unfiltered list: wait for the search itself, or axe may meet the list dimmed mid-reload.
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('article', { name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Assistance application');
  await expect(card).toContainText('Not assigned');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Open' }).click();
  const view = page.getByRole('dialog', { name: `Message from ${name}` });
  await expect(view.getByText('I applied last week and would like to know what happens next.')).toBeVisible();
  await view.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Message assigned')).toBeVisible();
  await expect(view.getByLabel('Assigned to')).toHaveValue(/.+/);
  await expect(view.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);

  const answer = `Wa alaikum assalam ${name}, your application is with the committee. ${randomUUID().slice(0, 8)}`;
  await view.getByLabel(`Answer ${name} by e-mail`).fill(answer);
  await view.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent')).toBeVisible();
  await expect(view.getByRole('listitem').filter({ hasText: answer })).toContainText(admin);
  await expect.poll(() => messagesTo(email).filter((m) => m.text.includes(answer)).length).toBe(1);
  expect(messagesTo(email).at(-1)!.text).toContain('> I applied last week');

  await view.getByRole('button', { name: 'Close message' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close this message?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByText('Message closed')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Reopen message' })).toBeVisible();
  await view.getByRole('button', { name: 'Close', exact: true }).click();

  // Closed messages leave the default (open) list and show under "Closed".
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('closed');
  await expect(card).toContainText('Closed');
  await page.getByLabel('Assigned').selectOption('me');
  await expect(card).toContainText('Assigned to Sumayyah Admin');

  await page.setViewportSize({ width: 375, height: 800 });
  await card.getByRole('button', { name: 'Open' }).scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Open' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the inbox scrolls sideways at 375 px').toBe(true);
  await page.screenshot({ path: test.info().outputPath('admin-messages-375.png'), fullPage: true });
  await card.getByRole('button', { name: 'Open' }).click();
  await expect(view.getByRole('button', { name: 'Reopen message' })).toBeVisible();
  await view.getByRole('button', { name: 'Reopen message' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('admin-message-view-375.png') });
  await expectNoAxeViolations(page);
  await visitorContext.close();
});

test('a signed-in member finds their name and e-mail filled in, and reaches the form from the dashboard', async ({ page }) => {
  const name = `Bilal ${randomUUID().slice(0, 6)}`;
  const email = await signInNewMember(page, name);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Need help? Send us a message' }).first().click();
  await expect(page).toHaveURL(/\/contact#send-message$/);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByLabel('Your name')).toHaveValue(name);
  await expect(form.getByLabel('Your e-mail')).toHaveValue(email);
});

test('the contact form fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openContactForm(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), '/contact scrolls sideways at 375 px').toBe(true);
  await page.getByRole('form', { name: 'Send us a message' }).screenshot({ path: test.info().outputPath('contact-form-375.png') });
});
