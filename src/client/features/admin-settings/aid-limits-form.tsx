import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_AID_LIMITS_API, AID_LIMITS_MESSAGES, type AidLimits } from '../../../shared/aid-limits';
import { dollarsToCents } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { ApiError, api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { aidLimitsQuery, useAidLimits } from '../aid-limits/use-aid-limits';

type Texts = Record<keyof AidLimits, string>;

/** Counts as typed and money in dollars; empty means no limit. */
const textsOf = (limits: AidLimits): Texts => ({
  min_membership_days: limits.min_membership_days === null ? '' : String(limits.min_membership_days),
  payout_gap_months: limits.payout_gap_months === null ? '' : String(limits.payout_gap_months),
  yearly_cap_cents: limits.yearly_cap_cents === null ? '' : (limits.yearly_cap_cents / 100).toFixed(2),
});

/** The fair limits on assistance that members read before applying; loads, then shows the form. */
export function AidLimitsSettings() {
  const { i18n } = useLingui();
  const limits = useAidLimits();
  if (limits.isPending) return <Spinner />;
  if (limits.isError) return <Notice tone="error" title={i18n._(AID_LIMITS_MESSAGES.loadFailed)} live>{translateKnown(i18n, limits.error.message)}</Notice>;
  return <AidLimitsForm limits={limits.data} />;
}

function AidLimitsForm({ limits }: { limits: AidLimits }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(() => textsOf(limits));
  const [errors, setErrors] = useState<Partial<Texts>>({});
  const save = useMutation({
    mutationFn: (next: AidLimits) => api<AidLimits>(ADMIN_AID_LIMITS_API, { method: 'PUT', body: next }),
    onSuccess: (saved) => queryClient.setQueryData(aidLimitsQuery.queryKey, saved),
  });
  const dirty = JSON.stringify(texts) !== JSON.stringify(textsOf(limits));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Texts> = {};
    const whole = (key: 'min_membership_days' | 'payout_gap_months', message: string) => {
      const text = texts[key].trim();
      if (text !== '' && !/^\d+$/.test(text)) found[key] = message;
      return text === '' ? null : Number(text);
    };
    const capText = texts.yearly_cap_cents.trim();
    const cap = capText === '' ? null : dollarsToCents(capText);
    if (capText !== '' && cap === null) found.yearly_cap_cents = AID_LIMITS_MESSAGES.cents;
    const next: AidLimits = {
      min_membership_days: whole('min_membership_days', AID_LIMITS_MESSAGES.days),
      payout_gap_months: whole('payout_gap_months', AID_LIMITS_MESSAGES.months),
      yearly_cap_cents: cap,
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(next);
      setTexts(textsOf(saved));
      toast.success(i18n._(AID_LIMITS_MESSAGES.saved));
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields as Partial<Texts>);
      toast.error(i18n._(AID_LIMITS_MESSAGES.saveFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  const field = (key: keyof AidLimits, label: string, hint: string, money: boolean) => (
    <Field label={label} optional error={errors[key] ? translateKnown(i18n, errors[key]) : undefined} hint={hint}>
      <Input
        inputMode={money ? 'decimal' : 'numeric'}
        className="max-w-xs"
        value={texts[key]}
        onChange={(e) => setTexts((current) => ({ ...current, [key]: e.target.value }))}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={i18n._('Fair limits')}>
      {field('min_membership_days', i18n._('Days of membership before applying'), i18n._('Counted from the day the member joined. Empty: no limit.'), false)}
      {field('payout_gap_months', i18n._('Months between payouts'), i18n._('At most one payout in any this many months, by the pool month that paid it. Empty: no limit.'), false)}
      {field('yearly_cap_cents', i18n._('Most per member in 12 months'), i18n._('In dollars, from the pools of any 12 months in a row. Empty: no limit.'), true)}
      <Button type="submit" disabled={save.isPending || !dirty}>{save.isPending ? i18n._('Saving...') : i18n._('Save fair limits')}</Button>
    </form>
  );
}
