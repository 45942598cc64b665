import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { PhaseChange, PhaseState } from '../../../shared/api';
import { PHASE_MESSAGES } from '../../../shared/schemas/phase';
import { MAX_GOAL } from '../../../shared/schemas/settings';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { formatCount, formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { INVITEES_PAGE_SIZE, usePhaseAction, usePhaseInvitees, usePhaseState } from './api';

/**
 * Switching phase takes two admins: one prepares the switch (seeing whom Phase 2 would invite), a
 * different one approves it. Each step asks first, naming what will happen.
 */
export function PhaseStart() {
  const { i18n } = useLingui();
  const state = usePhaseState();
  if (state.isPending) return <Spinner />;
  if (state.isError) return <Notice tone="error" title={i18n._('The phase could not be loaded')} live>{translateKnown(i18n, state.error.message)}</Notice>;
  const s = state.data;
  return (
    <div className="space-y-4">
      {s.phase_two_ready && (
        <Notice tone="warning" title={i18n._('Phase 2 is ready to start')} live>
          {i18n._('Verified members have reached the goal. Phase 2 begins only when one admin prepares it and a different admin approves it; until then the public pages say Phase 1.')}
        </Notice>
      )}
      {s.pending ? <PendingSwitch state={s} pending={s.pending} /> : <PrepareSwitch key={`${s.phase}:${s.goal}:${s.verified_subscribers}`} state={s} />}
    </div>
  );
}

const errorText = (i18n: ReturnType<typeof useLingui>['i18n'], err: unknown) => (err instanceof Error ? translateKnown(i18n, err.message) : String(err));

function PrepareSwitch({ state }: { state: PhaseState }) {
  const { i18n } = useLingui();
  const { prepare } = usePhaseAction();
  const toPhase = state.phase === 1 ? 2 : 1;
  const suggested = toPhase === 2 ? Math.max(1, Math.min(state.goal, state.verified_subscribers)) : state.goal;
  const [typed, setTyped] = useState(String(suggested));
  const [asking, setAsking] = useState(false);
  const goal = Number(typed);
  const valid = Number.isSafeInteger(goal) && goal >= 1 && goal <= MAX_GOAL;
  const values = { goal: valid ? formatCount(goal) : typed, count: state.invitees, invitees: formatCount(state.invitees) };

  const confirm = async () => {
    try {
      await prepare.mutateAsync({ to_phase: toPhase, goal });
      toast.success(i18n._(PHASE_MESSAGES.prepared));
    } catch (err) {
      toast.error(i18n._('The switch could not be prepared'), { description: errorText(i18n, err) });
    }
  };

  return (
    <form className="space-y-4" aria-label={i18n._('Prepare a phase switch')} noValidate onSubmit={(e) => { e.preventDefault(); if (valid) setAsking(true); }}>
      <p className="text-sm text-slate-700">
        {toPhase === 2
          ? i18n._('Phase 2 starts the monthly contributions and e-mails every verified member who has not set up a pledge. Prepare it here; a different admin then approves it.')
          : i18n._('Going back to Phase 1 stops the monthly charges and distributions. Prepare it here; a different admin then approves it.')}
      </p>
      <Field
        label={toPhase === 2 ? i18n._('Goal when Phase 2 starts') : i18n._('Goal when Phase 1 resumes')}
        hint={i18n._('Verified members now: {count}.', { count: formatCount(state.verified_subscribers) })}
        error={valid ? undefined : i18n._('Goal must be a whole number')}
      >
        <Input type="number" inputMode="numeric" step="1" min="1" max={MAX_GOAL} className="max-w-xs" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" disabled={!valid || prepare.isPending}>
        {toPhase === 2 ? i18n._('Prepare the start of Phase 2') : i18n._('Prepare the return to Phase 1')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        destructive={false}
        title={toPhase === 2 ? i18n._('Prepare the start of Phase 2?') : i18n._('Prepare the return to Phase 1?')}
        description={toPhase === 2
          ? i18n._('Nothing changes yet. Once a different admin approves, the site switches to Phase 2 with a goal of {goal}, monthly contributions begin, and {count, plural, one {# verified member is} other {{invitees} verified members are}} e-mailed an invitation to set up their pledge.', values)
          : i18n._('Nothing changes yet. Once a different admin approves, the site goes back to Phase 1 with a goal of {goal}, and monthly charges and distributions stop.', values)}
        confirmLabel={i18n._('Prepare the switch')}
        onConfirm={confirm}
      />
    </form>
  );
}

function PendingSwitch({ state, pending }: { state: PhaseState; pending: PhaseChange }) {
  const { i18n } = useLingui();
  const { approve, withdraw } = usePhaseAction();
  const [asking, setAsking] = useState<'approve' | 'withdraw' | null>(null);
  const goal = formatCount(pending.goal ?? state.goal);
  const values = { name: pending.prepared_by_name ?? i18n._('A former admin'), date: formatDate(pending.prepared_at), goal, phase: pending.to_phase, count: state.invitees, invitees: formatCount(state.invitees) };

  const run = async (action: 'approve' | 'withdraw') => {
    try {
      if (action === 'approve') {
        await approve.mutateAsync(pending.id);
        toast.success(i18n._(PHASE_MESSAGES.approved));
      } else {
        await withdraw.mutateAsync(pending.id);
        toast.success(i18n._(PHASE_MESSAGES.withdrawn));
      }
    } catch (err) {
      toast.error(i18n._('The switch could not be completed'), { description: errorText(i18n, err) });
    }
  };

  return (
    <div className="space-y-4" data-testid="phase-pending">
      <p className="text-slate-800">
        {pending.to_phase === 2
          ? i18n._('{name} prepared the start of Phase 2 on {date}, with a goal of {goal}. It waits for a different admin to approve it.', values)
          : i18n._('{name} prepared the return to Phase 1 on {date}, with a goal of {goal}. It waits for a different admin to approve it.', values)}
      </p>
      {pending.to_phase === 2 && <Invitees count={state.invitees} />}
      {state.approval_refusal && <Notice tone="info">{translateKnown(i18n, state.approval_refusal)}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button disabled={state.approval_refusal !== null || approve.isPending} onClick={() => setAsking('approve')}>
          {pending.to_phase === 2 ? i18n._('Approve and start Phase 2') : i18n._('Approve the return to Phase 1')}
        </Button>
        <Button variant="outline" disabled={withdraw.isPending} onClick={() => setAsking('withdraw')}>{i18n._('Withdraw')}</Button>
      </div>
      <ConfirmDialog
        open={asking === 'approve'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={pending.to_phase === 2 ? i18n._('Start Phase 2 now?') : i18n._('Go back to Phase 1 now?')}
        description={pending.to_phase === 2
          ? i18n._('The site switches to Phase 2 at once with a goal of {goal}: the public pages show it, monthly contributions begin, and {count, plural, one {# verified member is} other {{invitees} verified members are}} e-mailed an invitation to set up their pledge.', values)
          : i18n._('The site goes back to Phase 1 at once with a goal of {goal}: monthly charges and distributions stop until two admins start Phase 2 again.', values)}
        confirmLabel={pending.to_phase === 2 ? i18n._('Start Phase 2') : i18n._('Go back to Phase 1')}
        onConfirm={() => run('approve')}
      />
      <ConfirmDialog
        open={asking === 'withdraw'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._('Withdraw this switch?')}
        description={i18n._('Nothing changes on the site. Any admin may prepare a switch again.')}
        confirmLabel={i18n._('Withdraw the switch')}
        onConfirm={() => run('withdraw')}
      />
    </div>
  );
}

/** Whom the start would invite, a page at a time from the server. */
function Invitees({ count }: { count: number }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const invitees = usePhaseInvitees(page);
  return (
    <section aria-label={i18n._('Members who will be invited')} className="space-y-2">
      <h3 className="font-semibold text-slate-900">
        {i18n._('{count, plural, one {# member will be invited to set up a monthly pledge} other {{total} members will be invited to set up a monthly pledge}}', { count, total: formatCount(count) })}
      </h3>
      {invitees.isPending ? <Spinner /> : invitees.isError ? (
        <Notice tone="error">{translateKnown(i18n, invitees.error.message)}</Notice>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="phase-invitees">
            {invitees.data.items.map((m) => (
              <li key={m.email} className="flex flex-wrap justify-between gap-x-4 px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{m.full_name}</span>
                <span className="text-slate-600 [overflow-wrap:anywhere]">{m.email}</span>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={INVITEES_PAGE_SIZE} total={invitees.data.total} onPage={setPage} label={i18n._('Members who will be invited')} />
        </>
      )}
    </section>
  );
}
