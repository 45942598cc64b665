import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewMember } from './support/members';

type ShownLocale = 'fr-CA' | 'ar';

/** A browser whose remembered language (the switcher's cookie) is `locale`; Arabic ones are phone-sized. */
async function pageIn(browser: Browser, locale: ShownLocale): Promise<Page> {
  const context = await browser.newContext(locale === 'ar' ? { viewport: { width: 375, height: 812 } } : {});
  await context.addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL ?? '' }]);
  return context.newPage();
}

async function expectDocument(page: Page, locale: ShownLocale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, page.url()).toBeLessThanOrEqual(widths.inner);
}

// French groups thousands with a narrow no-break space and puts a space before the percent sign.
const THIN = '\u202f';

test('the transparency page in French and in Arabic', async ({ browser }) => {
  const fr = await pageIn(browser, 'fr-CA');
  await fr.goto('/transparency');
  await expectDocument(fr, 'fr-CA');
  await expect(fr.getByRole('heading', { level: 1 })).toHaveText('Rapports de transparence');
  await expect(fr.getByRole('heading', { name: 'Où va chaque dollar' })).toBeVisible();
  await expect(fr.getByRole('heading', { name: 'Projection, et non argent détenu' })).toBeVisible();
  await expect(fr.getByText('Recueilli à ce jour')).toBeVisible();
  await expect(fr.getByText('Frais de la plateforme')).toBeVisible();
  await expect(fr.getByText(`1${'\u00a0'}%`, { exact: true })).toBeVisible();
  await expect(fr.getByTestId('transparency-pool')).toHaveText(/^[\d\u202f]+,\d\d\u00a0\$\u00a0US$/);
  await expect(fr.getByRole('heading', { name: 'Rapports mensuels' })).toBeVisible();
  await expectNoAxeViolations(fr);
  await fr.context().close();

  const ar = await pageIn(browser, 'ar');
  await ar.goto('/transparency');
  await expectDocument(ar, 'ar');
  await expect(ar.getByRole('heading', { level: 1 })).toHaveText('تقارير الشفافية');
  await expect(ar.getByRole('heading', { name: 'أين يذهب كل دولار' })).toBeVisible();
  await expect(ar.getByRole('heading', { name: 'كيف ينتقل المال' })).toBeVisible();
  await expect(ar.getByText('رسوم المنصة')).toBeVisible();
  // Arabic keeps Western digits; its currency format puts the code after the amount.
  // One isolated figure, its 'US$' kept together as a left-to-right unit: it reads the same in any sentence.
  await expect(ar.getByTestId('transparency-pool')).toHaveText(/^\u2067\u200f?[\d,]+\.\d\d\u00a0\u2066US\$\u2069\u2069$/);
  await expectNoHorizontalOverflow(ar);
  await ar.screenshot({ path: test.info().outputPath('transparency-ar-375.png'), fullPage: true });
  await expectNoAxeViolations(ar);
  await ar.context().close();
});

test('the reviews page in French and in Arabic, for a visitor and for a member', async ({ browser }) => {
  const fr = await pageIn(browser, 'fr-CA');
  await fr.goto('/reviews');
  await expectDocument(fr, 'fr-CA');
  await expect(fr.getByRole('heading', { name: 'Connectez-vous pour envoyer un avis' })).toBeVisible();
  await expect(fr.getByRole('heading', { name: 'Avis récents' })).toBeVisible();
  await expectNoAxeViolations(fr);
  await signInNewMember(fr, 'Amélie Tremblay');
  await fr.reload();
  await fr.getByRole('tab', { name: 'Envoyer l’avis' }).click();
  const form = fr.getByRole('form', { name: 'Écrire un avis' });
  await expect(form.getByText(`0/1${THIN}000 caractères`)).toBeVisible();
  await expect(form.getByRole('radio', { name: '3 étoiles' })).toBeAttached();
  await form.getByLabel('Titre').fill('Bon');
  await form.getByRole('radio', { name: '1 étoile' }).check({ force: true });
  await form.getByRole('button', { name: 'Envoyer l’avis' }).click();
  await expect(form.getByText('Le titre doit compter au moins 5 caractères')).toBeVisible();
  await expect(form.getByText('L’avis doit compter au moins 20 caractères')).toBeVisible();
  await expectNoAxeViolations(fr);
  await fr.context().close();

  const ar = await pageIn(browser, 'ar');
  await signInNewMember(ar, 'Yusuf Karim');
  await ar.goto('/reviews');
  await expectDocument(ar, 'ar');
  await expect(ar.getByRole('tab', { name: 'عرض التقييمات' })).toBeVisible();
  await ar.getByRole('tab', { name: 'إرسال التقييم' }).click();
  await expect(ar.getByRole('form', { name: 'اكتب تقييمًا' }).getByRole('radio', { name: 'نجمتان' })).toBeAttached();
  await expect(ar.getByText('اختر عدد النجوم لإرسال تقييمك.')).toBeVisible();
  await expectNoHorizontalOverflow(ar);
  await ar.screenshot({ path: test.info().outputPath('reviews-ar-375.png'), fullPage: true });
  await expectNoAxeViolations(ar);
  await ar.context().close();
});

