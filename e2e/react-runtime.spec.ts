import { expect, expectPageProblem, test } from './support/test';

test('a prerendered page whose HTML differs from its first render is reported, and React renders it afresh', async ({ page }) => {
  // A hydrated page: the long reading pages keep their article as it arrived and would not notice.
  await page.route('/contact', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('>Contact Us</h1>');
    await route.fulfill({ response, body: html.replace('>Contact Us</h1>', '>Contact Them</h1>') });
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expectPageProblem(/Minified React error #418/);
});

test('a React error in the console fails the test it happens in', async ({ page }) => {
  test.fail();
  await page.goto('/terms');
  const logged = page.waitForEvent('console');
  await page.evaluate(() => console.error('Minified React error #425; visit https://react.dev/errors/425 for the full message'));
  await logged;
});

test('an uncaught error in the page fails the test it happens in', async ({ page }) => {
  test.fail();
  await page.goto('/terms');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => setTimeout(() => {
    throw new Error('thrown by the page');
  }));
  await thrown;
});

test('a prerendered page is marked interactive only once the part React hydrates after it is hydrated too', async ({ page }) => {
  // Records, at the moment the mark appears, whether React has taken over the sign-up form's first field.
  await page.addInitScript(() => {
    const w = window as unknown as { formHydratedAtMark?: boolean };
    new MutationObserver(() => {
      if (document.documentElement.dataset.interactive !== 'true' || w.formHydratedAtMark !== undefined) return;
      const field = document.querySelector('form[aria-label="Sign up"] [name="fullName"]');
      w.formHydratedAtMark = !!field && Object.keys(field).some((key) => key.startsWith('__reactFiber$'));
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  });
  await page.goto('/auth');
  expect(await page.evaluate(() => (window as unknown as { formHydratedAtMark?: boolean }).formHydratedAtMark)).toBe(true);
});
