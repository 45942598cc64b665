import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, COUNTRY_CODES, countryName, countryOfRegion, formatLocation, normalizePostalCode, regionsOf, US_STATES } from './regions';

describe('countries and regions', () => {
  it('offers the 50 states for the United States and the 13 provinces and territories for Canada', () => {
    expect(COUNTRY_CODES).toEqual(['US', 'CA']);
    expect(regionsOf('US')).toHaveLength(50);
    expect(regionsOf('US')).toEqual(US_STATES);
    expect(regionsOf('CA')).toHaveLength(13);
    expect(CANADIAN_PROVINCES.map((p) => p.code)).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
  });

  it('knows which country a region belongs to, and no name is in both', () => {
    expect(countryOfRegion('Ontario')).toBe('CA');
    expect(countryOfRegion('Yukon')).toBe('CA');
    expect(countryOfRegion('Maryland')).toBe('US');
    expect(countryOfRegion('Puerto Rico')).toBeUndefined();
    expect(regionsOf('US').filter((r) => regionsOf('CA').includes(r))).toEqual([]);
  });

  it('names a stored country code, and shows anything else as it is', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('CA')).toBe('Canada');
    expect(countryName('')).toBe('');
  });
});

describe('a location on one line', () => {
  it('names the country after the city, the region and the postal code, leaving out what is missing', () => {
    expect(formatLocation({ city: 'Toronto', state: 'Ontario', postal_code: 'M5V 3L9', country: 'CA' })).toBe('Toronto, Ontario M5V 3L9, Canada');
    expect(formatLocation({ city: 'Baltimore', state: 'Maryland', postal_code: null, country: 'US' })).toBe('Baltimore, Maryland, United States');
    expect(formatLocation({ city: '', state: '', postal_code: null, country: 'US' })).toBeUndefined();
  });

  it('names the country as the page asks, in its own language', () => {
    expect(formatLocation({ city: 'Montréal', state: 'Quebec', postal_code: 'H2X 1Y4', country: 'CA' }, (code) => `[${code}]`)).toBe('Montréal, Quebec H2X 1Y4, [CA]');
  });
});

describe('postal codes', () => {
  it.each([
    ['12345', '12345'],
    [' 12345-6789 ', '12345-6789'],
  ])('takes the US ZIP code %j as %j', (raw, stored) => {
    expect(normalizePostalCode('US', raw)).toBe(stored);
  });

  it.each(['1234', '123456', '12345-678', '12345 6789', 'K1A 0B1', '1234a'])('refuses %j as a US ZIP code', (raw) => {
    expect(normalizePostalCode('US', raw)).toBeUndefined();
  });

  it.each([
    ['K1A 0B1', 'K1A 0B1'],
    ['k1a0b1', 'K1A 0B1'],
    [' m5v 3l9 ', 'M5V 3L9'],
    ['H2X1Y4', 'H2X 1Y4'],
  ])('stores the Canadian postal code %j as %j', (raw, stored) => {
    expect(normalizePostalCode('CA', raw)).toBe(stored);
  });

  it.each(['12345', 'K1A  0B1', 'K1A-0B1', 'D1A 0B1', 'W1A 0B1', 'K1O 0B1', 'KIA 0B1', 'K1A 0B'])('refuses %j as a Canadian postal code', (raw) => {
    expect(normalizePostalCode('CA', raw)).toBeUndefined();
  });
});
