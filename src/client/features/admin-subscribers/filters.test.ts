import { describe, expect, it } from 'vitest';
import { csvUrl, isNarrowed, paramsFromView, viewFromParams } from './filters';

describe('subscriber view in the address', () => {
  it('reads defaults from an empty address and ignores values it does not know', () => {
    expect(viewFromParams(new URLSearchParams())).toEqual({ q: '', verified: 'all', subscription: 'all', country: 'all', page: 1, groupBy: null });
    expect(viewFromParams(new URLSearchParams('verified=maybe&subscription=frozen&country=MX&group=city&page=-3'))).toMatchObject({ verified: 'all', subscription: 'all', country: 'all', groupBy: null, page: 1 });
  });

  it('round-trips a view and leaves defaults out', () => {
    const view = { q: 'amina r', verified: 'pending', subscription: 'active', country: 'CA', page: 3, groupBy: 'state' } as const;
    expect(viewFromParams(paramsFromView(view))).toEqual(view);
    expect(viewFromParams(paramsFromView({ ...view, groupBy: 'country' }))).toMatchObject({ groupBy: 'country' });
    expect(paramsFromView({ q: ' ', verified: 'all', subscription: 'all', country: 'all', page: 1, groupBy: null }).toString()).toBe('');
  });

  it('builds the CSV link from the search and filters only', () => {
    expect(csvUrl({ q: '', verified: 'all', subscription: 'all', country: 'all' })).toBe('/api/admin/subscribers/export.csv');
    expect(csvUrl({ q: ' Amina ', verified: 'verified', subscription: 'paused', country: 'all' })).toBe('/api/admin/subscribers/export.csv?q=Amina&verified=verified&subscription=paused');
    expect(csvUrl({ q: '', verified: 'all', subscription: 'all', country: 'CA' })).toBe('/api/admin/subscribers/export.csv?country=CA');
  });

  it('counts the country as a filter: an empty list of one country is no match, not an empty community', () => {
    const everyone = { q: ' ', verified: 'all', subscription: 'all', country: 'all' } as const;
    expect(isNarrowed(everyone)).toBe(false);
    expect(isNarrowed({ ...everyone, country: 'CA' })).toBe(true);
    expect(isNarrowed({ ...everyone, q: 'amina' })).toBe(true);
  });
});
