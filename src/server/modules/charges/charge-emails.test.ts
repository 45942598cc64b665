import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../../shared/domain/billing-retries';
import { translators } from '../../i18n/catalogs';
import type { PledgeChargesTable } from '../../db/tables';
import { pastDueEmail } from './charge-emails';

const charge = { month: '2027-03', amount_cents: 1000, currency: 'USD' } as PledgeChargesTable;
const context = { to: 'amina@example.org', name: 'Amina', publicUrl: 'https://community.example', manageUrl: 'https://community.example/pledge' };
const triesLine = (text: string) => text.split('\n').find((line) => line.includes('2027')) ?? '';

describe('the past-due e-mail', () => {
  it.each(['en', 'fr-CA', 'ar'] as const)('in %s, counts the tries the charges make', async (locale) => {
    const i18n = (await translators())[locale];
    expect(triesLine(pastDueEmail(i18n, charge, context).text)).toContain(String(MAX_ATTEMPTS));
    const other = triesLine(pastDueEmail(i18n, charge, context, { retryAfterDays: [1, 2, 3, 4], attempts: 5 }).text);
    expect(other).toContain('5');
    expect(other).not.toContain(String(MAX_ATTEMPTS));
  });
});
