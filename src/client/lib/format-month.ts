import { monthLabel } from '../../shared/domain/dates';
import { intlLocale } from '../../shared/i18n/locales';
import { currentLocale } from '../i18n/i18n';

/**
 * '2025-01' as 'January 2025' (or 'Jan 2025') in the page's language. Apart from lib/format, which the
 * home page loads: importing the dates module there put all of it in the first download.
 */
export const formatMonth = (monthYear: string, month: 'long' | 'short' = 'long') => monthLabel(monthYear, month, intlLocale(currentLocale()));
