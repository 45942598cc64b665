import type { I18n } from '@lingui/core';
import { BILLING_RETRIES, type BillingRetries, retryDaysList } from '../../../shared/domain/billing-retries';
import { intlLocale, isLocale } from '../../../shared/i18n/locales';

/** When a failed charge is tried again and when the pledge falls past due, in the reader's language. */
export function retryNote(i18n: I18n, retries: BillingRetries = BILLING_RETRIES): string {
  const locale = isLocale(i18n.locale) ? intlLocale(i18n.locale) : 'en-US';
  return i18n._('A failed charge is tried again {retryDays} days after the billing day; after {attempts} failed tries the pledge is past due.', {
    retryDays: retryDaysList(locale, retries.retryAfterDays),
    attempts: retries.attempts,
  });
}
