import { describe, expect, it } from 'vitest';
import { translators } from '../i18n/catalogs';
import { verificationEmail } from './templates';

describe('the verification e-mail', () => {
  it('asks the member to verify their address, the word the product uses, never to confirm it', async () => {
    const { en } = await translators();
    const mail = verificationEmail(en, 'amina@example.org', 'Amina', 'https://community.example/verify?token=t');
    expect(mail.subject).toBe('Verify your e-mail to join the Riba-Free Community');
    expect(mail.text).toContain('Verify your e-mail: https://community.example/verify?token=t');
    expect(mail.html).toContain('Verify my e-mail');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/confirm/i);
  });
});
