import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sms-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const twilio = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'fedcba9876543210'.repeat(2),
  TWILIO_FROM: '+14105550100',
};
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32), ...env });
/** The start-up error's lines after its heading: one per variable at fault. */
const problems = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message.split('\n').map((line) => line.replace(/^Invalid environment: /, ''));
    throw err;
  }
  throw new Error('the configuration was accepted');
};

describe('SMS settings', () => {
  it('sends to the outbox unless told otherwise', () => {
    expect(load({}).sms).toEqual({ provider: 'outbox' });
  });

  it('takes Twilio with its three settings, from a number or a Messaging Service', () => {
    expect(load(twilio).sms).toEqual({ provider: 'twilio', accountSid: twilio.TWILIO_ACCOUNT_SID, authToken: twilio.TWILIO_AUTH_TOKEN, from: '+14105550100', apiBase: undefined });
    const service = `MG${'a'.repeat(32)}`;
    expect(load({ ...twilio, TWILIO_FROM: service }).sms).toMatchObject({ from: service });
  });

  it.each(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)('refuses to start with Twilio and no %s, naming it', (name) => {
    const { [name]: _, ...rest } = twilio;
    expect(problems(rest)).toEqual([`${name}: is required when SMS_PROVIDER=twilio`]);
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', 'SK0123456789abcdef0123456789abcdef'],
    ['TWILIO_AUTH_TOKEN', 'not-a-token'],
    ['TWILIO_FROM', '410-555-0100'],
    ['TWILIO_FROM', 'MG123'],
  ] as const)('refuses a malformed %s (%s), naming it on one line', (name, value) => {
    const lines = problems({ ...twilio, [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${name}: must be `));
  });

  it('refuses Twilio settings while SMS_PROVIDER is outbox: half a configuration would text no one', () => {
    expect(problems({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toEqual(['TWILIO_ACCOUNT_SID: is set but SMS_PROVIDER is outbox; set SMS_PROVIDER=twilio, or remove it']);
    expect(problems({ ...twilio, SMS_PROVIDER: 'outbox' })).toHaveLength(3);
  });

  it('refuses a provider it does not know', () => {
    expect(problems({ SMS_PROVIDER: 'carrier-pigeon' })[0]).toMatch(/^SMS_PROVIDER: /);
  });
});
