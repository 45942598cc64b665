import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { API, type ApplicationPayoutMethods } from '../../../shared/api';
import { AID_CATEGORIES, AID_CATEGORY_LABELS } from '../../../shared/domain/assistance-request';
import { dollarsToCents } from '../../../shared/domain/money';
import { PAYOUT_METHOD_LABELS } from '../../../shared/domain/payouts';
import { APPLICATION_MESSAGES, type ApplicationInput, REASON_MAX, applicationSchema } from '../../../shared/schemas/applications';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { api, post } from '../../lib/api';
import { beneficiaryStatusKey, myApplicationsKey } from './use-applications';

export function ApplicationForm() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { register, handleSubmit, watch, reset, formState } = useForm<ApplicationInput>({
    resolver: zodResolver(applicationSchema),
    defaultValues: { reason: '', eligibility_confirmed: false as never },
  });
  const length = (watch('reason') ?? '').trim().length;
  // The server knows which ways of paying are set up; only those are offered.
  const payoutMethods = useQuery({ queryKey: ['applications', 'payout-methods'], queryFn: () => api<ApplicationPayoutMethods>(API.applicationPayoutMethods) });
  const submit = async (values: ApplicationInput) => {
    try {
      await post(API.applications, values);
      toast.success(i18n._(APPLICATION_MESSAGES.submitted), { description: i18n._(APPLICATION_MESSAGES.submittedDescription) });
      reset();
      await Promise.all([queryClient.invalidateQueries({ queryKey: myApplicationsKey }), queryClient.invalidateQueries({ queryKey: beneficiaryStatusKey })]);
    } catch (err) {
      toast.error(i18n._(APPLICATION_MESSAGES.failed), { description: err instanceof Error ? translateKnown(i18n, err.message) : undefined });
    }
  };
  const reasonError = formState.errors.reason?.message;
  const attestError = reasonError ? undefined : formState.errors.eligibility_confirmed?.message;
  const emptyAsMissing = (value: string) => value || undefined;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label={i18n._('Apply for assistance')}>
      <Field label={i18n._('Why do you need help?')} hint={i18n._('Tell us what happened and what the help would cover. At least 50 characters.')} error={reasonError}>
        <Textarea rows={7} maxLength={REASON_MAX + 200} {...register('reason')} />
      </Field>
      <p className={length > REASON_MAX ? 'text-end text-sm font-medium text-red-700' : 'text-end text-sm text-slate-600'} aria-live="polite" data-testid="reason-counter">
        {length}/{REASON_MAX}
      </p>
      <div className="grid gap-4">
        <Field label={i18n._('Amount needed (USD)')} className="max-w-xs" error={formState.errors.amount_needed_cents?.message}>
          <Input type="text" inputMode="decimal" autoComplete="off" {...register('amount_needed_cents', { setValueAs: (v: string) => (v.trim() ? dollarsToCents(v) ?? Number.NaN : undefined) })} />
        </Field>
        <Field label={i18n._('What is the help for?')} error={formState.errors.category?.message}>
          <Select defaultValue="" {...register('category', { setValueAs: emptyAsMissing })}>
            <option value="">{i18n._('Choose…')}</option>
            {AID_CATEGORIES.map((c) => <option key={c} value={c}>{i18n._(AID_CATEGORY_LABELS[c])}</option>)}
          </Select>
        </Field>
        <Field label={i18n._('How do you want to be paid?')} error={formState.errors.payout_method?.message}>
          <Select defaultValue="" {...register('payout_method', { setValueAs: emptyAsMissing })}>
            <option value="">{i18n._('Choose…')}</option>
            {(payoutMethods.data?.methods ?? []).map((m) => <option key={m} value={m}>{i18n._(PAYOUT_METHOD_LABELS[m])}</option>)}
          </Select>
        </Field>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input id="eligibility" type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-800" aria-invalid={attestError ? true : undefined} aria-describedby={attestError ? 'eligibility-error' : undefined} {...register('eligibility_confirmed')} />
          <label htmlFor="eligibility" className="text-sm text-slate-700">
            {i18n._('I confirm that I am 18 or older, that I live in the United States or Canada, and that I keep my pledge of $10 a month for 12 months once contributions begin.')}
          </label>
        </div>
        {attestError && <p id="eligibility-error" role="alert" className="mt-1 text-sm font-medium text-red-700">{translateKnown(i18n, attestError)}</p>}
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? i18n._('Submitting...') : i18n._('Submit application')}</Button>
    </form>
  );
}
