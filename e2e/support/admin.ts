import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './members';

/** Creates an admin with the real CLI (npm run admin:create) and signs the page in through the API. */
export async function signInNewAdmin(page: Page, name = 'Aminah Admin'): Promise<string> {
  const email = uniqueEmail('admin');
  execFileSync('npx', ['tsx', 'scripts/admin-create.ts', '--email', email, '--password', PASSWORD, '--name', name], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
  });
  const res = await page.request.post('/api/auth/admin-login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return email;
}
