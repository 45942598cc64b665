import { intlLocale } from '../../shared/i18n/locales';
import { currentLocale } from '../i18n/i18n';

/** When something arrived (a message, an answer, a review), to the minute, in the page's language ('Mar 1, 2026, 3:05 PM'). */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
