import { useLingui } from '@lingui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode, POSTAL_CODE_LABELS, REGION_LABELS, isCountryCode, regionsOf } from '../../../shared/domain/regions';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';

type Name = 'country' | 'city' | 'state' | 'postalCode';

const POSTAL_HINTS: Record<CountryCode, string> = { US: /*i18n*/ 'For example 12345 or 12345-6789', CA: /*i18n*/ 'For example A1A 1A1' };
const REGION_PROMPTS: Record<CountryCode, string> = { US: /*i18n*/ 'Select state', CA: /*i18n*/ 'Select province or territory' };

/**
 * Country first, then the city, the state or province of that country and its ZIP or postal code:
 * the sign-up form and the profile dialog ask for a location the same way. Until a country is
 * chosen there is no list of regions to offer, so that list waits for it. It lives with the features,
 * not the shared components, so its messages load with the screens rather than with the home page.
 */
export function LocationFields({ country, fields, errors, postalCodeOptional = false, announced }: {
  country: string;
  fields: Record<Name, UseFormRegisterReturn>;
  errors: Partial<Record<Name, string | undefined>>;
  postalCodeOptional?: boolean;
  /** When the form marks every failing field, the one whose message is announced; by default each one is. */
  announced?: string | undefined;
}) {
  const { i18n } = useLingui();
  const chosen = isCountryCode(country) ? country : undefined;
  const announce = (name: Name) => announced === undefined || announced === name;
  return (
    <>
      <Field label={i18n._('Country')} error={errors.country} announce={announce('country')}>
        <Select autoComplete="country" {...fields.country}>
          <option value="">{i18n._('Select country')}</option>
          {COUNTRY_CODES.map((code) => <option key={code} value={code}>{i18n._(COUNTRY_NAMES[code])}</option>)}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={i18n._('City')} error={errors.city} announce={announce('city')}>
          <Input autoComplete="address-level2" {...fields.city} />
        </Field>
        <Field label={chosen ? i18n._(REGION_LABELS[chosen]) : i18n._('State or province')} error={errors.state} announce={announce('state')}>
          <Select autoComplete="address-level1" disabled={!chosen} {...fields.state}>
            <option value="">{chosen ? i18n._(REGION_PROMPTS[chosen]) : i18n._('Choose your country first')}</option>
            {chosen && regionsOf(chosen).map((region) => <option key={region} value={region}>{region}</option>)}
          </Select>
        </Field>
      </div>
      <Field
        label={chosen ? i18n._(POSTAL_CODE_LABELS[chosen]) : i18n._('ZIP or postal code')}
        optional={postalCodeOptional}
        {...(chosen && { hint: i18n._(POSTAL_HINTS[chosen]) })}
        error={errors.postalCode} announce={announce('postalCode')}
      >
        <Input autoComplete="postal-code" autoCapitalize="characters" maxLength={10} {...fields.postalCode} />
      </Field>
    </>
  );
}
