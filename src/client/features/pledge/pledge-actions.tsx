import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { dollarsToCents } from '../../../shared/domain/money';
import { PAUSE_MONTHS, type PauseMonths, pausePlan } from '../../../shared/domain/pledge-rules';
import { MONTHLY_PLEDGE_CENTS } from '../../../shared/domain/stats';
import type { PledgeActionResult, PledgeManageState } from '../../../shared/pledge-manage-api';
import { PLEDGE_MESSAGES } from '../../../shared/schemas/pledge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatDay, formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import type { PledgeActions } from './api';
import { useDesignationLabel, ZakatChoiceDialog } from './zakat-choice';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Pause, resume, cancel and change the amount, each behind its own confirmation. */
export function PledgeActionButtons({ state, actions }: { state: PledgeManageState; actions: PledgeActions }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<'pause' | 'resume' | 'cancel' | 'amount' | 'designation' | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  const { changeAmount, changeDesignation, resume } = actions;
  const designation = useDesignationLabel();
  return (
    <div className="flex flex-wrap gap-2">
      {changeDesignation && state.status !== null && (
        <p className="w-full text-sm text-slate-700" data-testid="designation">{i18n._('Your contributions: {designation}', { designation: designation(state.zakat_percent) })}</p>
      )}
      {changeDesignation && state.status !== null && <Button variant="outline" size="sm" onClick={() => setOpen('designation')}>{i18n._('Zakat or sadaqah')}</Button>}
      {changeAmount && state.can_change_amount && <Button variant="outline" size="sm" onClick={() => setOpen('amount')}>{i18n._('Change amount')}</Button>}
      {state.can_pause && <Button variant="outline" size="sm" onClick={() => setOpen('pause')}>{i18n._('Pause for hardship')}</Button>}
      {resume && state.can_resume && <Button variant="outline" size="sm" onClick={() => setOpen('resume')}>{i18n._('Resume now')}</Button>}
      {state.can_cancel && <Button variant="ghost" size="sm" className="text-red-800" onClick={() => setOpen('cancel')}>{i18n._('Cancel my pledge')}</Button>}
      {!state.can_pause && state.status === 'active' && state.next_pause_on && (
        <p className="w-full text-sm text-slate-600">{i18n._('You can pause again from {date}: one pause in 12 months.', { date: formatDay(state.next_pause_on) })}</p>
      )}
      <PauseDialog open={open === 'pause'} onOpenChange={close} state={state} pause={actions.pause} />
      {resume && (
        <ActionDialog open={open === 'resume'} onOpenChange={close} title={i18n._('Resume your pledge now?')} confirmLabel={i18n._('Resume my pledge')} run={resume}>
          <p className="text-slate-700">{i18n._('Your pledge becomes active again today, and the next charge is on your usual billing day.')}</p>
        </ActionDialog>
      )}
      <ActionDialog open={open === 'cancel'} onOpenChange={close} title={i18n._('Cancel your pledge?')} confirmLabel={i18n._('Yes, cancel my pledge')} dismissLabel={i18n._('Keep my pledge')} destructive run={actions.cancel}>
        <CancelWarning state={state} />
      </ActionDialog>
      {changeDesignation && open === 'designation' && <ZakatChoiceDialog open onOpenChange={close} zakatPercent={state.zakat_percent} changeDesignation={changeDesignation} />}
      {changeAmount && <AmountDialog open={open === 'amount'} onOpenChange={close} state={state} changeAmount={changeAmount} />}
    </div>
  );
}

/** The terms' warning, then what it means for this member, from their own months. */
function CancelWarning({ state }: { state: PledgeManageState }) {
  const { i18n } = useLingui();
  const { contributed_months: months, required_months: required, applies } = state.eligibility;
  const consequence = months >= required
    ? i18n._('You have given {months} months, so your 12-month pledge is complete: cancelling does not change your eligibility for assistance.', { months })
    : applies
      ? i18n._('You have given {months} of {required} months. If you cancel now, you can no longer be approved for assistance. If you pledge again later, you become eligible again once a new contribution settles, and your {months} months still count.', { months, required })
      : i18n._('Nothing has been collected yet. If you cancel, you will not be eligible for assistance in Phase 2 until you pledge again and a contribution settles.');
  return (
    <div className="space-y-3" data-testid="cancel-warning">
      <Notice tone="warning" title={i18n._('Leaving before 12 months')}>
        {i18n._('Cancellation is allowed at any time, but leaving before 12 months may delay or revoke redistribution eligibility.')}
      </Notice>
      <p className="text-slate-800">{consequence}</p>
      <p className="text-sm text-slate-700">{i18n._('Nothing more will be charged. Money already given has been shared with the community and cannot be returned.')}</p>
    </div>
  );
}

