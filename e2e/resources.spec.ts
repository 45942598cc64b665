import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

const CATEGORIES = ['About', 'How It Works', 'Faith & Finance', 'Membership', 'Transparency', 'Security', 'Get Involved', 'Contact'];

test('the FAQ lists its eight categories in order, each with at least three questions', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources & Support' })).toBeVisible();
  const categories = page.getByTestId('faq-category');
  await expect(categories.getByRole('heading', { level: 2 })).toHaveText(CATEGORIES);
  for (const [index, name] of CATEGORIES.entries()) {
    const questions = await categories.nth(index).getByRole('button').count();
    expect(questions, name).toBeGreaterThanOrEqual(3);
  }
  await expectNoAxeViolations(page);
});

test('FAQ answers open one at a time, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/resources');
  const first = page.getByRole('button', { name: 'What is the Riba-Free Community?' });
  const second = page.getByRole('button', { name: 'When does Phase 2 start, and what changes?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('mutual-aid community');

  // Another question, even in another category, closes the first.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('1,000,000 verified members')).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: Enter and Space toggle the focused question.
  const security = page.getByRole('button', { name: 'How is my password protected?' });
  await security.focus();
  await page.keyboard.press('Enter');
  await expect(security).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(security).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(security).toHaveAttribute('aria-expanded', 'true');

  // The arrow keys move between questions, across categories; Home and End go to the first and last.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'What do you do with my personal details?' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(security).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('faq-category').last().getByRole('button').last()).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('faq-category').last().getByRole('button').last()).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the support e-mail, related links and the way back home', async ({ page }) => {
  await page.goto('/resources');
  const help = page.getByRole('region', { name: 'Still have questions?' });
  await expect(help.getByRole('link', { name: 'support@community.example' })).toHaveAttribute('href', 'mailto:support@community.example');
  await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(help.getByRole('link', { name: 'Our Shariah framework' })).toHaveAttribute('href', '/shariah-compliance');

  await page.getByRole('button', { name: 'How do I reach the team?' }).click();
  await expect(page.getByRole('region', { name: 'Contact', exact: true }).getByRole('link', { name: 'support@community.example' })).toHaveAttribute('href', 'mailto:support@community.example');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the FAQ fits a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/resources');
  await page.getByRole('button', { name: 'How is the monthly pool shared out?' }).click();
  await expect(page.getByText('first come, first served')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
