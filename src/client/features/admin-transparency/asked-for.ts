import type { I18n } from '@lingui/core';
import type { AdminApplication } from '../../../shared/api';
import { AID_CATEGORY_LABELS } from '../../../shared/domain/assistance-request';
import { PAYOUT_METHOD_LABELS } from '../../../shared/domain/payouts';
import { formatUsd } from '../../lib/format';

type AskedFor = Pick<AdminApplication, 'amount_needed_cents' | 'category' | 'payout_method'>;

/** Each answer of the application's request, or "Not given" for applications made before the form asked. */
export function askedFor(i18n: I18n, app: AskedFor) {
  const notGiven = i18n._('Not given');
  return {
    amount: app.amount_needed_cents === null ? notGiven : formatUsd(app.amount_needed_cents),
    category: app.category ? i18n._(AID_CATEGORY_LABELS[app.category]) : notGiven,
    method: app.payout_method ? i18n._(PAYOUT_METHOD_LABELS[app.payout_method]) : notGiven,
  };
}

/** The request on one line, for lists. */
export const askedForLine = (i18n: I18n, app: AskedFor) => {
  const a = askedFor(i18n, app);
  return i18n._('Asks for {amount} · {category} · {method}', a);
};