/** Each length names the charges it skips and the day charging resumes, from the member's own billing day. */
function PauseDialog({ open, onOpenChange, state, pause }: { open: boolean; onOpenChange: (open: boolean) => void; state: PledgeManageState; pause: (months: PauseMonths) => Promise<PledgeActionResult> }) {
  const { i18n } = useLingui();
  const [months, setMonths] = useState<PauseMonths>(1);
  const today = todayIso();
  const amount = formatMoney(state.monthly_amount_cents, state.currency);
  const chosen = pausePlan(state.next_billing_date, today, months);
  return (
    <ActionDialog open={open} onOpenChange={onOpenChange} title={i18n._('Pause for hardship')} confirmLabel={i18n._('Pause my pledge')} dismissLabel={i18n._('Keep paying as usual')} run={() => pause(months)}>
      <div className="space-y-3">
        <p className="text-slate-700">{i18n._('Nothing is charged while your pledge is paused, and you keep your place in the queue. You can resume at any time. A pledge can be paused once in 12 months.')}</p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{i18n._('For how long?')}</legend>
          {PAUSE_MONTHS.map((n) => (
            <label key={n} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700">
              <input type="radio" name="pause-months" value={n} checked={months === n} onChange={() => setMonths(n)} className="h-4 w-4 accent-brand-800" />
              <span>{i18n._('{count, plural, one {# month} other {# months}}, until {date}', { count: n, date: formatDay(pausePlan(state.next_billing_date, today, n).resumesOn) })}</span>
            </label>
          ))}
        </fieldset>
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="pause-plan" aria-live="polite">
          {chosen.skipped.length > 0 && (
            <>
              <p className="font-medium">{i18n._('Charges that will not be taken:')}</p>
              <ul className="mt-1 list-disc space-y-0.5 ps-5">
                {chosen.skipped.map((day) => <li key={day}>{i18n._('{date}: {amount}', { date: formatDay(day), amount })}</li>)}
              </ul>
            </>
          )}
          <p className="mt-2">{i18n._('Charging resumes on {date}, with {amount}.', { date: formatDay(chosen.resumesOn), amount })}</p>
        </div>
      </div>
    </ActionDialog>
  );
}

function AmountDialog({ open, onOpenChange, state, changeAmount }: { open: boolean; onOpenChange: (open: boolean) => void; state: PledgeManageState; changeAmount: (cents: number) => Promise<PledgeActionResult> }) {
  const { i18n } = useLingui();
  const [text, setText] = useState((state.monthly_amount_cents / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(text.trim());
    if (cents === null || cents < MONTHLY_PLEDGE_CENTS) {
      setError(translateKnown(i18n, PLEDGE_MESSAGES.amountMinimum));
      return;
    }
    setBusy(true);
    try {
      toast.success(translateKnown(i18n, (await changeAmount(cents)).message));
      onOpenChange(false);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(translateKnown(i18n, err.fields.monthly_amount ?? err.message));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={i18n._('Change your monthly amount')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Field label={i18n._('Monthly amount ({currency})', { currency: state.currency })} error={error ?? undefined} hint={i18n._('At least {minimum} a month. The new amount applies from your next charge.', { minimum: formatMoney(MONTHLY_PLEDGE_CENTS, state.currency) })}>
          <Input inputMode="decimal" autoComplete="off" className="max-w-40" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>{i18n._('Cancel')}</Button>
          <Button type="submit" disabled={busy}>{busy ? i18n._('Working...') : i18n._('Save the new amount')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A dialog that runs one action on its confirm button and shows the server's refusal inside itself. */
function ActionDialog({ open, onOpenChange, title, confirmLabel, dismissLabel, destructive, run, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  dismissLabel?: string;
  destructive?: boolean;
  run: () => Promise<PledgeActionResult>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // However the dialog is closed (its own button, Escape, the close icon), a refusal is not shown again on reopening.
  const changeOpen = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      toast.success(translateKnown(i18n, (await run()).message));
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof ApiError ? translateKnown(i18n, err.message) : i18n._('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen} title={title}>
      <div className="space-y-4">
        {children}
        {error && <Notice tone="error" live>{error}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={busy}>{dismissLabel ?? i18n._('Cancel')}</Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={() => void confirm()} disabled={busy}>{busy ? i18n._('Working...') : confirmLabel}</Button>
        </div>
      </div>
    </Dialog>
  );
}
