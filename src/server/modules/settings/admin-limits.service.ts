import { randomUUID } from 'node:crypto';
import type { AdminLimits, LimitedAction } from '../../../shared/admin-limits';
import { formatCents } from '../../../shared/domain/money';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { AppError } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { SecurityEventsService } from '../security-events/security-events.service';
import { adminLimitsRepository } from './admin-limits.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How each action is named in a refusal, and which caps count it. */
const ACTIONS: Record<LimitedAction, { verb: string; done: string; another: string; things: string; count?: keyof AdminLimits; cents?: keyof AdminLimits }> = {
  application_approval: { verb: 'approve', done: 'approved', another: 'approve another', things: 'applications', count: 'application_approvals' },
  distribution_approval: { verb: 'approve', done: 'approved', another: 'approve another', things: 'distributions', cents: 'distribution_cents' },
  payout_sent: { verb: 'mark as sent', done: 'marked as sent', another: 'mark another as sent', things: 'payouts', count: 'payouts_sent', cents: 'payout_cents_sent' },
};

/** A capped action refused: 409 with a message naming the cap and when it frees up. */
export class DailyLimitError extends AppError {
  constructor(message: string, readonly detail: { action: LimitedAction; cap: keyof AdminLimits; limit: number; used: number; frees_at: string | null }) {
    super(409, 'daily_limit_reached', message);
  }
}

const minuteUtc = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * When the oldest actions have left the 24 hours enough for `needed` more to fit under `limit`:
 * the instant the last of the ones that must leave does, or null when they all could and it would not fit.
 */
function freesAt(used: { value: number; at: string }[], total: number, needed: number, limit: number): number | null {
  let left = total;
  for (const u of used) {
    left -= u.value;
    if (left + needed <= limit) return Date.parse(u.at) + DAY_MS;
  }
  return null;
}

/**
 * Per-admin caps over any 24 hours on what one admin may approve or mark as sent (decision 0010).
 * The caps are admin settings, audited when changed. A capped action calls `consume` inside its own
 * transaction, which locks the caps' row first, so two actions at once are counted one after the
 * other; a refusal rolls the action back and is written to the security log after the rollback.
 */
export function createAdminLimitsService(deps: { db: Executor; audit: AuditService; securityEvents: SecurityEventsService }) {
  return {
    get: (): Promise<AdminLimits> => adminLimitsRepository.read(deps.db),

    async set(actor: Actor, input: AdminLimits): Promise<AdminLimits> {
      await deps.db.transaction().execute(async (trx) => {
        await adminLimitsRepository.lock(trx);
        const previous = await adminLimitsRepository.read(trx);
        if ((Object.keys(input) as (keyof AdminLimits)[]).every((k) => previous[k] === input[k])) return;
        await adminLimitsRepository.write(trx, input, nowIso());
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'settings', entity_id: 'admin_limits', before: previous, after: input });
      });
      return input;
    },

    /**
     * Counts one action of `actor` (with its money, 0 when none) against their caps, inside the
     * action's transaction: throws DailyLimitError when it would pass one. Every action is counted,
     * capped or not, so a cap set later already knows the last 24 hours.
     */
    async consume(trx: Executor, actor: Actor, action: LimitedAction, amountCents: number): Promise<void> {
      await adminLimitsRepository.lock(trx);
      const limits = await adminLimitsRepository.read(trx);
      const now = Date.now();
      const { verb, done, another, things, count, cents } = ACTIONS[action];
      const countLimit = count ? limits[count] : null;
      const centsLimit = cents ? limits[cents] : null;
      if (countLimit !== null || centsLimit !== null) {
        const used = await adminLimitsRepository.usageSince(trx, actor.id, action, new Date(now - DAY_MS).toISOString());
        if (count && countLimit !== null && used.length + 1 > countLimit) {
          const at = freesAt(used.map((u) => ({ value: 1, at: u.created_at })), used.length, 1, countLimit);
          throw new DailyLimitError(
            `Daily limit reached: you may ${verb} at most ${countLimit} ${things} in any 24 hours, and you have ${done} ${used.length}. You can ${another} from ${minuteUtc(at ?? now)}.`,
            { action, cap: count, limit: countLimit, used: used.length, frees_at: at === null ? null : new Date(at).toISOString() },
          );
        }
        const usedCents = used.reduce((sum, u) => sum + Number(u.amount_cents), 0);
        if (cents && centsLimit !== null && usedCents + amountCents > centsLimit) {
          const at = amountCents > centsLimit ? null : freesAt(used.map((u) => ({ value: Number(u.amount_cents), at: u.created_at })), usedCents, amountCents, centsLimit);
          const when = at === null
            ? 'This one alone is above the limit: a higher limit must be set in Settings first.'
            : `There is room for it from ${minuteUtc(at)}.`;
          throw new DailyLimitError(
            `Daily limit reached: you may ${verb} at most ${formatCents(centsLimit)} of ${things} in any 24 hours; you have ${done} ${formatCents(usedCents)} in the last 24 hours and this one is ${formatCents(amountCents)}. ${when}`,
            { action, cap: cents, limit: centsLimit, used: usedCents, frees_at: at === null ? null : new Date(at).toISOString() },
          );
        }
      }
      await adminLimitsRepository.insertUsage(trx, { id: randomUUID(), admin_id: actor.id, action, amount_cents: amountCents, created_at: new Date(now).toISOString() });
    },

    /**
     * Runs a capped action's transaction; a refusal by a cap is written to the security log once the
     * transaction has rolled back (on SQLite a write inside it would be rolled back with it).
     */
    async logRefusals<T>(actor: Actor, subjectId: string, run: () => Promise<T>): Promise<T> {
      try {
        return await run();
      } catch (error) {
        if (error instanceof DailyLimitError) {
          await deps.securityEvents.record({ action: 'daily_limit', actor, subjectId: null, details: { ...error.detail, on: subjectId } });
        }
        throw error;
      }
    },
  };
}

export type AdminLimitsService = ReturnType<typeof createAdminLimitsService>;
