import { formatCountIn } from '../../shared/prerendered-page';
import { intlLocale, textDirection } from '../../shared/i18n/locales';
import { currentLocale } from '../i18n/i18n';
import { dateTimeFormat, numberFormat } from '../../shared/i18n/intl-formats';

/** Numbers in the language the page is shown in (the server's prerender uses the same). */
export const formatCount = (n: number) => formatCountIn(currentLocale(), n);

/** +14105550199 reads as +1 (410) 555-0199; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+1 (${match[1]}) ${match[2]}-${match[3]}` : phone;
}

const NO_BREAK_SPACE = '\u00a0';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const RIGHT_TO_LEFT_ISOLATE = '\u2067';
const POP_ISOLATE = '\u2069';

/**
 * A figure as it sits inside a sentence or a table cell. A space within it never breaks ('1 %' stays on
 * one line in French). Arabic writes '10.00 US$' right to left, but the Latin 'US' pulls the '$' away
 * from the number ('$US 10.00', or 'US 10.00$' in a left-to-right cell): the currency symbol is kept as
 * one left-to-right unit and the whole figure isolated, so it reads the same wherever it is placed.
 */
function figure(format: Intl.NumberFormat, value: number): string {
  const parts = format.formatToParts(value).map(({ type, value: text }) => {
    const unbroken = text.replace(/ /g, NO_BREAK_SPACE);
    return textDirection(currentLocale()) === 'rtl' && type === 'currency' && /[A-Za-z]/.test(text) ? `${LEFT_TO_RIGHT_ISOLATE}${unbroken}${POP_ISOLATE}` : unbroken;
  });
  const text = parts.join('');
  return textDirection(currentLocale()) === 'rtl' ? `${RIGHT_TO_LEFT_ISOLATE}${text}${POP_ISOLATE}` : text;
}

const moneyFormat = (currency: 'USD' | 'CAD') => numberFormat(intlLocale(currentLocale()), { style: 'currency', currency });

export const formatUsd = (cents: number) => figure(moneyFormat('USD'), cents / 100);

/** An amount in its own currency (a Canadian pledge is in CAD) in the page's language. */
export const formatMoney = (cents: number, currency: 'USD' | 'CAD') => figure(moneyFormat(currency), cents / 100);

/** A calendar date ('yyyy-MM-dd') as 'Mar 1, 2026', read as that day wherever the reader is. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(intlLocale(currentLocale()), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A moment (ISO timestamp) as 'Mar 1, 2026', on the reader's own calendar day. */
export const formatDate = (iso: string) =>
  dateTimeFormat(intlLocale(currentLocale()), { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** Dollars in the page's language, shortened for a chart's axis ('$1.2K'). */
export const formatCompactUsd = (dollars: number) => figure(numberFormat(intlLocale(currentLocale()), { style: 'currency', currency: 'USD', notation: 'compact' }), dollars);

/** A share (0.99) as a percentage in the page's language: '99%', '99 %' in French. */
export const formatPercent = (share: number) => figure(numberFormat(intlLocale(currentLocale()), { style: 'percent', maximumFractionDigits: 1 }), share);
