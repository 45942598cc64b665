import { describe, expect, it, vi } from 'vitest';

describe('zod without its eval probe', () => {
  it('makes zod jitless before any schema exists', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(probe).not.toHaveBeenCalled();
  });
});
