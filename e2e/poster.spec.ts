import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './support/test';
import { API, type MeResponse } from '../src/shared/api';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './support/a11y';
import { PASSWORD, uniqueEmail } from './support/members';
import { latestLinkTo } from './support/outbox';

const qrImage = (page: Page) => page.getByTestId('poster-qr').locator('img');

/** Photographs the QR code as rendered and decodes it, as a phone camera would. */
async function expectQrEncodes(page: Page, url: string) {
  await expect(qrImage(page)).toHaveAttribute('alt', `QR code linking to ${url}`);
  const png = PNG.sync.read(await qrImage(page).screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(url);
}

test('the poster shows its message, badges, verses and a QR code of the site address', async ({ page, baseURL }) => {
  await page.goto('/poster');
  const poster = page.getByRole('article', { name: 'Poster' });
  await expect(poster.getByRole('heading', { level: 2 })).toHaveText('Join 6+ Million Muslims Building a Riba-Free Community');
  const motto = poster.locator('[lang="ar"]');
  await expect(motto).toHaveAttribute('dir', 'rtl');
  await expect(motto).toHaveText('وَتَعَاوَنُوا عَلَى الْبِرِّ وَالتَّقْوَىٰ');
  await expect(poster.getByText('Quran, Al-Ma\'idah 5:2')).toBeVisible();
  await expect(poster.getByText('SCAN TO JOIN', { exact: true })).toBeVisible();
  await expect(poster.getByTestId('poster-website')).toHaveText(new URL(baseURL!).host);
  for (const badge of ['Shariah Compliant', '100% Transparent', 'Community Driven']) {
    await expect(poster.getByRole('listitem').filter({ hasText: badge })).toBeVisible();
  }
  await expect(poster.getByText('Allah has permitted trade and has forbidden riba.')).toBeVisible();
  await expect(poster.getByText('Quran, Al-Baqarah 2:275')).toBeVisible();
  await expectQrEncodes(page, baseURL!);
  await expectNoAxeViolations(page);
});

test('Print Poster opens the print dialog, and printing shows only the poster on exactly one page of A4 and of US Letter', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { print: () => void; printed: number };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  });
  await page.goto('/poster');
  await expect(qrImage(page)).toBeVisible();
  await page.getByRole('button', { name: 'Print Poster' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // Lay the page out as the printer will: one A4 sheet.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Poster' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden();
  await expect(qrImage(page)).toBeVisible();
  const sheet = await page.getByRole('article', { name: 'Poster' }).boundingBox();
  // 210 mm x 297 mm at 96 px per inch, from the top left corner.
  expect(sheet!.x).toBeCloseTo(0, 0);
  expect(sheet!.y).toBeCloseTo(0, 0);
  expect(sheet!.width).toBeCloseTo((210 / 25.4) * 96, 0);
  expect(sheet!.height).toBeCloseTo((297 / 25.4) * 96, 0);

  for (const format of ['A4', 'Letter']) {
    const pdf = (await page.pdf({ format, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g), format).toHaveLength(1);
  }
});

test('Download PDF gives a real PDF file of the chosen paper size, in the page\'s language', async ({ page }) => {
  await page.goto('/poster');
  await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
  let download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('riba-free-community-poster-a4.pdf');

  await page.getByRole('radio', { name: 'US Letter' }).check();
  download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('riba-free-community-poster-letter.pdf');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  expect(pdf.getTitle()).toBe('Join 6+ Million Muslims Building a Riba-Free Community');

  await page.context().addCookies([{ name: 'locale', value: 'ar', url: page.url() }]);
  await page.goto('/poster');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'تنزيل ملف PDF' }).click();
  const arabic = await PDFDocument.load(readFileSync((await (await download).path())!));
  expect(arabic.getTitle()).toBe('انضمّوا إلى أكثر من 6 ملايين مسلم يبنون مجتمعًا خاليًا من الربا');
  await expectNoAxeViolations(page);
});

test("a signed-in member's poster carries their own referral code", async ({ page, baseURL }) => {
  const email = uniqueEmail('poster');
  const registered = await page.request.post(API.register, {
    data: { full_name: 'Yusuf Rahman', email, password: PASSWORD, gender: 'male', country: 'US', city: 'Columbus', state: 'Ohio', postal_code: '43004', marital_status: 'single', dob: '1991-03-09' },
  });
  expect(registered.status()).toBe(201);
  await page.goto(await latestLinkTo(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = (await (await page.request.get(API.me)).json()) as MeResponse;

  await page.goto('/poster');
  await expect(page.getByText('The QR code carries your own referral code')).toBeVisible();
  await expectQrEncodes(page, `${baseURL}/?ref=${me.profile.referral_code}`);
});

test('the poster page fits a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/poster');
  await expect(qrImage(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
