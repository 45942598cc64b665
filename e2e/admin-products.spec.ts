import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';

/** The toast with this title; sonner shows the description inside it. */
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('an admin adds, edits and deletes a product on both screens', async ({ page }) => {
  const name = `Prayer mat ${randomUUID().slice(0, 6)}`;
  await signInNewAdmin(page, 'Hafsa Admin');

  await page.goto('/admin/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Store Management' })).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Stock')).toBeVisible();
  await expect(dialog.getByLabel('Digital file URL')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Only the first problem is shown, as a 'Validation Error' notice and beside its field.
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Validation Error')).toContainText('Product name is required');
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveCount(1);

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price (USD)').fill('0');
  await dialog.getByLabel('Stock').fill('5');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Validation Error').filter({ hasText: 'Price must be greater than 0' })).toBeVisible();
  await expect(dialog.getByLabel('Price (USD)')).toBeFocused();

  await dialog.getByLabel('Price (USD)').fill('12.50');
  await dialog.getByLabel('Description').fill('Soft, washable, with a travel bag.');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('$12.50');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Physical');
  await expect(card.getByText('5', { exact: true })).toBeVisible();

  // Digital products hide the stock and ask for the file address instead.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByLabel('Price (USD)')).toHaveValue('12.50');
  await edit.getByLabel('Product type').selectOption('digital');
  await expect(edit.getByLabel('Stock')).toHaveCount(0);
  await expect(edit.getByLabel('Digital file URL')).toBeVisible();
  await edit.getByLabel('Digital file URL').fill('not a link');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Validation Error').filter({ hasText: 'Digital file URL must be valid' })).toBeVisible();
  await edit.getByLabel('Digital file URL').fill('https://files.example.org/mat-guide.pdf');
  await edit.getByLabel('Price (USD)').fill('15');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated')).toBeVisible();
  await expect(card).toContainText('$15.00');
  await expect(card).toContainText('Digital');
  await expect(card).toContainText('∞');

  // The older table screen shows the same product through the same API.
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Store Management' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Show the products as' }).getByRole('link', { name: 'Table' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Price', 'Stock', 'Status', 'Actions']);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([name, 'Digital', '$15.00', '∞Unlimited', 'Active', 'EditDelete']);
  await expectNoAxeViolations(page);

  // The server searches by name, in any case.
  await page.getByLabel('Search by name').fill(name.toUpperCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Type').selectOption('physical');
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page.getByLabel('Type').selectOption('digital');
  await expect(row).toBeVisible();

  // The same form: a blank price is refused here too.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const tableEdit = page.getByRole('dialog', { name: 'Edit Product' });
  await tableEdit.getByLabel('Price (USD)').fill('');
  await tableEdit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Validation Error').filter({ hasText: 'Price must be a valid number' })).toBeVisible();
  await tableEdit.getByRole('button', { name: 'Cancel' }).click();
  await expect(tableEdit).toHaveCount(0);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await expect(confirm).toContainText(name);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete Product' }).click();
  await expect(toast(page, 'Product deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('members are sent to the dashboard and visitors to sign-in', async ({ page }) => {
  await page.goto('/admin/store');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, 'Authentication required')).toBeVisible();

  await signInNewMember(page);
  await page.goto('/admin/store');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Access denied')).toBeVisible();
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/dashboard$/);
});
