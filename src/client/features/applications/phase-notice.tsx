import { useLingui } from '@lingui/react';
import type { Phase } from '../../../shared/domain/stats';
import { Notice } from '../../components/ui/notice';
import { formatCount } from '../../lib/format';

/** Said before anyone types: in Phase 1 no money moves, so an application cannot be paid yet. */
export function PhaseNotice({ phase, goal }: { phase: Phase; goal: number }) {
  const { i18n } = useLingui();
  if (phase !== 1) return null;
  return (
    <Notice tone="warning" title={i18n._('Money only flows in Phase 2')}>
      {i18n._('The community is in Phase 1: until it reaches {goal} verified members, nothing is collected and no assistance is paid. You can apply now; if your application is approved, you keep your place in line for the first distribution.', { goal: formatCount(goal) })}
    </Notice>
  );
}
