import { intlLocale } from '../../shared/i18n/locales';
import { currentLocale } from '../i18n/i18n';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/** When something arrived (a message, an answer, a review), to the minute, in the page's language ('Mar 1, 2026, 3:05 PM'). */
export const formatMoment = (iso: string) =>
  dateTimeFormat(intlLocale(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
