import { formatCents } from '../../shared/domain/money';
import { formatCountIn } from '../../shared/prerendered-page';
import { intlLocale } from '../../shared/i18n/locales';
import { currentLocale } from '../i18n/i18n';
import { dateTimeFormat, numberFormat } from '../../shared/i18n/intl-formats';

/** Numbers in the language the page is shown in (the server's prerender uses the same). */
export const formatCount = (n: number) => formatCountIn(currentLocale(), n);

/** +14105550199 reads as +1 (410) 555-0199; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : phone;
}

export const formatUsd = (cents: number) => formatCents(cents, intlLocale(currentLocale()));

/** An amount in its own currency (a Canadian pledge is in CAD) in the page's language. */
export const formatMoney = (cents: number, currency: 'USD' | 'CAD') => formatCents(cents, intlLocale(currentLocale()), currency);

/** A calendar date ('yyyy-MM-dd') as 'Mar 1, 2026', read as that day wherever the reader is. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(intlLocale(currentLocale()), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A moment (ISO timestamp) as 'Mar 1, 2026', on the reader's own calendar day. */
export const formatDate = (iso: string) =>
  dateTimeFormat(intlLocale(currentLocale()), { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** Dollars in the page's language, shortened for a chart's axis ('$1.2K'). */
export const formatCompactUsd = (dollars: number) =>
  numberFormat(intlLocale(currentLocale()), { style: 'currency', currency: 'USD', notation: 'compact' }).format(dollars);

/** A share (0.99) as a percentage in the page's language: '99%', '99 %' in French. */
export const formatPercent = (share: number) => numberFormat(intlLocale(currentLocale()), { style: 'percent', maximumFractionDigits: 1 }).format(share);
