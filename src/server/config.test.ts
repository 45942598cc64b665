import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
  dirs.push(dir);
  return dir;
}

const production = {
  PUBLIC_URL: 'https://community.example.org',
  SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
  AUTH_SECRET: 'a'.repeat(64),
};

/** The lines of the ConfigError that loading `env` throws. */
function refusal(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n');
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('states every problem on a line of its own, each naming the variable', () => {
    expect(refusal({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x' })).toEqual([
      expect.stringMatching(/^Invalid environment: PORT: /),
      'Invalid environment: DATABASE_URL: must start with postgres:// (leave unset for SQLite)',
    ]);
  });

  it.each([
    ['a port out of range', 'postgres://app@db.example:99999/app', /is not a valid URL/],
    ['a port that is not a number', 'postgres://app:secret@db.example:pg/app', /is not a valid URL/],
    ['a host that is not closed', 'postgres://app@[::1/app', /is not a valid URL/],
  ])('refuses a DATABASE_URL with %s', (_, url, problem) => {
    const lines = refusal({ DATABASE_URL: url });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment: DATABASE_URL: /);
    expect(lines[0]).toMatch(problem);
  });

  it.each([
    'postgresql://app:p%40ss@/app?host=/var/run/postgresql',
    'postgres://app:50%off@db.example:5432/app',
    'postgres://[::1]:5433/app',
  ])('accepts a DATABASE_URL pg reads: %s', (url) => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_123' }, 'STRIPE_SECRET_KEY'],
  ])('refuses half of the Stripe keys (%o), naming the missing one', (keys, missing) => {
    expect(refusal(keys)).toEqual([expect.stringMatching(new RegExp(`^Invalid environment: ${missing}: is unset while .* set both to take payments, or neither$`))]);
  });

  it('takes payments with both Stripe keys', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_123', webhookSecret: 'whsec_123' });
  });

  it('accepts a complete production configuration without a warning', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir() });
    expect(config.publicUrl).toBe('https://community.example.org');
    expect(config.warnings).toEqual([]);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: '' }, /^Invalid environment: SMTP_URL: is unset while PUBLIC_URL is https:\/\/ \(production\)/],
    ['AUTH_SECRET', { AUTH_SECRET: '' }, /^Invalid environment: AUTH_SECRET: is unset while PUBLIC_URL is https:\/\/ \(production\).*same on every instance/],
    ['a local PUBLIC_URL', { PUBLIC_URL: 'https://localhost:8443' }, /^Invalid environment: PUBLIC_URL: points at localhost/],
    ['a loopback PUBLIC_URL', { PUBLIC_URL: 'https://127.0.0.1' }, /^Invalid environment: PUBLIC_URL: points at 127\.0\.0\.1/],
  ])('refuses production (an https:// PUBLIC_URL) without %s', (_, change, line) => {
    expect(refusal({ ...production, ...change })).toEqual([expect.stringMatching(line)]);
  });

  it('lets tests (NODE_ENV=test) use an https:// PUBLIC_URL without a mail server', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PUBLIC_URL: 'https://community.example' }).publicUrl).toBe('https://community.example');
  });

  it('lets a newcomer run on http://localhost without SMTP or AUTH_SECRET, warning that e-mailed links point there', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.env).toBe('production');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.warnings).toEqual([expect.stringMatching(/^PUBLIC_URL is unset, so links in e-mails point at http:\/\/localhost:3000; set PUBLIC_URL/)]);
  });

  it('does not warn about PUBLIC_URL when it is set, or in development', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://192.168.1.20:3000' }).warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).warnings).toEqual([]);
  });

  it('warns on PostgreSQL (where several instances may share the database) when AUTH_SECRET is unset', () => {
    const postgres = { DATA_DIR: dataDir(), PUBLIC_URL: 'http://10.0.0.5:3000', DATABASE_URL: 'postgres://app@db.example/app' };
    expect(loadConfig(postgres).warnings).toEqual([expect.stringMatching(/^AUTH_SECRET is unset, .* set AUTH_SECRET to the same value on each/)]);
    expect(loadConfig({ ...postgres, AUTH_SECRET: 'b'.repeat(64) }).warnings).toEqual([]);
  });

  it('reads the PostgreSQL connect timeout and retries, 5 s and 3 by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databaseConnect).toEqual({ timeoutMs: 5000, retries: 3 });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_CONNECT_TIMEOUT_SECONDS: '0.5', DATABASE_CONNECT_RETRIES: '0' }).databaseConnect).toEqual({ timeoutMs: 500, retries: 0 });
    expect(refusal({ DATABASE_CONNECT_TIMEOUT_SECONDS: '0' })).toEqual([expect.stringMatching(/^Invalid environment: DATABASE_CONNECT_TIMEOUT_SECONDS: /)]);
  });

  it('reads the settlement window in business days, 5 by default, and refuses a window that is not a whole number from 1 to 30', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).settlementWindowDays).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir(), SETTLEMENT_WINDOW_DAYS: '8' }).settlementWindowDays).toBe(8);
    for (const value of ['0', '2.5', '31', 'five']) {
      expect(refusal({ SETTLEMENT_WINDOW_DAYS: value })).toEqual(['Invalid environment: SETTLEMENT_WINDOW_DAYS: must be a whole number of business days from 1 to 30']);
    }
  });
});
