/** Members live in one of these two countries; the code is what is stored, the name what is shown. */
export const COUNTRY_CODES = ['US', 'CA'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The country of a member who never chose one: everyone who joined before Canada was offered. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

export const COUNTRY_NAMES: Record<CountryCode, string> = { US: /*i18n*/ 'United States', CA: /*i18n*/ 'Canada' };

export const isCountryCode = (value: unknown): value is CountryCode => (COUNTRY_CODES as readonly unknown[]).includes(value);

/** The name of a stored country code; an unexpected value is shown as it is rather than hidden. */
export const countryName = (code: string): string => (isCountryCode(code) ? COUNTRY_NAMES[code] : code);

/** The 50 US states by full name, as the sign-up form lists them. */
export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
  'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky',
  'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi',
  'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico',
  'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont',
  'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
] as const;

/**
 * Canada's 10 provinces and 3 territories with their Canada Post codes. Members' rows keep the full
 * name, as they do for US states, so one column reads the same whatever the country.
 */
export const CANADIAN_PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export const CANADIAN_PROVINCE_NAMES: readonly string[] = CANADIAN_PROVINCES.map((p) => p.name);

const REGIONS: Record<CountryCode, readonly string[]> = { US: US_STATES, CA: CANADIAN_PROVINCE_NAMES };

export function regionsOf(country: CountryCode): readonly string[] {
  return REGIONS[country];
}

/** The country a state or province belongs to; no name is both. */
export function countryOfRegion(region: string): CountryCode | undefined {
  return COUNTRY_CODES.find((country) => REGIONS[country].includes(region));
}

/** What a region is called in the chosen country, for labels and messages. */
export const REGION_LABELS: Record<CountryCode, string> = { US: /*i18n*/ 'State', CA: /*i18n*/ 'Province or territory' };

export const POSTAL_CODE_LABELS: Record<CountryCode, string> = { US: /*i18n*/ 'ZIP code', CA: /*i18n*/ 'Postal code' };

const US_ZIP = /^\d{5}(-\d{4})?$/;
// Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter (the forward sortation area's district).
const CANADIAN_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/**
 * A postal code as stored: a US ZIP as typed (5 digits, or ZIP+4 with its hyphen), a Canadian one in
 * capitals with its middle space. Undefined when it is not a code of that country.
 */
export function normalizePostalCode(country: CountryCode, raw: string): string | undefined {
  const value = raw.trim();
  if (country === 'US') return US_ZIP.test(value) ? value : undefined;
  const match = CANADIAN_POSTAL.exec(value.toUpperCase());
  return match ? `${match[1]} ${match[2]}` : undefined;
}

/**
 * One line for people: "Toronto, Ontario M5V 3L9, Canada"; undefined when neither city nor region is
 * known. The country is named by `nameOf`, so a page can name it in its own language.
 */
export function formatLocation(
  p: { city: string; state: string; postal_code: string | null; country: string },
  nameOf: (code: string) => string = countryName,
): string | undefined {
  if (!p.city.trim() && !p.state.trim()) return undefined;
  const region = [p.state, p.postal_code].filter(Boolean).join(' ');
  return [p.city, region, nameOf(p.country)].filter(Boolean).join(', ');
}
