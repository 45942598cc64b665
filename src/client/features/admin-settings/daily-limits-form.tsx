import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_LIMITS_API, ADMIN_LIMITS_MESSAGES, type AdminLimits } from '../../../shared/admin-limits';
import { dollarsToCents } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { ApiError, api } from '../../lib/api';
import { toast } from '../../lib/toast';

const KEY = ['admin', 'settings', 'limits'] as const;
const COUNTS = ['application_approvals', 'payouts_sent'] as const;
const MONEY = ['distribution_cents', 'payout_cents_sent'] as const;
type Texts = Record<keyof AdminLimits, string>;

/** The form shows money in dollars and counts as typed; empty means no limit. */
const textsOf = (limits: AdminLimits): Texts => ({
  application_approvals: limits.application_approvals === null ? '' : String(limits.application_approvals),
  payouts_sent: limits.payouts_sent === null ? '' : String(limits.payouts_sent),
  distribution_cents: limits.distribution_cents === null ? '' : (limits.distribution_cents / 100).toFixed(2),
  payout_cents_sent: limits.payout_cents_sent === null ? '' : (limits.payout_cents_sent / 100).toFixed(2),
});

/** What each admin may approve or mark as sent in any 24 hours; loads, then shows the form. */
export function DailyLimitsSettings() {
  const { i18n } = useLingui();
  const limits = useQuery({ queryKey: KEY, queryFn: () => api<AdminLimits>(ADMIN_LIMITS_API) });
  if (limits.isPending) return <Spinner />;
  if (limits.isError) return <Notice tone="error" title={i18n._(ADMIN_LIMITS_MESSAGES.loadFailed)} live>{translateKnown(i18n, limits.error.message)}</Notice>;
  return <DailyLimitsForm limits={limits.data} />;
}

function DailyLimitsForm({ limits }: { limits: AdminLimits }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(() => textsOf(limits));
  const [errors, setErrors] = useState<Partial<Texts>>({});
  const save = useMutation({
    mutationFn: (next: AdminLimits) => api<AdminLimits>(ADMIN_LIMITS_API, { method: 'PUT', body: next }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  const dirty = JSON.stringify(texts) !== JSON.stringify(textsOf(limits));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Texts> = {};
    const next = { ...limits };
    for (const key of COUNTS) {
      const text = texts[key].trim();
      if (text !== '' && !/^\d+$/.test(text)) found[key] = ADMIN_LIMITS_MESSAGES.count;
      next[key] = text === '' ? null : Number(text);
    }
    for (const key of MONEY) {
      const text = texts[key].trim();
      const cents = text === '' ? null : dollarsToCents(text);
      if (text !== '' && cents === null) found[key] = ADMIN_LIMITS_MESSAGES.cents;
      next[key] = cents;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(next);
      setTexts(textsOf(saved));
      toast.success(i18n._(ADMIN_LIMITS_MESSAGES.saved));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields as Partial<Texts>);
      toast.error(i18n._(ADMIN_LIMITS_MESSAGES.saveFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  const field = (key: keyof AdminLimits, label: string, money: boolean) => (
    <Field label={label} optional error={errors[key] ? translateKnown(i18n, errors[key]) : undefined} hint={money ? i18n._('In dollars. Empty: no limit.') : i18n._('A whole number. Empty: no limit.')}>
      <Input
        inputMode={money ? 'decimal' : 'numeric'}
        className="max-w-xs"
        value={texts[key]}
        onChange={(e) => setTexts((current) => ({ ...current, [key]: e.target.value }))}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={i18n._('Daily limits per admin')}>
      {field('application_approvals', i18n._('Applications one admin may approve'), false)}
      {field('distribution_cents', i18n._('Money one admin may approve in distributions'), true)}
      {field('payouts_sent', i18n._('Payouts one admin may mark as sent'), false)}
      {field('payout_cents_sent', i18n._('Money one admin may mark as sent in payouts'), true)}
      <Button type="submit" disabled={save.isPending || !dirty}>{save.isPending ? i18n._('Saving...') : i18n._('Save daily limits')}</Button>
    </form>
  );
}
