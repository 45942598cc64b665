import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSession } from '../auth/session';
import { usePhaseTwoShown } from '../stats/use-phase-two-shown';
import { JoinForm } from './join-form';

/**
 * The hero's summary. Its Phase 1 promise (free until a million are verified) is no longer true in
 * Phase 2; the page is prerendered in Phase 1, so the Phase 2 words wait for hydration.
 */
export function HeroSummary({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const phaseTwo = usePhaseTwoShown();
  return (
    <p className={className}>
      {phaseTwo
        ? i18n._('Members pledge $10 a month for a year. Each month 99% of the pool goes to members in need and 1% keeps the lights on, with every figure published.')
        : i18n._('Members pledge $10 a month for a year. Each month 99% of the pool goes to members in need and 1% keeps the lights on, with every figure published. Joining is free until one million members are verified.')}
    </p>
  );
}

/** A visitor is asked to join; a signed-in member, who has joined already, is taken to their dashboard. */
export function HeroAction() {
  const { i18n } = useLingui();
  const { user } = useSession();
  if (!user) return <JoinForm />;
  return (
    <Button asChild variant="gold" size="md">
      <Link to="/dashboard">{i18n._('Go to my dashboard')}</Link>
    </Button>
  );
}
