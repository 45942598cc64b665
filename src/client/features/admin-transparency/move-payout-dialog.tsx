import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { API, type AdminPayout, type PayoutEvent } from '../../../shared/api';
import { availablePayoutMethods, PAYOUT_NEXT, type PayoutMethod, type PayoutStatus } from '../../../shared/domain/payouts';
import { PAYOUT_MESSAGES, payoutMoveSchema } from '../../../shared/schemas/payouts';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { ApiError, api, post } from '../../lib/api';
import { formatDate, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { toast } from '../../lib/toast';
import { payoutMethodLabel, payoutStatusLabel } from '../../lib/payout-labels';

/**
 * A payout's history (who moved it, when, how, why) and, while it is not at an end, its next step.
 * Sending asks how: through the provider where one is configured, or outside the platform with the
 * reference of that payment.
 */
export function MovePayoutDialog({ payout, providerAvailable, onOpenChange }: { payout: AdminPayout; providerAvailable: boolean; onOpenChange: (open: boolean) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const next = PAYOUT_NEXT[payout.status];
  const methods = availablePayoutMethods(providerAvailable);
  const [status, setStatus] = useState<PayoutStatus | ''>(next[0] ?? '');
  const [method, setMethod] = useState<PayoutMethod>(methods[methods.length - 1]!);
  const [reference, setReference] = useState('');
  const [accountLast4, setAccountLast4] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const history = useQuery({
    queryKey: ['admin', 'payouts', payout.id, 'history'],
    queryFn: () => api<{ items: PayoutEvent[] }>(API.adminPayoutHistory(payout.id)),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { status, ...(status === 'sent' && { method, reference, ...(accountLast4.trim() && { account_last4: accountLast4.trim() }) }), ...(note.trim() && { note }) };
    const parsed = payoutMoveSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await post(API.adminPayoutMoves(payout.id), parsed.data);
      toast.success(i18n._(PAYOUT_MESSAGES.moved));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
      onOpenChange(false);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { '': err instanceof Error ? err.message : i18n._('Error updating the payout') });
    } finally {
      setBusy(false);
    }
  };

  const name = payout.beneficiary_name ?? i18n._('Deleted account');
  return (
    <Dialog open onOpenChange={onOpenChange} size="lg" title={i18n._('Payout of {name} for {month}', { name, month: formatMonth(payout.month_year) })}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {i18n._('Amount')}: <Amount>{formatUsd(payout.amount_cents)}</Amount> · {i18n._('Status')}: {payoutStatusLabel(i18n, payout.status)}
        </p>
        <section aria-labelledby="payout-history-title">
          <h3 id="payout-history-title" className="mb-2 font-semibold text-slate-900">{i18n._('History')}</h3>
          {history.isPending ? (
            <p role="status" className="text-slate-600">{i18n._('Loading payouts...')}</p>
          ) : history.isError ? (
            <Notice tone="error" title={i18n._('Payouts could not be loaded')}>{translateKnown(i18n, history.error.message)}</Notice>
          ) : (
            <ol className="space-y-2 text-sm" data-testid="payout-history">
              {history.data.items.map((e) => (
                <li key={`${e.to_status}-${e.created_at}`} className="rounded-lg bg-slate-50 p-2">
                  <span className="font-medium">{payoutStatusLabel(i18n, e.to_status)}</span>
                  {' · '}{formatDate(e.created_at)}{' · '}<span dir="auto">{e.actor_name ?? i18n._('a former admin')}</span>
                  {e.method && <>{' · '}{payoutMethodLabel(i18n, e.method)}</>}
                  {e.reference && <>{' · '}<span dir="auto">{e.reference}</span></>}
                  {e.note && <p dir="auto" className="text-slate-700">{e.note}</p>}
                </li>
              ))}
            </ol>
          )}
        </section>
        {next.length > 0 && (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._('Update the payout')}>
            {errors[''] && <Notice tone="error" live>{translateKnown(i18n, errors[''])}</Notice>}
            <Field label={i18n._('New status')} error={errors.status}>
              <Select value={status} onChange={(e) => setStatus(e.target.value as PayoutStatus)}>
                {next.map((s) => <option key={s} value={s}>{payoutStatusLabel(i18n, s)}</option>)}
              </Select>
            </Field>
            {status === 'sent' && (
              <>
                <Field label={i18n._('Method')} error={errors.method}>
                  <Select value={method} onChange={(e) => setMethod(e.target.value as PayoutMethod)}>
                    {methods.map((m) => <option key={m} value={m}>{payoutMethodLabel(i18n, m)}</option>)}
                  </Select>
                </Field>
                <Field label={i18n._('Reference')} optional={method !== 'outside'} hint={i18n._('A transfer or cheque number, so the payment can be traced.')} error={errors.reference}>
                  <Input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
                </Field>
                <Field label={i18n._('Last four digits of the account')} optional hint={i18n._('The member’s e-mail says where the money went.')} error={errors.account_last4}>
                  <Input value={accountLast4} inputMode="numeric" maxLength={4} className="max-w-32" onChange={(e) => setAccountLast4(e.target.value)} />
                </Field>
              </>
            )}
            <Field label={i18n._('Note')} optional error={errors.note}>
              <Textarea value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
            </Field>
            <Button type="submit" className="w-full" disabled={busy}>{busy ? i18n._('Saving...') : i18n._('Update the payout')}</Button>
          </form>
        )}
      </div>
    </Dialog>
  );
}
