import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewMember } from './support/members';
import { subjectsTo } from './support/outbox';
import { ASKED_FOR } from '../test/support/application-request';

test('a member is e-mailed when an application arrives, and can turn such e-mails off from the dashboard', async ({ page }) => {
  const email = await signInNewMember(page, 'Hafsa Rahman');
  const applied = await page.request.post('/api/applications', {
    data: { reason: 'My husband lost his job in the spring and we are behind on rent and on the electricity bill.', eligibility_confirmed: true, ...ASKED_FOR },
  });
  expect(applied.status()).toBe(201);
  await expect.poll(() => subjectsTo(email)).toContain('We received your application for assistance');

  await page.goto('/dashboard');
  const updates = page.getByRole('checkbox', { name: /E-mail me about my applications and reviews/ });
  await expect(updates).toBeChecked();
  await expectNoAxeViolations(page);
  await updates.uncheck();
  await expect(page.getByText('You will no longer get e-mails about your applications and reviews.')).toBeVisible();
  await page.reload();
  await expect(updates).not.toBeChecked();
  await updates.check();
  await expect(page.getByText('You will get e-mails about your applications and reviews.')).toBeVisible();
});
