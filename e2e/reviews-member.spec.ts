import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewMember } from './support/members';

const REVIEW = {
  title: 'Support without interest',
  content: 'When my hours were cut, the community helped us with groceries and asked for nothing back.',
};

const tabs = (page: Page) => ({
  view: page.getByRole('tab', { name: 'View Reviews' }),
  submit: page.getByRole('tab', { name: 'Submit Review' }),
});

test('a member finds the tabs, the form and its checks', async ({ page }) => {
  await signInNewMember(page);
  await page.goto('/reviews');
  const { view, submit } = tabs(page);
  await expect(view).toHaveAttribute('aria-selected', 'true');
  await expect(submit).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText('Sign in to submit a review')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
  await expectNoAxeViolations(page);

  await submit.click();
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
  await expect(page.getByText('Share your experience with our community. Your review will be visible after approval.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Write a review' });
  const send = form.getByRole('button', { name: 'Submit Review' });
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);

  // The stars are chosen with the keyboard alone: into the group, then the arrow keys.
  const stars = form.getByRole('radiogroup', { name: 'Rating' });
  await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
  await expect(send).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(stars.locator('[data-filled="true"]')).toHaveCount(3);
  await expect(send).toBeEnabled();

  await form.getByLabel('Title').fill('Good');
  await form.getByLabel('Review').fill(REVIEW.content);
  await expect(form.getByText(`${REVIEW.content.length}/1,000 characters`)).toBeVisible();
  await send.click();
  await expect(form.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('a submitted review waits for approval, and a member shares one a day', async ({ page }) => {
  await signInNewMember(page, 'Ibrahim Siddiq');
  await page.goto('/reviews');
  const { view, submit } = tabs(page);
  const form = page.getByRole('form', { name: 'Write a review' });

  const write = async (title: string) => {
    await submit.click();
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Review').fill(REVIEW.content);
    await form.getByRole('button', { name: 'Submit Review' }).click();
  };

  await write(REVIEW.title);
  await expect(page.getByText('Review submitted!')).toBeVisible();
  await expect(page.getByText('Your review is pending approval and will be visible soon.')).toBeVisible();
  await expect(view).toHaveAttribute('aria-selected', 'true');
  await expect(view).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
  // The member sees their own review waiting, apart from the published list, which does not hold it.
  const waiting = page.getByRole('region', { name: 'Your review waiting for approval' });
  await expect(waiting.getByText(REVIEW.title)).toBeVisible();
  await expect(page.getByText(REVIEW.title)).toHaveCount(1);

  // The form was cleared for the next time.
  await submit.click();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeDisabled();

  await write('Another thought today');
  await expect(page.getByText('You can share one review a day. Please try again tomorrow.')).toBeVisible();
  await expect(submit).toHaveAttribute('aria-selected', 'true');
});
