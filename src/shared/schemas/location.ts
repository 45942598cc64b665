import { z } from 'zod';
import { singleLineText } from './text';
import { COUNTRY_CODES, type CountryCode, countryOfRegion, normalizePostalCode } from '../domain/regions';

export const LOCATION_MESSAGES = {
  country: /*i18n*/ 'Please choose the United States or Canada',
  unknownRegion: /*i18n*/ 'Please select a state from the list',
} as const;

export const countryField = z.enum(COUNTRY_CODES, LOCATION_MESSAGES.country);

export const stateField = singleLineText()
  .trim()
  .min(2, { message: /*i18n*/ 'State is required', abort: true })
  .refine((value) => countryOfRegion(value) !== undefined, LOCATION_MESSAGES.unknownRegion);

/** The field alone only bounds the length; the format depends on the country (see postalCodeProblem). */
export const postalCodeField = singleLineText().trim().max(10, /*i18n*/ 'Postal code must be at most 10 characters');

/**
 * The messages that depend on the country are whole sentences, one per country, so each is translated
 * as a unit; a region of the wrong country is always one of the other country's kind.
 */
const REGION_MISMATCH: Record<CountryCode, string> = {
  US: /*i18n*/ 'That province or territory is not in the United States. Please select a state from the list',
  CA: /*i18n*/ 'That state is not in Canada. Please select a province or territory from the list',
};
const POSTAL_CODE_REQUIRED: Record<CountryCode, string> = { US: /*i18n*/ 'ZIP code is required', CA: /*i18n*/ 'Postal code is required' };
const POSTAL_CODE_FORMAT: Record<CountryCode, string> = {
  US: /*i18n*/ 'Please enter a ZIP code like 12345 or 12345-6789',
  CA: /*i18n*/ 'Please enter a postal code like A1A 1A1',
};

export function regionMismatch(country: CountryCode, state: string): string | undefined {
  return countryOfRegion(state) === country ? undefined : REGION_MISMATCH[country];
}

export function postalCodeProblem(country: CountryCode, postalCode: string, required: boolean): string | undefined {
  if (postalCode === '') return required ? POSTAL_CODE_REQUIRED[country] : undefined;
  return normalizePostalCode(country, postalCode) === undefined ? POSTAL_CODE_FORMAT[country] : undefined;
}

type Keys = { country: string; state: string; postalCode: string };
type Location = Record<string, string>;
/** The object with its postal code normalized: null when empty, still undefined where it could be left out. */
type WithPostalCode<O, P extends string> = Omit<O, P> & {
  [Q in P]: Q extends keyof O ? (undefined extends O[Q] ? string | null | undefined : string | null) : never;
};

/**
 * The rules that join the location fields of one object: the state or province must belong to the
 * chosen country, and the postal code must be one of that country's (stored normalized, empty as
 * null; left out, it stays undefined). Each runs as soon as the fields it reads are valid, so it is reported along with the others.
 */
export function withLocationRules<S extends z.ZodType<object>, const K extends Keys>(schema: S, keys: K, options: { postalCodeRequired: boolean }) {
  const read = (value: unknown) => value as Location;
  const country = (value: unknown) => read(value)[keys.country] as CountryCode;
  // A body that is not an object at all (none, null, an array) has one issue at its root, and no fields to read.
  const fieldsValid = (names: string[]) => (payload: { value: unknown; issues: readonly { path?: PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value)
    && !payload.issues.some((issue) => !issue.path?.length || names.includes(String(issue.path[0])));
  return schema
    .refine((v) => regionMismatch(country(v), read(v)[keys.state]!) === undefined, {
      path: [keys.state],
      error: (issue) => regionMismatch(country(issue.input), read(issue.input)[keys.state]!),
      when: fieldsValid([keys.country, keys.state]),
    })
    .refine((v) => postalCodeProblem(country(v), read(v)[keys.postalCode]!, options.postalCodeRequired) === undefined, {
      path: [keys.postalCode],
      error: (issue) => postalCodeProblem(country(issue.input), read(issue.input)[keys.postalCode]!, options.postalCodeRequired),
      // An update that leaves the postal code out keeps the stored one: nothing to check.
      when: (payload) => fieldsValid([keys.country, keys.postalCode])(payload) && read(payload.value)[keys.postalCode] !== undefined,
    })
    .transform((v) => {
      const code = read(v)[keys.postalCode];
      const normalized = code === undefined ? undefined : code === '' ? null : normalizePostalCode(country(v), code);
      return { ...v, [keys.postalCode]: normalized } as WithPostalCode<z.output<S>, K['postalCode']>;
    });
}
