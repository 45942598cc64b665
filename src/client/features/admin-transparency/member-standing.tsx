import type { I18n } from '@lingui/core';
import type { EligibilityReason } from '../../../shared/domain/eligibility';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import { Badge } from '../../components/ui/badge';
import { STATUS_LABELS, STATUS_TONES } from '../admin-subscriptions/status';

/** The member's pledge as a badge; a member who never set one up reads "No pledge". */
export function PledgeBadge({ i18n, status }: { i18n: I18n; status: SubscriptionStatus | null }) {
  return status === null ? <Badge tone="red">{i18n._('No pledge')}</Badge> : <Badge tone={STATUS_TONES[status]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}

/** Why the pledge rule (12 months, kept) lets a member be paid or not, in an admin's words. */
export function eligibilityLabel(i18n: I18n, reason: EligibilityReason): string {
  switch (reason) {
    case 'phase_one': return i18n._('The pledge rule applies from Phase 2');
    case 'fulfilled': return i18n._('Qualifies: 12 months given');
    case 'keeping': return i18n._('Qualifies: pledge kept');
    case 'no_contribution': return i18n._('Does not qualify: no month given yet');
    case 'cancelled_early': return i18n._('Does not qualify: pledge cancelled before 12 months');
    case 'not_started': return i18n._('Does not qualify: pledge never started');
  }
}
