import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { e2eDatabase } from './support/db';
import { PASSWORD, uniqueEmail } from './support/members';

test.describe.configure({ mode: 'serial' });

test('approved reviews only, newest first, with avatar letter, date, stars, title and content', async ({ page, request }) => {
  const email = uniqueEmail('reviewer');
  const res = await request.post('/api/auth/register', {
    data: { full_name: 'Hamza Qureshi', email, password: PASSWORD, gender: 'male', country: 'US', city: 'Houston', state: 'Texas', postal_code: '77002', marital_status: 'married', dob: '1980-08-08' },
  });
  expect(res.status()).toBe(201);
  const db = e2eDatabase();
  const userId = (db.prepare('select id from profiles where email = ?').get(email) as { id: string }).id;
  const insert = db.prepare('insert into reviews (id, user_id, title, content, rating, is_approved, created_at) values (?, ?, ?, ?, ?, ?, ?)');
  insert.run(randomUUID(), userId, 'A community that cares', 'They helped my family through a very hard month without any interest.', 4, 1, '2026-03-05T12:00:00.000Z');
  insert.run(randomUUID(), userId, 'Still waiting for approval', 'This review has not been approved yet and must stay hidden.', 5, 0, '2026-03-06T12:00:00.000Z');
  db.close();

  await page.goto('/reviews');
  const card = page.getByRole('listitem').filter({ hasText: 'A community that cares' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hamza Qureshi');
  await expect(card).toContainText('H');
  await expect(card).toContainText('Mar 5, 2026');
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(card.locator('[data-filled="true"]')).toHaveCount(4);
  await expect(card).toContainText('They helped my family through a very hard month without any interest.');
  await expect(page.getByText('Still waiting for approval')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
