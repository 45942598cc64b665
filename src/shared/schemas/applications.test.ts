import { describe, expect, it } from 'vitest';
import { applicationSchema } from './applications';
import { ASKED_FOR } from '../../../test/support/application-request';

const first = (input: object) => {
  const r = applicationSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('assistance application schema', () => {
  it('trims the reason and accepts 50 to 1000 characters', () => {
    expect(applicationSchema.parse({ reason: `  ${'a'.repeat(50)}  `, eligibility_confirmed: true, ...ASKED_FOR }).reason).toHaveLength(50);
    expect(first({ reason: 'a'.repeat(1000), eligibility_confirmed: true, ...ASKED_FOR })).toBeUndefined();
  });
  it.each([
    [{ reason: `${'a'.repeat(49)}          `, eligibility_confirmed: true }, 'Please provide more details (at least 50 characters)'],
    [{ reason: 'a'.repeat(1001), eligibility_confirmed: true }, 'Reason must not exceed 1000 characters'],
    [{ reason: 'a'.repeat(60), eligibility_confirmed: false }, 'Please confirm that you meet the eligibility requirements'],
  ])('%# gives "%s"', (input, message) => {
    expect(first(input)).toBe(message);
  });
});
