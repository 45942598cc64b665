import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

/** A member's choice of language, saved by the language switcher. */
export const localeUpdateSchema = z.strictObject({
  locale: z.enum(LOCALES, /*i18n*/ 'Please choose English, French or Arabic'),
});
export type LocaleUpdate = z.output<typeof localeUpdateSchema>;
