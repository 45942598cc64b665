import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { PASSWORD, signInNewMember, uniqueEmail } from './support/members';

const chooseLanguage = async (page: Page, name: 'English' | 'Français' | 'العربية') => {
  await page.getByRole('combobox', { name: /^(Language|Langue|اللغة)$/ }).selectOption({ label: name });
};

const expectDocument = async (page: Page, lang: string, dir: 'ltr' | 'rtl') => {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
};

test('the home page in English, French and Arabic, remembered across reloads', async ({ page }) => {
  await page.goto('/');
  await expectDocument(page, 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helping one another, free of interest');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');

  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('S’entraider, sans intérêt');
  await expectDocument(page, 'fr-CA', 'ltr');
  await expect(page.getByRole('heading', { name: 'Phase 1 : Bâtir nos fondations' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  // The server sends the French page itself, before any script runs.
  await expectDocument(page, 'fr-CA', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('S’entraider, sans intérêt');
  await expect(page).toHaveTitle('Riba-Free Community : l’entraide sans intérêt');

  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await chooseLanguage(page, 'العربية');
  await expectDocument(page, 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتعاون فيما بيننا، بلا فوائد');
  // The verses keep their Arabic text; the meaning comes with its reference.
  await expect(page.getByText('سورة البقرة، الآية 275')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expectDocument(page, 'ar', 'rtl');
});

test('right to left at 375 px: nothing overflows, the menu opens on the right side', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ar' });
  const page = await context.newPage();
  await page.goto('/');
  // No cookie yet: the browser's Accept-Language chooses Arabic.
  await expectDocument(page, 'ar', 'rtl');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await expect(page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: 'انضم / سجّل الدخول' })).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  await page.screenshot({ path: test.info().outputPath('home-ar-375.png'), fullPage: true });
  await expectNoAxeViolations(page);
  for (const path of ['/auth', '/dashboard']) {
    await page.goto(path);
    const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(w.scroll, path).toBeLessThanOrEqual(w.inner);
  }
  await page.goto('/auth');
  await page.screenshot({ path: test.info().outputPath('auth-ar-375.png'), fullPage: true });
  await context.close();
});

test('signing up in French: labels, field messages and the result in French', async ({ page }) => {
  await page.goto('/auth');
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await chooseLanguage(page, 'Français');
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByLabel(/J’ai lu et j’accepte/).check();
  await form.getByRole('button', { name: 'Créer mon compte gratuit' }).click();
  await expect(form.getByText('Le nom doit compter au moins 2 caractères')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('Nom complet').fill('Amélie Tremblay');
  await form.getByLabel('Sexe').selectOption('female');
  await form.getByLabel('État civil').selectOption('single');
  await form.getByLabel('Courriel').fill(uniqueEmail('fr'));
  await form.getByLabel('Pays').selectOption({ label: 'Canada' });
  await form.getByLabel('Ville').fill('Montréal');
  await form.getByLabel('Province ou territoire').selectOption('Quebec');
  await form.getByLabel('Code postal', { exact: true }).fill('21201');
  await form.getByLabel('Date de naissance').fill('1990-02-01');
  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Créer mon compte gratuit' }).click();
  await expect(form.getByText('Veuillez entrer un code postal comme A1A 1A1')).toBeVisible();
  await form.getByLabel('Code postal', { exact: true }).fill('h2x 1y4');
  await form.getByRole('button', { name: 'Créer mon compte gratuit' }).click();
  await expect(page.getByText('Inscription réussie! Vérifiez vos courriels pour confirmer votre compte.').first()).toBeVisible();
});

test('a member’s language is saved and follows them to another browser', async ({ page, browser }) => {
  const email = await signInNewMember(page, 'Yusuf Karim');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Assalamu alaikum, Yusuf' })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/locale') && r.request().method() === 'PUT');
  await chooseLanguage(page, 'العربية');
  expect((await saved).status()).toBe(204);
  await expect(page.getByRole('heading', { name: 'السلام عليكم، Yusuf' })).toBeVisible();
  await expectDocument(page, 'ar', 'rtl');
  await expectNoAxeViolations(page);
  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('heading', { name: 'Assalamou alaykoum, Yusuf' })).toBeVisible();
  await expectNoAxeViolations(page);

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto('/auth?login');
  await expectDocument(elsewhere, 'en', 'ltr');
  await elsewhere.getByLabel('E-mail').fill(email);
  await elsewhere.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await elsewhere.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Assalamou alaykoum, Yusuf' })).toBeVisible();
  await expectDocument(elsewhere, 'fr-CA', 'ltr');
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Assalamou alaykoum, Yusuf' })).toBeVisible();
  await other.close();
});

test('the page-not-found screen speaks the visitor’s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expectDocument(page, 'fr-CA', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Page introuvable');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
