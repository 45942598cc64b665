import { z } from 'zod';
import { singleLineText } from './text';

export const MAX_GOAL = 100_000_000;

export const SETTINGS_MESSAGES = {
  goalWhole: /*i18n*/ 'Goal must be a whole number',
  goalMin: /*i18n*/ 'Goal must be at least 1',
  goalMax: /*i18n*/ 'Goal must be at most 100,000,000',
  saved: /*i18n*/ 'Goal updated',
  saveFailed: /*i18n*/ 'Error updating the goal',
  loadFailed: /*i18n*/ 'Error loading settings',
} as const;

/** The verified-member goal that starts Phase 2 (1,000,000 unless an admin changes it). */
export const goalSettingsSchema = z.strictObject({
  goal: z.number(SETTINGS_MESSAGES.goalWhole).int(SETTINGS_MESSAGES.goalWhole).min(1, SETTINGS_MESSAGES.goalMin).max(MAX_GOAL, SETTINGS_MESSAGES.goalMax),
});
export type GoalSettings = z.output<typeof goalSettingsSchema>;

export const MAX_AMBASSADOR_GOAL = 10_000;

export const CAMPAIGN_MESSAGES = {
  ambassadorGoalWhole: /*i18n*/ 'The ambassador goal must be a whole number',
  ambassadorGoalRange: /*i18n*/ 'The ambassador goal must be between 1 and 10,000',
  deadlineDate: /*i18n*/ 'Please enter a real date, or leave the deadline empty',
  deadlinePast: /*i18n*/ 'The deadline cannot be in the past',
} as const;

const isCalendarDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/**
 * The ambassador goal and its last day (yyyy-MM-dd, or null for no deadline). A past day is refused
 * by the server, which alone knows today's date for certain.
 */
export const campaignSettingsSchema = z.strictObject({
  ambassador_goal: z
    .number(CAMPAIGN_MESSAGES.ambassadorGoalWhole)
    .int(CAMPAIGN_MESSAGES.ambassadorGoalWhole)
    .min(1, CAMPAIGN_MESSAGES.ambassadorGoalRange)
    .max(MAX_AMBASSADOR_GOAL, CAMPAIGN_MESSAGES.ambassadorGoalRange),
  ambassador_deadline: singleLineText(CAMPAIGN_MESSAGES.deadlineDate)
    .regex(/^\d{4}-\d{2}-\d{2}$/, CAMPAIGN_MESSAGES.deadlineDate)
    .refine(isCalendarDay, CAMPAIGN_MESSAGES.deadlineDate)
    .nullable(),
});
export type CampaignSettings = z.output<typeof campaignSettingsSchema>;
