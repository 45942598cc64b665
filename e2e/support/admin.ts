import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { PASSWORD, signInNewMember, uniqueEmail } from './members';
import { completeEnrollment } from './two-step';

/** Where the admin is made and signed in: the shared server by default, or a spec's own (own-server.ts). */
export interface AdminServer {
  base: string;
  env: NodeJS.ProcessEnv;
}

/**
 * A new admin made with the real CLI (npm run admin:create), signed in through /admin/login and
 * taken through two-step enrollment with a code computed from the key the screen shows; it ends on
 * the admin home.
 */
export async function signInNewAdmin(page: Page, name = 'Sumayyah Admin', server?: AdminServer): Promise<string> {
  const email = uniqueEmail('admin');
  const env = server?.env ?? { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR };
  execFileSync('node_modules/.bin/tsx', ['scripts/admin-create.ts', '--email', email, '--password', PASSWORD, '--name', name], {
    env: { ...env, LOG_LEVEL: 'silent' },
  });
  await page.goto(`${server?.base ?? ''}/admin/login`);
  const form = page.getByRole('form', { name: 'Sign In as Admin' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(page).toHaveURL(/\/two-step$/);
  await completeEnrollment(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return email;
}

/** Approves, through the API as the signed-in admin, the applications on the first page of those under review. */
export async function approveApplicationsUnderReview(admin: Page) {
  const pending = await (await admin.request.get('/api/admin/applications?status=under_review')).json();
  for (const application of pending.items as { id: string }[]) {
    expect((await admin.request.put(`/api/admin/applications/${application.id}/approve`, { data: {} })).status()).toBe(200);
  }
}

/** A verified member in a browser of their own, named uniquely so searches find only them. */
export async function newMember(browser: Browser, first: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = `${first} ${randomUUID().slice(0, 6)}`;
  await signInNewMember(page, name);
  return { name, page, close: () => context.close() };
}

/** The audit screen filtered to one record type, showing only the rows this test's admin wrote. */
export async function auditRowsBy(page: Page, adminEmail: string, recordType: string) {
  await page.goto('/admin/audit');
  await page.getByLabel('Record type').selectOption({ label: recordType });
  await expect(page).toHaveURL(/entity_type=/);
  return page.getByTestId('audit-row').filter({ hasText: adminEmail });
}
