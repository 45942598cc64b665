import { z } from 'zod';
import { MAX_GOAL, SETTINGS_MESSAGES } from './settings';

export const PHASE_MESSAGES = {
  goalCrossesThreshold: /*i18n*/ 'This goal would switch the phase. Prepare the switch below instead: a second admin must approve it.',
  alreadyInPhase: /*i18n*/ 'The site is already in that phase.',
  goalNotReached: /*i18n*/ 'Verified members have not reached that goal, so Phase 2 cannot start. Lower the goal or wait for more verifications.',
  notFound: /*i18n*/ 'That phase switch was not found.',
  notPending: /*i18n*/ 'That phase switch is no longer waiting for approval.',
  selfPrepared: /*i18n*/ 'You prepared this phase switch. A different admin must approve it.',
  changed: /*i18n*/ 'The phase or the members changed since this switch was prepared. Prepare it again.',
  prepared: /*i18n*/ 'Phase switch prepared. A different admin must now approve it.',
  approved: /*i18n*/ 'Phase switch approved.',
  withdrawn: /*i18n*/ 'Phase switch withdrawn.',
} as const;

/** One admin prepares a switch of phase, optionally with the goal it sets; nothing changes until another approves it. */
export const phaseChangeSchema = z.strictObject({
  to_phase: z.union([z.literal(1), z.literal(2)], 'Please choose Phase 1 or Phase 2'),
  goal: z.number(SETTINGS_MESSAGES.goalWhole).int(SETTINGS_MESSAGES.goalWhole).min(1, SETTINGS_MESSAGES.goalMin).max(MAX_GOAL, SETTINGS_MESSAGES.goalMax).nullable().default(null),
});
export type PhaseChangeInput = z.output<typeof phaseChangeSchema>;
