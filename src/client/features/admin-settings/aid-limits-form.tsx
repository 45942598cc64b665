import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AID_LIMITS_API, AID_LIMITS_MESSAGES, type AidLimits } from '../../../shared/aid-limits';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { aidLimitsQuery, useAidLimits } from '../aid-limits/use-aid-limits';
import { LimitsForm } from './limits-form';

/** The fair limits on assistance that members read before applying; loads, then shows the form. */
export function AidLimitsSettings() {
  const { i18n } = useLingui();
  const limits = useAidLimits();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: AidLimits) => api<AidLimits>(ADMIN_AID_LIMITS_API, { method: 'PUT', body: next }),
    onSuccess: (saved) => queryClient.setQueryData(aidLimitsQuery.queryKey, saved),
  });
  if (limits.isPending) return <Spinner />;
  if (limits.isError) return <Notice tone="error" title={i18n._(AID_LIMITS_MESSAGES.loadFailed)} live>{translateKnown(i18n, limits.error.message)}</Notice>;
  return (
    <LimitsForm
      limits={limits.data}
      label={i18n._('Fair limits')}
      submitLabel={i18n._('Save fair limits')}
      messages={AID_LIMITS_MESSAGES}
      save={save.mutateAsync}
      saving={save.isPending}
      fields={[
        { key: 'min_membership_days', money: false, invalid: AID_LIMITS_MESSAGES.days, label: i18n._('Days of membership before applying'), hint: i18n._('Counted from the day the member joined. Empty: no limit.') },
        { key: 'payout_gap_months', money: false, invalid: AID_LIMITS_MESSAGES.months, label: i18n._('Months between payouts'), hint: i18n._('At most one payout in any this many months, by the pool month that paid it. Empty: no limit.') },
        { key: 'yearly_cap_cents', money: true, invalid: AID_LIMITS_MESSAGES.cents, label: i18n._('Most per member in 12 months'), hint: i18n._('In dollars, from the pools of any 12 months in a row. Empty: no limit.') },
      ]}
    />
  );
}
