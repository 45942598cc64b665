import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { MeResponse } from '../src/shared/api';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { newMember, signInNewAdmin } from './support/admin';

const PHONE = { width: 375, height: 812 };
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const thisMonth = new Date().toISOString().slice(0, 7);
const year = Number(thisMonth.slice(0, 4));
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${thisMonth}-01T00:00:00Z`));

/** The lines drawn in the PDF as written (each sits in an ActualText span). */
async function pdfLines(bytes: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams = (contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents]).filter((s) => s instanceof PDFRawStream);
    const operators = streams.map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')).join('\n');
    return [...operators.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').swap16().toString('utf16le'));
  });
}

test('a member whose payments an admin recorded sees them by month and downloads the yearly giving statement', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const member = await newMember(browser, 'Maryam');
  const { profile } = (await (await member.page.request.get('/api/me')).json()) as MeResponse;
  const id = profile.id;
  await signInNewAdmin(page);
  const cheque = `CHQ-${randomUUID().slice(0, 8)}`;
  const transfer = `TRF-${randomUUID().slice(0, 8)}`;
  for (const payment of [
    { member: id, month: thisMonth, amount: '20', currency: 'USD', method: 'cheque', reference: cheque },
    { member: id, month: thisMonth, amount: '15', currency: 'CAD', settled_amount: '11', method: 'bank_transfer', reference: transfer },
  ]) {
    expect((await page.request.post('/api/admin/ledger/recorded-payments', { data: payment })).status()).toBe(201);
  }

  const mine = member.page;
  await mine.goto('/dashboard');
  await mine.getByRole('link', { name: 'My contributions' }).click();
  await expect(mine).toHaveURL(/\/dashboard\/contributions$/);
  await expect(mine.getByRole('heading', { level: 1, name: 'My contributions' })).toBeVisible();
  const month = mine.getByTestId('contribution-month');
  await expect(month).toHaveCount(1);
  await expect(month.getByRole('heading', { name: monthName })).toBeVisible();
  await expect(month).toContainText('$20.00');
  await expect(month).toContainText('CA$15.00');
  await expect(month).toContainText(`Reference: ${cheque}`);
  await expect(month).toContainText(`Reference: ${transfer}`);
  await expect(mine.getByRole('region', { name: `Total for ${year}` })).toContainText('$20.00');
  await expectNoAxeViolations(mine);

  const [download] = await Promise.all([mine.waitForEvent('download'), mine.getByRole('link', { name: `Download my ${year} statement (PDF)` }).click()]);
  expect(download.suggestedFilename()).toBe(`giving-statement-${year}.pdf`);
  const lines = await pdfLines(await readFile(await download.path()));
  expect(lines).toContain(`Yearly giving statement ${year}`);
  expect(lines).toContain(monthName);
  expect(lines).toContain(`Total for ${year}`);
  expect(lines).toEqual(expect.arrayContaining(['$20.00', 'CA$15.00']));

  // An earlier year says there is nothing, on screen and in its statement.
  await mine.goto(`/dashboard/contributions?year=${year - 1}`);
  await expect(mine.getByText(`No contributions were recorded for you in ${year - 1}.`)).toBeVisible();

  // In Arabic on a phone: right to left, translated, and no sideways scrolling.
  await mine.setViewportSize(PHONE);
  await mine.context().addCookies([{ name: 'locale', value: 'ar', url: new URL(mine.url()).origin }]);
  await mine.goto('/dashboard/contributions');
  await expect(mine.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mine.getByRole('heading', { level: 1, name: 'مساهماتي' })).toBeVisible();
  await expect(mine.getByTestId('contribution-month')).toHaveCount(1);
  expect(await fitsTheScreen(mine)).toBe(true);
  await expectNoAxeViolations(mine);
  await member.close();
});
