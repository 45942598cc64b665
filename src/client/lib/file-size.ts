import { intlLocale } from '../../shared/i18n/locales';
import { currentLocale } from '../i18n/i18n';

/** "240 kB" or "1.4 MB", in the reader's language and digits. */
export function formatFileSize(bytes: number): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(intlLocale(currentLocale()), { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 })
    .format(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
