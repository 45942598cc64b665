import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import type { StatsTrouble } from './use-live-stats';

const WITHOUT_FIGURES: Record<StatsTrouble, string> = {
  offline: /*i18n*/ 'You are offline. The figures will appear when the connection is back.',
  retrying: /*i18n*/ 'Could not load the figures. Trying again...',
  reconnecting: /*i18n*/ 'Connecting to the live figures...',
};

const WITH_FIGURES: Record<StatsTrouble, string> = {
  offline: /*i18n*/ 'You are offline: these are the last known figures.',
  retrying: /*i18n*/ 'Could not refresh the figures: showing the last known ones while we try again.',
  reconnecting: /*i18n*/ 'Live updates were interrupted: showing the last known figures while we reconnect.',
};

/**
 * What a stats screen says when it has no live figures to show: loading, offline or retrying, and with
 * figures already on screen, why they may be out of date. Renders nothing when all is well.
 */
export function StatsStatus({ loading, trouble, hasFigures, className }: { loading: boolean; trouble: StatsTrouble | undefined; hasFigures: boolean; className?: string }) {
  const { i18n } = useLingui();
  const text = hasFigures ? trouble && WITH_FIGURES[trouble] : loading || !trouble ? /*i18n*/ 'Loading...' : WITHOUT_FIGURES[trouble];
  if (!text) return null;
  return (
    <p role="status" className={cn('text-slate-600', hasFigures && 'text-sm', className)} data-testid="stats-status">
      {i18n._(text)}
    </p>
  );
}
