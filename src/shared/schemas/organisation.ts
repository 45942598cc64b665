import { z } from 'zod';
import { emailField } from './auth';
import { multiLineText, singleLineText } from './text';

/** Path of the organisation's public profile: GET reads it and PUT replaces it (admins only). */
export const ORGANISATION_API = '/api/admin/settings/organisation' as const;

export const ORGANISATION_MESSAGES = {
  legalName: /*i18n*/ 'The legal name must be 2 to 200 characters, or empty',
  registrationNumber: /*i18n*/ 'The registration number must be 2 to 60 characters, or empty',
  address: /*i18n*/ 'The postal address must be at most 300 characters on at most 5 lines, or empty',
  phone: /*i18n*/ 'Enter a phone number of digits, spaces and + ( ) - only, or leave it empty',
  personName: /*i18n*/ 'Each name must be 2 to 120 characters',
  personRole: /*i18n*/ 'Each role must be 2 to 120 characters',
  people: /*i18n*/ 'List at most 40 people',
  saved: /*i18n*/ 'Organisation profile updated',
  saveFailed: /*i18n*/ 'Error updating the organisation profile',
  loadFailed: /*i18n*/ 'Error loading the organisation profile',
} as const;

export const MAX_PEOPLE = 40;

const line = (min: number, max: number, message: string) => singleLineText(message).trim().min(min, message).max(max, message);

/** A person the organisation names publicly: a board member or a scholar, with their role. */
export const organisationPersonSchema = z.strictObject({
  group: z.enum(['board', 'scholar']),
  name: line(2, 120, ORGANISATION_MESSAGES.personName),
  role: line(2, 120, ORGANISATION_MESSAGES.personRole),
});
export type OrganisationPerson = z.output<typeof organisationPersonSchema>;

/**
 * The organisation's public profile as an admin sets it; null is a detail not given, and a page that
 * would show it leaves its line out. The registration number is a US EIN or a Canadian charity number.
 */
export const organisationProfileSchema = z.strictObject({
  legal_name: line(2, 200, ORGANISATION_MESSAGES.legalName).nullable(),
  registration_number: line(2, 60, ORGANISATION_MESSAGES.registrationNumber).nullable(),
  address: multiLineText(ORGANISATION_MESSAGES.address)
    .trim()
    .min(2, ORGANISATION_MESSAGES.address)
    .max(300, ORGANISATION_MESSAGES.address)
    .refine((text) => text.split('\n').length <= 5, ORGANISATION_MESSAGES.address)
    .nullable(),
  support_email: emailField.nullable(),
  support_phone: line(7, 40, ORGANISATION_MESSAGES.phone).regex(/^\+?[0-9 ().-]+$/, ORGANISATION_MESSAGES.phone).nullable(),
  people: z.array(organisationPersonSchema).max(MAX_PEOPLE, ORGANISATION_MESSAGES.people),
});
export type OrganisationProfile = z.output<typeof organisationProfileSchema>;

/** What a production site should state about itself; each missing one is named at start. */
export const PROFILE_REQUIRED = ['legal_name', 'registration_number', 'address', 'support_email'] as const;

export function missingProfileDetails(profile: OrganisationProfile): string[] {
  const missing: string[] = PROFILE_REQUIRED.filter((field) => !profile[field]);
  if (!profile.people.some((p) => p.group === 'board')) missing.push('board members');
  if (!profile.people.some((p) => p.group === 'scholar')) missing.push('scholars');
  return missing;
}
