import { describe, expect, it } from 'vitest';
import { normalizeRecoveryCode, newRecoveryCode } from './recovery-codes';
import { secretBox } from './secret-box';

const KEY = 'k'.repeat(40);

describe('secret box', () => {
  it('opens what it sealed, with a new nonce each time', () => {
    const box = secretBox(KEY);
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed ciphertext or another AUTH_SECRET', () => {
    const sealed = secretBox(KEY).seal('JBSWY3DPEHPK3PXP');
    const [v, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => secretBox(KEY).open([v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => secretBox('o'.repeat(40)).open(sealed)).toThrow();
  });
});

describe('recovery codes', () => {
  it('are XXXXX-XXXXX without look-alike characters, and typing ignores case, spaces and dashes', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(normalizeRecoveryCode(` ${code.toLowerCase().replace('-', ' ')} `)).toBe(code.replace('-', ''));
  });
});
