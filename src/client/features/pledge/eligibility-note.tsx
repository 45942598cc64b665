import { useLingui } from '@lingui/react';
import type { Eligibility } from '../../../shared/domain/eligibility';
import { usePledgeManage } from './api';

/** Where the member stands with the 12-month pledge rule (shared/domain/eligibility.ts), in plain words. */
export function EligibilityNote({ eligibility }: { eligibility: Eligibility }) {
  const { i18n } = useLingui();
  const { contributed_months: months, required_months: required } = eligibility;
  const text = !eligibility.applies
    ? i18n._('From Phase 2, assistance goes to members who keep their pledge: after your first contribution settles, and for good once you have given {required} months.', { required })
    : eligibility.reason === 'fulfilled'
      ? i18n._('You have given {months} months: your 12-month pledge is complete, and your eligibility for assistance no longer depends on it.', { months })
      : eligibility.reason === 'keeping'
        ? i18n._('You have given {months} of {required} months. You can be approved for assistance while you keep your pledge.', { months, required })
        : eligibility.reason === 'no_contribution'
          ? i18n._('You can be approved for assistance once your first contribution settles. Paused months neither count nor reset.')
          : eligibility.reason === 'cancelled_early'
            ? i18n._('Your pledge was cancelled after {months} of {required} months, so you cannot be approved for assistance now. Pledge again: once a new contribution settles you are eligible again, and your {months} months still count.', { months, required })
            : i18n._('Set up your pledge to become eligible for assistance: you can be approved once your first contribution settles.');
  return (
    <p className="text-sm text-slate-700" data-testid="eligibility-note">
      {text}
    </p>
  );
}

/** The note in a card of its own, for the assistance screens; it stays quiet while loading or on error. */
export function EligibilityCard() {
  const { i18n } = useLingui();
  const manage = usePledgeManage();
  if (!manage.data) return null;
  return (
    <section aria-labelledby="eligibility-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="eligibility-title" className="font-semibold text-slate-900">{i18n._('Your eligibility for assistance')}</h2>
      <div className="mt-2">
        <EligibilityNote eligibility={manage.data.eligibility} />
      </div>
    </section>
  );
}
