import sharp from 'sharp';
import { expect, test } from './support/test';
import { signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';
import { ASKED_FOR } from '../test/support/application-request';

const REASON = 'The boiler failed in January and the repair is more than two months of my wages.';
const SHOTS = process.env.SCREENSHOT_DIR;

/** A photo as a phone's camera hands it over: a JPEG carrying the camera's EXIF. */
const cameraPhoto = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .withExif({ IFD0: { Artist: 'Phone Owner', Make: 'PhoneMaker' } })
    .jpeg()
    .toBuffer();

test.use({ viewport: { width: 375, height: 812 } });

test('a member on a phone attaches a photo to the application, and an admin reviewing it opens the photo', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const name = `Hafsa Evidence ${Date.now().toString(36)}`;
  await signInNewMember(page, name);
  await page.goto('/beneficiary-application');
  const form = page.getByRole('form', { name: 'Apply for assistance' });
  await form.getByLabel('Why do you need help?').fill(REASON);
  await form.getByLabel('Amount needed (USD)').fill('650');
  await form.getByLabel('What is the help for?').selectOption('utilities');
  // Without a payout provider configured, paying outside the platform is the one method offered.
  await form.getByLabel('How do you want to be paid?').selectOption('outside');
  await form.getByLabel(/I confirm that I am 18 or older/).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();

  const documents = page.getByTestId('application-documents');
  const add = documents.getByRole('form', { name: 'Add a document' });
  // The camera's own picker: a photo only, taken with the back camera.
  const camera = documents.getByTestId('document-camera');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(documents.getByTestId('document-file')).toHaveAttribute('accept', 'image/*,application/pdf');
  await add.getByRole('button', { name: 'Add document' }).click();
  await expect(add.getByText('Give the document a short label (up to 80 characters)')).toBeVisible();
  await add.getByLabel('What is this document?').fill('Boiler repair quote');
  await camera.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
  await expect(documents.getByTestId('document-chosen')).toContainText('IMG_0001.jpg');
  await add.getByRole('button', { name: 'Add document' }).click();
  await expect(page.getByText('Document added')).toBeVisible();
  const link = documents.getByRole('link', { name: 'Boiler repair quote' });
  await expect(link).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  if (SHOTS) {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await documents.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/evidence-member-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 812 });
  }

  const own = await page.request.get((await link.getAttribute('href'))!);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/jpeg');
  expect((await sharp(await own.body()).metadata()).exif).toBeUndefined();

  const adminContext = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await signInNewAdmin(admin, 'Khadija Reviewer');
  await admin.goto('/admin/transparency');
  await admin.getByRole('button', { name: `View application of ${name}` }).click();
  const dialog = admin.getByRole('dialog');
  const reviewed = dialog.getByTestId('review-documents');
  const adminLink = reviewed.getByRole('link', { name: 'Boiler repair quote' });
  await expect(adminLink).toBeVisible();
  if (SHOTS) {
    for (const width of [375, 768, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      await adminLink.scrollIntoViewIfNeeded();
      await admin.screenshot({ path: `${SHOTS}/evidence-admin-${width}.png` });
    }
  }
  const [opened] = await Promise.all([admin.waitForEvent('popup'), adminLink.click()]);
  const photo = await opened.request.get(opened.url());
  expect(photo.status()).toBe(200);
  expect(photo.headers()['x-content-type-options']).toBe('nosniff');
  expect(photo.headers()['content-disposition']).toContain('Boiler repair quote.jpeg');
  await adminContext.close();
});

test.describe('in French and Arabic', () => {
  for (const locale of ['fr-CA', 'ar'] as const) {
    test(`the documents section reads in ${locale} on a phone`, async ({ page }) => {
      await page.context().addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL ?? '' }]);
      await signInNewMember(page, `Samira Langue ${locale}`);
      const res = await page.request.post('/api/applications', { data: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } });
      expect(res.status()).toBe(201);
      await page.goto('/beneficiary-application');
      const documents = page.getByTestId('application-documents');
      await expect(documents.getByRole('heading', { name: locale === 'ar' ? 'المستندات' : 'Documents' })).toBeVisible();
      await expect(documents).toContainText(locale === 'ar' ? 'التقط صورة' : 'Prendre une photo');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/evidence-member-${locale}-375.png`, fullPage: true });
    });
  }
});
