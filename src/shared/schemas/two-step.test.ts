import { describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES, twoStepCodeSchema, twoStepSignInSchema } from './two-step';

describe('two-step schemas', () => {
  it('takes six digits, with spaces as some apps show them', () => {
    expect(twoStepCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses %j with the code message', (code) => {
    const result = twoStepCodeSchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TWO_STEP_MESSAGES.codeRequired);
  });

  it('accepts a recovery code at sign-in but not an empty one', () => {
    expect(twoStepSignInSchema.safeParse({ challenge: 'x', code: 'ABCDE-23456' }).success).toBe(true);
    expect(twoStepSignInSchema.safeParse({ challenge: 'x', code: '  ' }).error?.issues[0]?.message).toBe(TWO_STEP_MESSAGES.codeRequired);
  });
});
