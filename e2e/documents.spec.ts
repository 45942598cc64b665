import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

type Locale = 'fr-CA' | 'ar';

/** What each long text must show in each language: its title, a sentence from its body, its sections. */
const DOCUMENTS: { path: string; sections: number; text: Record<Locale, { title: string; body: string }> }[] = [
  {
    path: '/terms',
    sections: 17,
    text: {
      'fr-CA': { title: 'Conditions d’utilisation', body: 'Ce n’est pas un placement.' },
      ar: { title: 'شروط الخدمة', body: 'هذه منصة تعهّد وهبة وأمانة، وليست استثمارًا.' },
    },
  },
  {
    path: '/privacy',
    sections: 13,
    text: {
      'fr-CA': { title: 'Politique de confidentialité', body: 'Nous ne vendons ni ne louons jamais vos renseignements personnels' },
      ar: { title: 'سياسة الخصوصية', body: 'لا نبيع معلوماتك الشخصية ولا نؤجّرها أبدًا' },
    },
  },
  {
    path: '/shariah-compliance',
    sections: 8,
    text: {
      'fr-CA': { title: 'Cadre de conformité à la charia', body: 'Le Coran, 2:275 (sens rendu d’après la traduction de Muhammad Hamidullah)' },
      ar: { title: 'إطار الامتثال للشريعة', body: 'سورة البقرة، الآية 275' },
    },
  },
];

const FAQ: Record<Locale, { title: string; question: string; answer: string }> = {
  'fr-CA': { title: 'Ressources et soutien', question: 'Comment le fonds mensuel est-il partagé?', answer: 'premier arrivé, premier servi' },
  ar: { title: 'الموارد والدعم', question: 'كيف يُوزَّع الصندوق الشهري؟', answer: 'الأسبق فالأسبق' },
};

async function pageIn(browser: Browser, locale: Locale, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

async function expectLanguage(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const locale of ['fr-CA', 'ar'] as const) {
  test(`the long texts arrive and read whole in ${locale}`, async ({ browser, request }) => {
    const { context, page, problems } = await pageIn(browser, locale);
    for (const document of DOCUMENTS) {
      const { title, body } = document.text[locale];
      // The server sends the page already written in the language, before any script runs.
      const html = await (await request.get(document.path, { headers: { cookie: `locale=${locale}` } })).text();
      expect(html, document.path).toContain(title);
      expect(html, document.path).toContain(body);

      await page.goto(document.path);
      await expectLanguage(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(body).first()).toBeVisible();
      await expect(page.locator('article section > h2')).toHaveCount(document.sections);
      // The anchors are the same in every language, so a shared link lands on the same section.
      await expect(page.locator('nav').filter({ has: page.locator('a[href="#introduction"], a[href="#information-we-collect"]') }).getByRole('link')).toHaveCount(document.sections);
      await expectNoAxeViolations(page);
    }
    const terms = DOCUMENTS[0]!;
    await page.goto(terms.path);
    await expect(page.locator('section#contact a[href="mailto:support@community.example"]')).toBeVisible();
    await page.locator('section#termination a[href="/privacy"]').click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCUMENTS[1]!.text[locale].title);
    expect(problems).toEqual([]);
    await context.close();
  });

  test(`the FAQ in ${locale}: categories, questions and answers`, async ({ browser }) => {
    const { context, page, problems } = await pageIn(browser, locale);
    await page.goto('/resources');
    await expectLanguage(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FAQ[locale].title);
    await expect(page.getByTestId('faq-category')).toHaveCount(8);
    await page.getByRole('button', { name: FAQ[locale].question }).click();
    await expect(page.getByText(FAQ[locale].answer)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('in Arabic at 375 px, every long text and the contact page fit the screen', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'ar', { width: 375, height: 812 });
  for (const path of ['/terms', '/privacy', '/shariah-compliance', '/resources', '/contact']) {
    await page.goto(path);
    await expectLanguage(page, 'ar');
    if (path === '/resources') await page.getByRole('button', { name: FAQ.ar.question }).click();
    expect(await fitsWidth(page), `${path} scrolls sideways at 375 px`).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-ar-375.png`), fullPage: true });
  }
  await context.close();
});

test('the contact page and its form in French, with a translated validation message', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'fr-CA');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous joindre');
  const form = page.getByRole('form', { name: 'Écrivez-nous' });
  await expect(form.getByRole('combobox', { name: 'Sujet' }).locator('option')).toContainText(['Choisissez un sujet', 'Adhésion et engagements']);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText('Veuillez entrer votre nom')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const path of ['/contact', '/shariah-compliance']) {
    await page.goto(path);
    await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-fr-1280.png`), fullPage: true });
  }
  await context.close();
});

test('switching language on a long text shows it in the new language without a reload', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
  await expect(page.getByText('Ce n’est pas un placement.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'العربية' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شروط الخدمة');
});
