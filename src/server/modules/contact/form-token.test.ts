import { describe, expect, it } from 'vitest';
import { checkFormToken, issueFormToken, MAX_FORM_AGE_MS, MIN_FILL_MS } from './form-token';

const SECRET = 'a'.repeat(64);
const ISSUED = 1_800_000_000_000;

describe('contact form token', () => {
  it('is valid from 3 seconds after it was handed out until a day has passed', () => {
    const token = issueFormToken(SECRET, ISSUED);
    expect(checkFormToken(SECRET, token, ISSUED + MIN_FILL_MS - 1)).toBe('too_fast');
    expect(checkFormToken(SECRET, token, ISSUED + MIN_FILL_MS)).toBe('valid');
    expect(checkFormToken(SECRET, token, ISSUED + MAX_FORM_AGE_MS)).toBe('valid');
    expect(checkFormToken(SECRET, token, ISSUED + MAX_FORM_AGE_MS + 1)).toBe('expired');
  });

  it('cannot be moved back in time or made without the secret', () => {
    const [, signature] = issueFormToken(SECRET, ISSUED).split('.');
    expect(checkFormToken(SECRET, `${ISSUED - 60_000}.${signature}`, ISSUED + 10_000)).toBe('forged');
    expect(checkFormToken(SECRET, issueFormToken('b'.repeat(64), ISSUED), ISSUED + 10_000)).toBe('forged');
    for (const junk of ['', 'abc', `${ISSUED}.`, `${ISSUED}.${'x'.repeat(44)}`, `-1.${signature}`]) {
      expect(checkFormToken(SECRET, junk, ISSUED + 10_000), junk).toBe('forged');
    }
  });
});
