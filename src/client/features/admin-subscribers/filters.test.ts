import { describe, expect, it } from 'vitest';
import { csvUrl, paramsFromView, viewFromParams } from './filters';

describe('subscriber view in the address', () => {
  it('reads defaults from an empty address and ignores values it does not know', () => {
    expect(viewFromParams(new URLSearchParams())).toEqual({ q: '', verified: 'all', subscription: 'all', page: 1, groupByState: false });
    expect(viewFromParams(new URLSearchParams('verified=maybe&subscription=frozen&page=-3'))).toMatchObject({ verified: 'all', subscription: 'all', page: 1 });
  });

  it('round-trips a view and leaves defaults out', () => {
    const view = { q: 'amina r', verified: 'pending', subscription: 'active', page: 3, groupByState: true } as const;
    expect(viewFromParams(paramsFromView(view))).toEqual(view);
    expect(paramsFromView({ q: ' ', verified: 'all', subscription: 'all', page: 1, groupByState: false }).toString()).toBe('');
  });

  it('builds the CSV link from the search and filters only', () => {
    expect(csvUrl({ q: '', verified: 'all', subscription: 'all' })).toBe('/api/admin/subscribers/export.csv');
    expect(csvUrl({ q: ' Amina ', verified: 'verified', subscription: 'paused' })).toBe('/api/admin/subscribers/export.csv?q=Amina&verified=verified&subscription=paused');
  });
});
