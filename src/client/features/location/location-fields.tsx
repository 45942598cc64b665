import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode, POSTAL_CODE_LABELS, REGION_LABELS, isCountryCode, regionsOf } from '../../shared/domain/regions';
import { Field } from './ui/field';
import { Input, Select } from './ui/inputs';

type Name = 'country' | 'city' | 'state' | 'postalCode';

const POSTAL_HINTS: Record<CountryCode, string> = { US: 'For example 12345 or 12345-6789', CA: 'For example A1A 1A1' };

/**
 * Country first, then the city, the state or province of that country and its ZIP or postal code:
 * the sign-up form and the profile dialog ask for a location the same way. Until a country is
 * chosen there is no list of regions to offer, so that list waits for it.
 */
export function LocationFields({ country, fields, errors, postalCodeOptional = false }: {
  country: string;
  fields: Record<Name, UseFormRegisterReturn>;
  errors: Partial<Record<Name, string | undefined>>;
  postalCodeOptional?: boolean;
}) {
  const chosen = isCountryCode(country) ? country : undefined;
  const regionLabel = chosen ? REGION_LABELS[chosen] : 'State or province';
  return (
    <>
      <Field label="Country" error={errors.country}>
        <Select autoComplete="country" {...fields.country}>
          <option value="">Select country</option>
          {COUNTRY_CODES.map((code) => <option key={code} value={code}>{COUNTRY_NAMES[code]}</option>)}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="City" error={errors.city}>
          <Input autoComplete="address-level2" {...fields.city} />
        </Field>
        <Field label={regionLabel} error={errors.state}>
          <Select autoComplete="address-level1" disabled={!chosen} {...fields.state}>
            <option value="">{chosen ? `Select ${regionLabel.toLowerCase()}` : 'Choose your country first'}</option>
            {chosen && regionsOf(chosen).map((region) => <option key={region} value={region}>{region}</option>)}
          </Select>
        </Field>
      </div>
      <Field
        label={chosen ? POSTAL_CODE_LABELS[chosen] : 'ZIP or postal code'}
        optional={postalCodeOptional}
        {...(chosen && { hint: POSTAL_HINTS[chosen] })}
        error={errors.postalCode}
      >
        <Input autoComplete="postal-code" autoCapitalize="characters" maxLength={10} {...fields.postalCode} />
      </Field>
    </>
  );
}
