import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { createTestApp, type TestApp } from '../../../test/support/api-harness';
import { createLogger } from '../logger';

type Line = { level: number; msg: string; method?: string; url?: string; status?: number; ms?: number };

/** An app whose log, at the given level, is kept as parsed lines. */
async function appLoggingAt(level: string): Promise<{ t: TestApp; lines: Line[] }> {
  const lines: Line[] = [];
  const logger = createLogger({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  return { t: await createTestApp({}, { logger }), lines };
}

const requestLines = (lines: Line[]) => lines.filter((line) => line.msg === 'request');

describe('the request log at info', () => {
  let t: TestApp;
  let lines: Line[];
  beforeAll(async () => ({ t, lines } = await appLoggingAt('info')));
  afterAll(async () => t.close());

  it('writes one line per request, with its method, address, status and duration', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `${API.site}?from=test` });
    await t.app.inject({ method: 'POST', url: API.login, payload: {} });
    const [site, login, ...rest] = requestLines(lines);
    expect(rest).toEqual([]);
    expect(site).toMatchObject({ level: 30, method: 'GET', url: `${API.site}?[redacted]`, status: 200 });
    expect(site?.ms).toBeGreaterThanOrEqual(0);
    expect(login).toMatchObject({ level: 30, method: 'POST', url: API.login, status: 400 });
    expect(lines.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([]);
  });

  it('leaves out the successful requests of the live counter and the health check', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: API.stats })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
    expect(lines.filter((line) => 'reqId' in line)).toEqual([]);
  });

  it('still logs a failed request to a frequent address', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health/nothing-here' });
    expect(requestLines(lines)).toEqual([expect.objectContaining({ url: '/api/health/nothing-here', status: 404 })]);
  });
});

describe('the request log at debug', () => {
  let t: TestApp;
  let lines: Line[];
  beforeAll(async () => ({ t, lines } = await appLoggingAt('debug')));
  afterAll(async () => t.close());

  it('includes the frequent addresses', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: API.stats });
    expect(requestLines(lines)).toEqual([expect.objectContaining({ level: 20, method: 'GET', url: API.stats, status: 200 })]);
  });
});
