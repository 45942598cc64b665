import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('a resolver loaded on first use', () => {
  it('loads nothing until it is used, then loads once and passes each call through', async () => {
    const load = vi.fn(async () => accepting);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ email: 'a@example.org' }, undefined, options)).resolves.toEqual({ values: { email: 'a@example.org' }, errors: {} });
    await resolver({ email: 'b@example.org' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and the first submit waits for that same load', async () => {
    let finish: (resolver: Resolver<Values>) => void = () => undefined;
    const load = vi.fn(() => new Promise<Resolver<Values>>((resolve) => (finish = resolve)));
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    const result = resolver({ email: 'c@example.org' }, undefined, options);
    finish(accepting);
    await expect(result).resolves.toEqual({ values: { email: 'c@example.org' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accepting);
    const resolver = lazyResolver(load);
    resolver.preload();
    await expect(resolver({ email: 'd@example.org' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ email: 'd@example.org' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
