import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { dollarsToCents } from '../../../shared/domain/money';
import { chargeAmountCents, estimatedFeeCents, OPERATIONS_SHARE_BASIS_POINTS, PLEDGE_METHODS, type PledgeMethod, providerMethodType } from '../../../shared/domain/payment-fees';
import { MONTHLY_PLEDGE_CENTS } from '../../../shared/domain/stats';
import type { PledgeOverview } from '../../../shared/payments-api';
import { pledgeSetupSchema } from '../../../shared/schemas/pledge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatMoney, formatPercent } from '../../lib/format';
import { useStartPledgeSetup } from './api';
import { METHOD_NAMES } from './method-names';

type FormInput = z.input<typeof pledgeSetupSchema>;
type FormOutput = z.output<typeof pledgeSetupSchema>;

/**
 * The amount, how to pay (bank debit first, with each method's estimated fee beside it) and, for a
 * card, whether to cover its fee. Submitting sends the member to the provider's page, where the bank
 * or card details are typed: they never reach us.
 */
export function PledgeSetupForm({ overview, onLeaving }: { overview: PledgeOverview; onLeaving: (url: string) => void }) {
  const { i18n } = useLingui();
  const start = useStartPledgeSetup();
  const currentCents = overview.pledge?.monthly_amount_cents ?? MONTHLY_PLEDGE_CENTS;
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(pledgeSetupSchema),
    defaultValues: { monthly_amount: (Math.max(currentCents, MONTHLY_PLEDGE_CENTS) / 100).toFixed(2), method: 'bank', cover_fee: false },
  });
  const [amountText, method, coverFee] = useWatch({ control, name: ['monthly_amount', 'method', 'cover_fee'] });
  const typedCents = dollarsToCents(String(amountText ?? ''));
  const cents = typedCents !== null && typedCents >= MONTHLY_PLEDGE_CENTS ? typedCents : MONTHLY_PLEDGE_CENTS;
  const money = (value: number) => formatMoney(value, overview.currency);
  const chosenType = providerMethodType(overview.country, (method as PledgeMethod | undefined) ?? 'bank');
  const charged = chargeAmountCents(chosenType, cents, chosenType === 'card' && coverFee === true);

  const onSubmit = async (values: FormOutput) => {
    try {
      const { url } = await start.mutateAsync(values);
      onLeaving(url);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      for (const [field, text] of Object.entries(err.fields)) {
        if (field in pledgeSetupSchema.shape) setError(field as keyof FormInput, { message: text });
      }
      if (Object.keys(err.fields).length === 0) setError('root', { message: err.message });
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label={i18n._('Set up my pledge')}>
      {errors.root?.message && (
        <Notice tone="error" title={i18n._('Your pledge could not be set up')} live>
          {translateKnown(i18n, errors.root.message)}
        </Notice>
      )}
      <Field
        label={i18n._('Monthly amount ({currency})', { currency: overview.currency })}
        error={errors.monthly_amount?.message}
        hint={i18n._('At least {minimum} a month.', { minimum: money(MONTHLY_PLEDGE_CENTS) })}
      >
        <Input inputMode="decimal" autoComplete="off" className="max-w-40" {...register('monthly_amount')} />
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{i18n._('How to pay')}</legend>
        {PLEDGE_METHODS.map((choice) => {
          const type = providerMethodType(overview.country, choice);
          const fee = estimatedFeeCents(type, cents);
          return (
            <label key={choice} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700/30">
              <input type="radio" value={choice} className="mt-1 h-4 w-4 accent-brand-800" {...register('method')} />
              <span>
                <span className="block font-medium text-slate-900">
                  {translateKnown(i18n, METHOD_NAMES[type])}
                  {choice === 'bank' && <span className="ms-2 text-sm font-normal text-brand-800">{i18n._('Recommended')}</span>}
                </span>
                <span className="block text-sm text-slate-700">
                  {i18n._('Estimated fee: {fee} on {amount} (about {percent})', { fee: money(fee), amount: money(cents), percent: formatPercent(fee / cents) })}
                </span>
              </span>
            </label>
          );
        })}
        {errors.method?.message && <p role="alert" className="text-sm font-medium text-red-700">{translateKnown(i18n, errors.method.message)}</p>}
      </fieldset>

      <p className="text-sm text-slate-700">
        {i18n._(
          'Fees are estimates based on the payment provider’s published prices. The operations share is capped at {share} of the pool, so it cannot absorb card fees: a card’s fee comes out of your pledge, and bank debit keeps more of it for the community.',
          { share: formatPercent(OPERATIONS_SHARE_BASIS_POINTS / 10_000) },
        )}
      </p>

      {chosenType === 'card' && (
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 h-4 w-4 accent-brand-800" {...register('cover_fee')} />
          <span className="text-sm text-slate-800">
            {i18n._('Cover the card fee, so that the whole {amount} reaches the community', { amount: money(cents) })}
          </span>
        </label>
      )}

      <p className="font-medium text-slate-900" data-testid="pledge-charge-preview">
        {i18n._('Each month you will be charged {amount}.', { amount: money(charged) })}
      </p>

      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? i18n._('Opening the payment page...') : i18n._('Continue to the secure payment page')}
      </Button>
    </form>
  );
}
