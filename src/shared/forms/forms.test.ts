import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeReferralCode } from './referrals';
import { referralCodeField } from '../schemas/referrals';

describe('the plain form modules', () => {
  it('import no zod, so a screen can use them without downloading it', () => {
    const modules = readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(modules.length).toBeGreaterThan(0);
    for (const name of modules) expect(readFileSync(path.join(import.meta.dirname, name), 'utf8'), name).not.toMatch(/from '(zod|\.\.\/schemas)/);
  });

  it('read a referral code as the schema does', () => {
    for (const typed of ['abcd1234', '  ab12 ', 'AB1', 'A'.repeat(17), 'AB-12', '\tABCD', 'ABCD\u0000', '', 'zz99zz99zz99zz99']) {
      const parsed = referralCodeField.safeParse(typed);
      expect(normalizeReferralCode(typed), JSON.stringify(typed)).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});
