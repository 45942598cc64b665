import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES } from '../../../shared/domain/payouts';
import type { PayoutsTable } from '../../db/tables';
import { translators } from '../../i18n/catalogs';
import { payoutEmail } from './payout-emails';

const payout: PayoutsTable = {
  id: '7d3c8e7e-4f7b-4c44-9a0f-1b1f0c7f3a11', allocation_id: 'a', distribution_id: 'd', month_year: '2025-03', user_id: 'u', amount_cents: 12_345,
  status: 'sent', method: 'outside', reference: 'Cheque 12', account_last4: '4821', created_at: '2025-04-02T10:00:00.000Z', updated_at: '2025-04-03T10:00:00.000Z',
};
const context = { to: 'amina@example.org', name: 'Amina', publicUrl: 'https://community.example' };

describe('payout e-mails', () => {
  it('write each step in English with a plain-text part and the link to the beneficiary page', async () => {
    const { en } = await translators();
    const subjects = PAYOUT_STATUSES.map((step) => payoutEmail(en, payout, step, context).subject);
    expect(new Set(subjects).size).toBe(PAYOUT_STATUSES.length);
    const sent = payoutEmail(en, payout, 'sent', context);
    expect(sent.text).toMatch(/^Assalamu alaikum Amina,\n\nUSD\s123\.45 from the pool of March 2025 has been sent to you\./);
    expect(sent.text).toContain('How it was sent: Paid outside the platform');
    expect(sent.text).toContain('It went to your account ending in 4821.');
    expect(payoutEmail(en, { ...payout, account_last4: null }, 'sent', context).text).not.toContain('ending in');
    expect(sent.text).toContain('See my payout: https://community.example/beneficiary');
    expect(sent.html).toContain('https://community.example/beneficiary');
  });

  it('carry the notes of encouragement with the approval only, unsigned', async () => {
    const { en } = await translators();
    const notes = ['You are in our prayers.', 'Brighter days ahead.'];
    const approval = payoutEmail(en, payout, 'pending', { ...context, notes });
    expect(approval.text).toContain('Members of the community wrote to you:\n\n“You are in our prayers.”\n\n“Brighter days ahead.”');
    expect(approval.html).toContain('Brighter days ahead.');
    expect(payoutEmail(en, payout, 'pending', context).text).not.toContain('wrote to you');
    expect(payoutEmail(en, payout, 'sent', { ...context, notes }).text).not.toContain('wrote to you');
  });

  // A sentence left out of the catalogs would go out in English inside a French or Arabic message.
  it.each(['fr-CA', 'ar'] as const)('say every sentence of every step in %s', async (locale) => {
    const all = await translators();
    for (const step of PAYOUT_STATUSES) {
      const withNotes = { ...context, notes: ['Brighter days ahead.'] };
      const english = payoutEmail(all.en, payout, step, withNotes);
      const translated = payoutEmail(all[locale], payout, step, withNotes);
      expect(translated.subject, step).not.toBe(english.subject);
      for (const paragraph of english.text.split('\n\n').filter((p) => /[a-z]{3}/.test(p) && !p.startsWith('“'))) expect(translated.text, `${step}: ${paragraph}`).not.toContain(paragraph);
    }
  });
});
