import { AID_LIMITS_MESSAGES, type AidLimitRule, type AidLimits, addMonths, monthsBetween } from '../../../shared/aid-limits';
import { monthOf } from '../../../shared/domain/ledger';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { conflict } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { aidLimitsRepository } from './aid-limits.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type Share = { month_year: string; amount_cents: number };

const TO_MEMBER: Record<AidLimitRule, string> = {
  membership: AID_LIMITS_MESSAGES.tooNew,
  payout_gap: AID_LIMITS_MESSAGES.tooSoon,
  yearly_cap: AID_LIMITS_MESSAGES.capReached,
};
const TO_ADMIN: Record<AidLimitRule, string> = {
  membership: AID_LIMITS_MESSAGES.adminTooNew,
  payout_gap: AID_LIMITS_MESSAGES.adminTooSoon,
  yearly_cap: AID_LIMITS_MESSAGES.adminCapReached,
};

/** What the member received from the pools of the 12 months ending with `month`. */
const receivedInYearTo = (shares: Share[], month: string) => {
  const from = addMonths(month, -11);
  return shares.filter((s) => s.month_year >= from && s.month_year <= month).reduce((sum, s) => sum + s.amount_cents, 0);
};

/** A share paid from a pool month closer to `month` than the gap allows, on either side. */
const paidWithinGap = (shares: Share[], month: string, gap: number) => shares.some((s) => Math.abs(monthsBetween(s.month_year, month)) < gap);

/**
 * The fund's fair limits on assistance (decision 0043-fair-limits): a membership period before
 * applying, at most one payout in a number of months, and a most per member over 12 months. Admin
 * settings, audited when changed. Applying and approving are refused when one is not met; a
 * distribution passes over a member it would take past one, who keeps their place. Every refusal
 * and every member passed over is written to the audit log.
 */
export function createAidLimitsService(deps: { db: Executor; audit: AuditService }) {
  async function sharesOf(db: Executor, userIds: string[]): Promise<Map<string, Share[]>> {
    const byMember = new Map<string, Share[]>();
    for (const row of await aidLimitsRepository.paidShares(db, userIds)) {
      const shares = byMember.get(row.user_id) ?? [];
      shares.push({ month_year: row.month_year, amount_cents: Number(row.amount_received_cents) });
      byMember.set(row.user_id, shares);
    }
    return byMember;
  }

  /** The limit a member does not meet to apply now (or be approved now), or null. */
  async function applicantRule(limits: AidLimits, userId: string, joinedAt: string, now: string): Promise<AidLimitRule | null> {
    if (limits.min_membership_days !== null && Date.parse(now) - Date.parse(joinedAt) < limits.min_membership_days * DAY_MS) return 'membership';
    if (limits.payout_gap_months === null && limits.yearly_cap_cents === null) return null;
    const shares = (await sharesOf(deps.db, [userId])).get(userId) ?? [];
    const month = monthOf(now);
    if (limits.payout_gap_months !== null && paidWithinGap(shares, month, limits.payout_gap_months)) return 'payout_gap';
    if (limits.yearly_cap_cents !== null && receivedInYearTo(shares, month) >= limits.yearly_cap_cents) return 'yearly_cap';
    return null;
  }

  /**
   * Refuses with a 409 naming the limit when the member does not meet one, after writing the refusal
   * to the audit log. Runs before the action's transaction: nothing of it is written when refused.
   */
  async function refuse(member: string, by: Actor | 'member', application: string | null): Promise<void> {
    const limits = await aidLimitsRepository.read(deps.db);
    if (Object.values(limits).every((v) => v === null)) return;
    const profile = await aidLimitsRepository.member(deps.db, member);
    if (!profile) return;
    const rule = await applicantRule(limits, member, profile.created_at, nowIso());
    if (!rule) return;
    const actor = by === 'member' ? { id: member, email: profile.email } : by;
    await deps.audit.record(deps.db, actor, {
      action: 'aid_limit', entity_type: 'application', entity_id: application,
      after: { rule, stage: by === 'member' ? 'apply' : 'approve', user_id: member, limits },
    });
    throw conflict(by === 'member' ? TO_MEMBER[rule] : TO_ADMIN[rule]);
  }

  return {
    get: (): Promise<AidLimits> => aidLimitsRepository.read(deps.db),

    async set(actor: Actor, input: AidLimits): Promise<AidLimits> {
      await deps.db.transaction().execute(async (trx) => {
        await aidLimitsRepository.lock(trx);
        const previous = await aidLimitsRepository.read(trx);
        if ((Object.keys(input) as (keyof AidLimits)[]).every((k) => previous[k] === input[k])) return;
        await aidLimitsRepository.write(trx, input, nowIso());
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'settings', entity_id: 'aid_limits', before: previous, after: input });
      });
      return input;
    },

    /** Before a member's application is stored. */
    refuseApplicant: (userId: string) => refuse(userId, 'member', null),

    /** Before an admin approves an application. */
    refuseApproval: (admin: Actor, userId: string, applicationId: string) => refuse(userId, admin, applicationId),

    /**
     * Which of these members a distribution of `month` paying `shareCents` each must pass over, and
     * why: a payout too close to one already paid, or a share that would take them past the yearly
     * most. With no share (counting who could be paid at all) only the time between payouts applies.
     */
    async passOver(db: Executor, month: string, shareCents: number | null, userIds: string[]): Promise<Map<string, AidLimitRule>> {
      const limits = await aidLimitsRepository.read(db);
      const over = new Map<string, AidLimitRule>();
      if (limits.payout_gap_months === null && limits.yearly_cap_cents === null) return over;
      const shares = await sharesOf(db, userIds);
      for (const member of userIds) {
        const paid = shares.get(member) ?? [];
        if (limits.payout_gap_months !== null && paidWithinGap(paid, month, limits.payout_gap_months)) over.set(member, 'payout_gap');
        else if (limits.yearly_cap_cents !== null && shareCents !== null && receivedInYearTo(paid, month) + shareCents > limits.yearly_cap_cents) over.set(member, 'yearly_cap');
      }
      return over;
    },

    /** Writes each member a paying distribution passed over, in its transaction. */
    async recordPassedOver(trx: Executor, actor: Actor, distribution: { id: string; month_year: string }, passed: { application_id: string; user_id: string; rule: AidLimitRule }[]) {
      for (const p of passed) {
        await deps.audit.record(trx, actor, {
          action: 'aid_limit', entity_type: 'application', entity_id: p.application_id,
          after: { rule: p.rule, stage: 'distribution', user_id: p.user_id, distribution_id: distribution.id, month_year: distribution.month_year },
        });
      }
    },
  };
}

export type AidLimitsService = ReturnType<typeof createAidLimitsService>;
