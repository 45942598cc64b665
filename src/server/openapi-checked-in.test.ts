import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api';
import { createTestApp, type TestApp } from '../../test/support/api-harness';

/**
 * The API's contract, with each operation's access level, is kept in the repository so that a change
 * to what a visitor, a member or an admin may call shows in review. `npm run api:openapi` rewrites it.
 */
const CHECKED_IN = path.resolve('docs/api/openapi.json');

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(async () => t.close());

describe('the checked-in OpenAPI document', () => {
  it('is the one the routes produce', async () => {
    const served = `${JSON.stringify((await t.app.inject({ method: 'GET', url: API.openapi })).json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(CHECKED_IN, served);
    const checkedIn = readFileSync(CHECKED_IN, 'utf8');
    expect(served === checkedIn, 'docs/api/openapi.json is stale: run `npm run api:openapi` and review the change').toBe(true);
  });

  it('names who may call every operation', () => {
    const doc = JSON.parse(readFileSync(CHECKED_IN, 'utf8')) as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
    const operations = Object.entries(doc.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${route}`, access: op['x-access'] })));
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => !op.access)).toEqual([]);
  });
});
