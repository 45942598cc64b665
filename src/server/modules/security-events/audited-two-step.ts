import type { AuditAction } from '../../../shared/domain/audit';
import type { MembersService } from '../members/members.service';
import type { TwoStepService } from '../two-step/two-step.service';
import type { SecurityEventsService } from './security-events.service';

/**
 * The two-step service with every change to a member's second factor recorded as a security event,
 * kept apart like the auth service's events so the rules and the records change independently.
 */
export function withTwoStepEvents(twoStep: TwoStepService, events: SecurityEventsService, members: MembersService): TwoStepService {
  async function recorded<T>(action: AuditAction, userId: string, change: () => Promise<T>): Promise<T> {
    const result = await change();
    const profile = await members.findProfile(userId);
    await events.record({ action, actor: { id: userId, email: profile?.email ?? '' }, subjectId: userId });
    return result;
  }

  return {
    ...twoStep,
    enable: (userId, code, clientIp) => recorded('two_step_on', userId, () => twoStep.enable(userId, code, clientIp)),
    disable: (userId, password, code, clientIp) => recorded('two_step_off', userId, () => twoStep.disable(userId, password, code, clientIp)),
    regenerateRecoveryCodes: (userId, code, clientIp) =>
      recorded('recovery_codes_renewed', userId, () => twoStep.regenerateRecoveryCodes(userId, code, clientIp)),
  };
}
