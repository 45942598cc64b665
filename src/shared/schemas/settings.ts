import { z } from 'zod';

export const MAX_GOAL = 100_000_000;

export const SETTINGS_MESSAGES = {
  goalWhole: 'Goal must be a whole number',
  goalMin: 'Goal must be at least 1',
  goalMax: 'Goal must be at most 100,000,000',
  saved: 'Goal updated',
  saveFailed: 'Error updating the goal',
  loadFailed: 'Error loading settings',
} as const;

/** The verified-member goal that starts Phase 2 (spec §9: 1,000,000 unless an admin changes it). */
export const goalSettingsSchema = z.strictObject({
  goal: z.number(SETTINGS_MESSAGES.goalWhole).int(SETTINGS_MESSAGES.goalWhole).min(1, SETTINGS_MESSAGES.goalMin).max(MAX_GOAL, SETTINGS_MESSAGES.goalMax),
});
export type GoalSettings = z.output<typeof goalSettingsSchema>;
