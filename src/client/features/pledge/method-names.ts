import type { ProviderMethodType } from '../../../shared/domain/payment-fees';

/** How each way of paying is named to the member; the bank debit's name depends on their country. */
export const METHOD_NAMES: Record<ProviderMethodType, string> = {
  us_bank_account: /*i18n*/ 'Bank debit (ACH)',
  acss_debit: /*i18n*/ 'Pre-authorized debit (PAD)',
  card: /*i18n*/ 'Card',
};
