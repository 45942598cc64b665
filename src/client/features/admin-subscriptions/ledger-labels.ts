import type { I18n } from '@lingui/core';
import { type Currency, LEDGER_KIND_LABELS, LEDGER_SOURCE_LABELS, PAYMENT_METHOD_LABELS } from '../../../shared/domain/ledger';
import { translateKnown } from '../../i18n/i18n';
import { formatMoney as formatInPageLanguage } from '../../lib/format';

const translatedAll = <K extends string>(i18n: I18n, labels: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(labels).map(([key, label]) => [key, translateKnown(i18n, label)])) as Record<K, string>;

export const kindLabels = (i18n: I18n) => translatedAll(i18n, LEDGER_KIND_LABELS);
export const sourceLabels = (i18n: I18n) => translatedAll(i18n, LEDGER_SOURCE_LABELS);
export const methodLabels = (i18n: I18n) => translatedAll(i18n, PAYMENT_METHOD_LABELS);

/** Cents in their own currency, in the page's language: 'CA$20.00' beside '$14.50'. */
export const formatMoney = (cents: number, currency: Currency) => formatInPageLanguage(cents, currency);
