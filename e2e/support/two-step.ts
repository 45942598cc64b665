import { expect, type Page } from '@playwright/test';
import { freshTotpCode } from '../../test/support/totp';

export { freshTotpCode };

/** On the enrollment screen: reads the key shown as text, confirms a code from it; returns the key and the recovery codes. */
export async function completeEnrollment(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  const codes = page.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  return { secret, recoveryCodes: await codes.allInnerTexts() };
}
