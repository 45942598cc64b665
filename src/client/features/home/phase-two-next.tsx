import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import type { Phase } from '../../../shared/domain/stats';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Once Phase 2 has begun, the home page says what to do next: a visitor joins and then sets up a
 * pledge; a signed-in member goes to their pledge. Nothing shows in Phase 1, when there is nothing to do.
 */
export function PhaseTwoNext({ phase, signedIn }: { phase: Phase | undefined; signedIn: boolean }) {
  const { i18n } = useLingui();
  // The page is prerendered in Phase 1: the HTML never holds this, and hydration must match it.
  const hydrated = useHydrated();
  if (phase !== 2 || !hydrated) return null;
  return (
    <div className="mt-6 max-w-2xl rounded-xl border border-gold-300/60 bg-brand-950/40 p-4">
      <p className="font-semibold text-gold-300">{i18n._('Phase 2 is live: monthly contributions have started.')}</p>
      {signedIn ? (
        <p className="mt-1 text-brand-50">
          {i18n._('Your next step: set up your monthly pledge, or check when it is next charged.')}{' '}
          <Link to={SCREENS.pledge.path} className="font-medium text-white underline">{i18n._('Go to my pledge')}</Link>
        </p>
      ) : (
        <p className="mt-1 text-brand-50">{i18n._('Join, verify your e-mail, then set up your $10 monthly pledge from your dashboard.')}</p>
      )}
    </div>
  );
}
