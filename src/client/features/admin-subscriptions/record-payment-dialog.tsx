import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { CURRENCIES, PAYMENT_METHODS, POOL_CURRENCY, monthOf } from '../../../shared/domain/ledger';
import type { RecordedPaymentCheck } from '../../../shared/ledger-api';
import { LEDGER_MESSAGES, type RecordedPayment, type RecordedPaymentInput, recordedPaymentSchema } from '../../../shared/schemas/ledger';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatMonth } from '../../lib/format-month';
import { useCheckPayment, useLedgerMember, useRecordPayment } from './ledger-api';
import { formatMoney, methodLabels } from './ledger-labels';

const FIELDS = new Set(['member', 'month', 'amount', 'currency', 'settled_amount', 'method', 'reference', 'note']);

/**
 * "Record a payment": money received by bank transfer, cheque or cash, for a member and a month. The
 * server checks it against every rule recording applies before the admin sees the summary to confirm,
 * so a confirmed payment fails only when something changed in between.
 */
export function RecordPaymentDialog({ member: initialMember = '', onClose }: { member?: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const record = useRecordPayment();
  const thisMonth = monthOf(new Date().toISOString());
  const { register, handleSubmit, setError, getValues, watch, formState } = useForm<RecordedPaymentInput, unknown, RecordedPayment>({
    resolver: zodResolver(recordedPaymentSchema),
    // A field that is not shown (the USD deposit of a USD payment) is not sent.
    shouldUnregister: true,
    defaultValues: { member: initialMember, month: thisMonth, amount: '', currency: POOL_CURRENCY, method: 'cash', reference: '', note: '' },
  });
  const { errors } = formState;
  const [lookup, setLookup] = useState(initialMember);
  const found = useLedgerMember(lookup);
  const member = found.data?.items[0];
  const [pending, setPending] = useState<RecordedPayment | null>(null);
  const [checked, setChecked] = useState<RecordedPaymentCheck | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const check = useCheckPayment();
  const currency = watch('currency');
  const methods = methodLabels(i18n);
  const sent = () => {
    const values = getValues();
    return { ...values, note: values.note || undefined };
  };
  /** The server's refusal on the fields it names; anything else above the form. */
  const showRefusal = (err: unknown) => {
    const fields = err instanceof ApiError ? Object.entries(err.fields).filter(([field]) => FIELDS.has(field)) : [];
    for (const [field, text] of fields) setError(field as keyof RecordedPaymentInput, { message: text });
    setFormError(fields.length > 0 ? null : err instanceof Error ? translateKnown(i18n, err.message) : String(err));
  };

  const review = async (payment: RecordedPayment) => {
    setFormError(null);
    try {
      setChecked(await check.mutateAsync(sent()));
      setPending(payment);
    } catch (err) {
      showRefusal(err);
    }
  };

  const confirm = async () => {
    try {
      await record.mutateAsync(sent());
      toast.success(translateKnown(i18n, LEDGER_MESSAGES.recorded));
      onClose();
    } catch (err) {
      setPending(null);
      showRefusal(err);
      toast.error(translateKnown(i18n, LEDGER_MESSAGES.recordFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : String(err) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={i18n._('Record a payment')} description={i18n._('Money received by bank transfer, cheque or cash.')}>
      {pending && (
        <div className="space-y-4">
          <p className="text-slate-800" role="status">
            {i18n._('Record {amount} from {name} for {month}?', {
              amount: formatMoney(pending.amount, pending.currency),
              name: checked?.member.full_name ?? member?.full_name ?? pending.member,
              month: formatMonth(pending.month),
            })}
          </p>
          {checked?.already_recorded && <Notice tone="warning">{i18n._('This payment is already recorded: confirming it again changes nothing.')}</Notice>}
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">{i18n._('Method')}</dt>
            <dd className="font-medium text-slate-900">{methods[pending.method]}</dd>
            <dt className="text-slate-600">{i18n._('Reference')}</dt>
            <dd className="break-all font-medium text-slate-900">{pending.reference}</dd>
            {pending.settled_amount !== undefined && (
              <>
                <dt className="text-slate-600">{i18n._('Deposited in USD')}</dt>
                <dd className="font-medium text-slate-900">{formatMoney(pending.settled_amount, 'USD')}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setPending(null)} disabled={record.isPending}>{i18n._('Back')}</Button>
            <Button onClick={() => void confirm()} disabled={record.isPending}>{record.isPending ? i18n._('Saving...') : i18n._('Confirm and record')}</Button>
          </div>
        </div>
      )}
      {/* Hidden rather than removed while the summary shows, so Back finds every field as it was typed. */}
      <form onSubmit={handleSubmit(review)} noValidate hidden={pending !== null} className="space-y-4" aria-label={i18n._('Record a payment')}>
        {formError && <Notice tone="error" live>{formError}</Notice>}
        <div className="space-y-2">
          <Field label={i18n._('Member')} hint={i18n._('E-mail, referral code or user ID')} error={errors.member?.message}>
            <Input autoComplete="off" {...register('member')} />
          </Field>
          <Button variant="secondary" size="sm" onClick={() => setLookup(getValues('member').trim())}>{i18n._('Find member')}</Button>
          <div aria-live="polite" className="text-sm">
            {lookup !== '' && found.isSuccess && (member
              ? <p className="text-slate-800" data-testid="found-member">{member.full_name} · <span className="break-all">{member.email}</span></p>
              : <p className="font-medium text-red-700">{translateKnown(i18n, LEDGER_MESSAGES.memberNotFound)}</p>)}
          </div>
        </div>
        <Field label={i18n._('Month')} error={errors.month?.message}>
          <Input type="month" max={thisMonth} {...register('month')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={i18n._('Amount')} error={errors.amount?.message}>
            <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...register('amount')} />
          </Field>
          <Field label={i18n._('Currency')} error={errors.currency?.message}>
            <Select {...register('currency')}>
              {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </Select>
          </Field>
        </div>
        {currency !== POOL_CURRENCY && (
          <Field label={i18n._('Amount deposited in USD')} hint={i18n._('What reached the pool after conversion')} error={errors.settled_amount?.message}>
            <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...register('settled_amount')} />
          </Field>
        )}
        <Field label={i18n._('Method')} error={errors.method?.message}>
          <Select {...register('method')}>
            {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{methods[m]}</option>)}
          </Select>
        </Field>
        <Field label={i18n._('Reference')} hint={i18n._('Cheque number, transfer or receipt number')} error={errors.reference?.message}>
          <Input autoComplete="off" {...register('reference')} />
        </Field>
        <Field label={i18n._('Note')} optional error={errors.note?.message}>
          <Input autoComplete="off" {...register('note')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>{i18n._('Cancel')}</Button>
          <Button type="submit" disabled={check.isPending}>{check.isPending ? i18n._('Checking...') : i18n._('Continue')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
