import type { I18n } from '@lingui/core';
import type { Currency, LedgerKind, LedgerSource, PaymentMethod } from '../../../shared/domain/ledger';
import { formatCents } from '../../../shared/domain/money';
import { intlLocale } from '../../../shared/i18n/locales';
import { currentLocale } from '../../i18n/i18n';

export const kindLabels = (i18n: I18n): Record<LedgerKind, string> => ({
  contribution: i18n._('Contribution'),
  fee: i18n._('Fee'),
  refund: i18n._('Refund'),
  recorded_payment: i18n._('Recorded payment'),
  correction: i18n._('Correction'),
});

export const sourceLabels = (i18n: I18n): Record<LedgerSource, string> => ({
  stripe: i18n._('Payment provider'),
  recorded: i18n._('Recorded by an admin'),
});

export const methodLabels = (i18n: I18n): Record<PaymentMethod, string> => ({
  bank_transfer: i18n._('Bank transfer'),
  cheque: i18n._('Cheque'),
  cash: i18n._('Cash'),
});

/** Cents in their own currency, in the page's language: 'CA$20.00' beside '$14.50'. */
export const formatMoney = (cents: number, currency: Currency) => formatCents(cents, intlLocale(currentLocale()), currency);
