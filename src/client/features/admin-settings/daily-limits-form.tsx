import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_LIMITS_API, ADMIN_LIMITS_MESSAGES, type AdminLimits } from '../../../shared/admin-limits';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { LimitsForm } from './limits-form';

const KEY = ['admin', 'settings', 'limits'] as const;

/** What each admin may approve or mark as sent in any 24 hours; loads, then shows the form. */
export function DailyLimitsSettings() {
  const { i18n } = useLingui();
  const limits = useQuery({ queryKey: KEY, queryFn: () => api<AdminLimits>(ADMIN_LIMITS_API) });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: AdminLimits) => api<AdminLimits>(ADMIN_LIMITS_API, { method: 'PUT', body: next }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  if (limits.isPending) return <Spinner />;
  if (limits.isError) return <Notice tone="error" title={i18n._(ADMIN_LIMITS_MESSAGES.loadFailed)} live>{translateKnown(i18n, limits.error.message)}</Notice>;
  const count = { money: false, invalid: ADMIN_LIMITS_MESSAGES.count, hint: i18n._('A whole number. Empty: no limit.') };
  const money = { money: true, invalid: ADMIN_LIMITS_MESSAGES.cents, hint: i18n._('In dollars. Empty: no limit.') };
  return (
    <LimitsForm
      limits={limits.data}
      label={i18n._('Daily limits per admin')}
      submitLabel={i18n._('Save daily limits')}
      messages={ADMIN_LIMITS_MESSAGES}
      save={save.mutateAsync}
      saving={save.isPending}
      fields={[
        { key: 'application_approvals', label: i18n._('Applications one admin may approve'), ...count },
        { key: 'distribution_cents', label: i18n._('Money one admin may approve in distributions'), ...money },
        { key: 'payouts_sent', label: i18n._('Payouts one admin may mark as sent'), ...count },
        { key: 'payout_cents_sent', label: i18n._('Money one admin may mark as sent in payouts'), ...money },
      ]}
    />
  );
}
