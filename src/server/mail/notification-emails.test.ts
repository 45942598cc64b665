import { describe, expect, it } from 'vitest';
import { translators } from '../i18n/catalogs';
import { NOTIFICATION_KINDS, notificationEmail } from './notification-emails';

const to = { email: 'amina@example.org', fullName: 'Amina', locale: null };
const site = { publicUrl: 'https://community.example' };

describe('notification e-mails', () => {
  // A sentence left out of the catalogs goes out in English inside a French or Arabic message.
  it.each(['fr-CA', 'ar'] as const)('say every sentence of every message in %s', async (locale) => {
    const all = await translators();
    for (const kind of NOTIFICATION_KINDS) {
      const english = notificationEmail(all.en, kind, to, site);
      const translated = notificationEmail(all[locale], kind, to, site);
      expect(translated.subject, kind).not.toBe(english.subject);
      const paragraphs = english.text.split('\n\n').filter((p) => p !== '--' && /[a-z]{3}/.test(p));
      for (const paragraph of paragraphs) expect(translated.text, `${kind}: ${paragraph}`).not.toContain(paragraph);
    }
  });
});
