import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/server/config';
import { REFERENCE_FILE, renderConfigurationReference } from './docs-config';

describe('the configuration reference', () => {
  it('describes every setting the server reads', () => {
    const undescribed = Object.entries(envSchema.shape).filter(([, schema]) => !schema.description).map(([name]) => name);
    expect(undescribed, 'add .describe() to these in src/server/config.ts').toEqual([]);
  });

  it('is checked in as npm run docs:config writes it', () => {
    expect(readFileSync(REFERENCE_FILE, 'utf8'), 'run npm run docs:config and commit docs/operations/configuration.md').toBe(renderConfigurationReference());
  });

  it('shows each default as the server applies it', () => {
    const reference = renderConfigurationReference();
    expect(reference).toContain('| `PORT` | `3000` | HTTP port. |');
    expect(reference).toContain('| `TRUST_PROXY` | `false` |');
    expect(reference).toContain('| `RATE_LIMIT_LOGIN` | `10/900` |');
    expect(reference).toContain('| `DATABASE_CONNECT_TIMEOUT_SECONDS` | `5` |');
    expect(reference).toContain('| `DATABASE_URL` | unset |');
  });
});