test('the store in French and in Arabic', async ({ browser }) => {
  const fr = await pageIn(browser, 'fr-CA');
  await signInNewMember(fr, 'Amélie Tremblay');
  await fr.goto('/store');
  await expectDocument(fr, 'fr-CA');
  await expect(fr.getByRole('heading', { level: 1 })).toHaveText('Boutique communautaire');
  await expect(fr.getByRole('heading', { name: 'Boutique bientôt ouverte' })).toBeVisible();
  await expect(fr.getByTestId('store-progress')).toContainText(`membres vérifiés sur 1${THIN}000${THIN}000 jusqu’à présent.`);
  await expectNoAxeViolations(fr);
  await fr.context().close();

  const ar = await pageIn(browser, 'ar');
  await signInNewMember(ar, 'Yusuf Karim');
  await ar.goto('/store');
  await expectDocument(ar, 'ar');
  await expect(ar.getByRole('heading', { name: 'المتجر قريبًا' })).toBeVisible();
  await expect(ar.getByTestId('store-progress')).toContainText('من أصل 1,000,000 عضو موثَّق حتى الآن.');
  await expect(ar.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toBeVisible();
  await expectNoHorizontalOverflow(ar);
  await expectNoAxeViolations(ar);
  await ar.context().close();
});

test('the two-step and your-data cards of the dashboard in French and in Arabic', async ({ browser }) => {
  const fr = await pageIn(browser, 'fr-CA');
  await signInNewMember(fr, 'Amélie Tremblay');
  await fr.goto('/dashboard');
  await expectDocument(fr, 'fr-CA');
  await expect(fr.getByText('Vérification en deux étapes', { exact: true })).toBeVisible();
  await expect(fr.getByText('Désactivée', { exact: true })).toBeVisible();
  await expect(fr.getByText('Vos données', { exact: true })).toBeVisible();
  await expect(fr.getByRole('link', { name: 'Télécharger mes données' })).toBeVisible();
  await fr.getByRole('button', { name: 'Activer', exact: true }).click();
  const enrol = fr.getByRole('dialog', { name: 'Activer la vérification en deux étapes' });
  await expect(enrol.getByRole('img', { name: 'Code QR pour ajouter votre compte à une application d’authentification' })).toBeVisible();
  await expect(enrol.getByText('Le code change toutes les 30 secondes.')).toBeVisible();
  await expectNoAxeViolations(fr);
  await fr.context().close();

  const ar = await pageIn(browser, 'ar');
  await signInNewMember(ar, 'Yusuf Karim');
  await ar.goto('/dashboard');
  await expectDocument(ar, 'ar');
  await expect(ar.getByText('التحقق بخطوتين', { exact: true })).toBeVisible();
  await expect(ar.getByText('بياناتك', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(ar);
  await ar.getByRole('button', { name: 'إغلاق حسابي' }).click();
  const closing = ar.getByRole('dialog', { name: 'هل تريد إغلاق حسابك؟' });
  await expect(closing.getByText('ما نمحوه')).toBeVisible();
  await closing.getByRole('button', { name: 'إغلاق حسابي' }).click();
  await expect(closing.getByText('يُرجى إدخال كلمة المرور للتأكيد')).toBeVisible();
  await expectNoAxeViolations(ar);
  await ar.context().close();
});

test('the ambassador program and the assistance screens in French and in Arabic', async ({ browser }) => {
  const fr = await pageIn(browser, 'fr-CA');
  await fr.goto('/ambassador');
  await expectDocument(fr, 'fr-CA');
  await expect(fr.getByRole('heading', { level: 1 })).toHaveText('Programme d’ambassadeurs');
  await expect(fr.getByRole('heading', { name: 'Comment ça fonctionne' })).toBeVisible();
  await expect(fr.getByTestId('ambassador-rank').nth(1)).toContainText('De 10 à 49 filleuls vérifiés');
  await expect(fr.getByRole('link', { name: 'affiche A4' })).toHaveAttribute('href', '/poster');
  await expect(fr.getByRole('link', { name: 'Connectez-vous pour participer' }).first()).toBeVisible();
  await expectNoAxeViolations(fr);

  await signInNewMember(fr, 'Amélie Tremblay');
  await fr.reload();
  await expect(fr.getByRole('heading', { name: 'Votre progression d’ambassadeur' })).toBeVisible();
  await expect(fr.getByText('Encore 10 filleuls vérifiés pour atteindre le rang Bronze')).toBeVisible();
  await expect(fr.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
  await expect(fr.getByRole('button', { name: 'Partager' })).toBeVisible();
  await expect(fr.getByText('Personne ne s’est encore inscrit par votre lien.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(fr);

  await fr.goto('/beneficiary-application');
  const form = fr.getByRole('form', { name: 'Demander de l’aide' });
  await form.getByLabel('Pourquoi avez-vous besoin d’aide?').fill('Trop court');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Veuillez donner plus de détails (au moins 50 caractères)')).toBeVisible();
  await expectNoAxeViolations(fr);

  await fr.goto('/beneficiary');
  await expect(fr.getByRole('heading', { level: 1 })).toHaveText('Espace bénéficiaire');
  await expect(fr.getByText('Vous n’attendez pas dans la file.', { exact: false })).toBeVisible();
  await expect(fr.getByText('Vous n’avez pas encore fait de demande.')).toBeVisible();
  await expectNoAxeViolations(fr);
  await fr.context().close();

  const ar = await pageIn(browser, 'ar');
  await signInNewMember(ar, 'Yusuf Karim');
  await ar.goto('/ambassador');
  await expectDocument(ar, 'ar');
  await expect(ar.getByRole('heading', { name: 'تقدّمك بصفتك سفيرًا' })).toBeVisible();
  // Ten is a "few" count in Arabic: the plural noun, with Western digits.
  await expect(ar.getByText('بقيت 10 إحالات موثَّقة لبلوغ رتبة البرونز')).toBeVisible();
  await expect(ar.getByRole('button', { name: 'مشاركة' })).toBeVisible();
  await expectNoHorizontalOverflow(ar);
  await ar.screenshot({ path: test.info().outputPath('ambassador-ar-375.png'), fullPage: true });
  await expectNoAxeViolations(ar);

  await ar.goto('/beneficiary');
  await expect(ar.getByRole('heading', { level: 1 })).toHaveText('مساحة المستفيد');
  await expect(ar.getByRole('link', { name: 'طلب جديد' })).toBeVisible();
  await expectNoHorizontalOverflow(ar);
  await expectNoAxeViolations(ar);
  await ar.context().close();
});

test('the profile and password dialogs and the admin sign-in in French', async ({ browser }) => {
  const fr = await pageIn(browser, 'fr-CA');
  await signInNewMember(fr, 'Amélie Tremblay');
  await fr.goto('/dashboard');
  await expectDocument(fr, 'fr-CA');
  await fr.getByRole('button', { name: 'Modifier le profil' }).click();
  const profile = fr.getByRole('dialog', { name: 'Modifier votre profil' });
  await expect(profile.getByText('Votre courriel et votre date de naissance ne peuvent pas être modifiés ici.')).toBeVisible();
  await expect(profile.getByLabel('Nom complet')).toHaveValue('Amélie Tremblay');
  await expect(profile.getByRole('button', { name: 'Enregistrer les modifications' })).toBeVisible();
  await expectNoAxeViolations(fr);
  await fr.keyboard.press('Escape');

  await fr.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const password = fr.getByRole('dialog', { name: 'Changer votre mot de passe' });
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(password.getByText('Le mot de passe actuel est obligatoire')).toBeVisible();
  await expect(password.getByLabel('Nouveau mot de passe')).toBeVisible();
  await expectNoAxeViolations(fr);
  await fr.context().close();

  const admin = await pageIn(browser, 'fr-CA');
  await admin.goto('/admin/login');
  await expectDocument(admin, 'fr-CA');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Accès administrateur');
  await expect(admin.getByText('Réservé au personnel autorisé.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Se connecter comme administrateur' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
