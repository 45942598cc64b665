import type { I18n } from '@lingui/core';
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS, type PayoutMethod, type PayoutStatus } from '../../shared/domain/payouts';

export const PAYOUT_TONES: Record<PayoutStatus, 'green' | 'yellow' | 'gray' | 'red'> = { pending: 'gray', sent: 'yellow', confirmed: 'green', failed: 'red', returned: 'red' };

export const payoutStatusLabel = (i18n: I18n, status: PayoutStatus) => i18n._(PAYOUT_STATUS_LABELS[status]);
export const payoutMethodLabel = (i18n: I18n, method: PayoutMethod | null) => (method ? i18n._(PAYOUT_METHOD_LABELS[method]) : '—');
