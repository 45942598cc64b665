import { useLingui } from '@lingui/react';
import { useHydrated } from '../../lib/use-hydrated';
import { useStats } from './use-live-stats';

/**
 * The line under a join form. The spec's Phase 1 promise (nothing is asked until the goal) stops
 * being true once Phase 2 begins, so from then on it says what joining leads to instead.
 */
export function FreeToJoinNote({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const stats = useStats();
  // Pages are prerendered in Phase 1: hydration must find that line before it changes.
  const hydrated = useHydrated();
  return (
    <p className={className}>
      {stats?.phase === 2 && hydrated
        ? i18n._('Free to join. Once your e-mail is verified, you can set up your $10 monthly pledge.')
        : i18n._('Free to join. No contributions until we reach 1M subscribers.')}
    </p>
  );
}
