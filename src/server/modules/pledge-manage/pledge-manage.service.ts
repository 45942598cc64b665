import { todayIso } from '../../../shared/domain/dates';
import { currencyOf } from '../../../shared/domain/payment-fees';
import { billingDayOnOrAfter, nextPauseAllowedOn, pausePlan, type PauseMonths } from '../../../shared/domain/pledge-rules';
import { isRunningPledge, mayChangePledgeStatus, PLEDGE_STATUS_CHANGES, type PledgeStatusChange } from '../../../shared/domain/pledge-status';
import { MONTHLY_PLEDGE_CENTS } from '../../../shared/domain/stats';
import type { PledgeActionResult, PledgeManageState } from '../../../shared/pledge-manage-api';
import { PLEDGE_MANAGE_MESSAGES } from '../../../shared/schemas/pledge-manage';
import { ZAKAT_MESSAGES } from '../../../shared/schemas/zakat';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import type { RateLimitRule } from '../../config';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { AppError, conflict, notFound } from '../../http/errors';
import type { MembersService } from '../members/members.service';
import { checkPledgeLink } from '../payments/pledge-link-token';
import type { PaymentsService } from '../payments/payments.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { EligibilityService } from './eligibility.service';
import type { ConfirmPledgeChange, PledgeChange } from './pledge-change-mailer';

type Pledge = NonNullable<Awaited<ReturnType<SubscriptionsService['findOwn']>>>;

/** Resumes due pauses this many at a time, so one daily run never holds a long transaction. */
const RESUME_BATCH = 500;

export interface PledgeManageDeps {
  db: Executor;
  subscriptions: SubscriptionsService;
  members: MembersService;
  payments: PaymentsService;
  eligibility: EligibilityService;
  rateLimits: RateLimitService;
  linkLimit: RateLimitRule;
  authSecret: string;
  /** Confirms a change to the member by e-mail once it is committed, saying what it changes for their money. */
  confirmChange: ConfirmPledgeChange;
}

/**
 * The member's own pledge: change the amount, pause for hardship, resume, cancel; signed
 * in, or through the signed link of a receipt. The rules live here; each change is one transaction
 * that also keeps the member's profile status in step, and names the status it expects so that two
 * changes at once cannot both apply.
 */
export function createPledgeManageService(deps: PledgeManageDeps) {
  const { db } = deps;

  function refuseUnlessRunning(pledge: Pledge | undefined): asserts pledge is Pledge {
    if (!pledge) throw notFound(PLEDGE_MANAGE_MESSAGES.notSetUp);
    if (pledge.status === 'cancelled') throw conflict(PLEDGE_MANAGE_MESSAGES.cancelled);
    if (pledge.status === 'pending') throw conflict(PLEDGE_MANAGE_MESSAGES.notSetUp);
  }

  /** The pause has run its course (or the member ends it): active again, charged from the next billing day. */
  async function endPause(trx: Executor, userId: string, pledge: Pick<Pledge, 'next_billing_date'>, on: string): Promise<boolean> {
    const changed = await deps.subscriptions.change(trx, userId, PLEDGE_STATUS_CHANGES.resume.from, {
      status: 'active',
      paused_until: on,
      next_billing_date: billingDayOnOrAfter(pledge.next_billing_date, on),
      updated_at: nowIso(),
    });
    if (changed) await deps.members.setSubscriptionStatus(trx, userId, 'active');
    return changed;
  }

  /**
   * One change inside a transaction that reads the pledge first; `apply` throws the rule it breaks and
   * answers what changed, confirmed to the member once the transaction is committed.
   */
  async function act(userId: string, apply: (trx: Executor, pledge: Pledge | undefined, today: string) => Promise<PledgeChange | null>) {
    const change = await db.transaction().execute(async (trx) => {
      const pledge = await deps.subscriptions.findOwn(trx, userId);
      return apply(trx, pledge, todayIso());
    });
    if (change) deps.confirmChange(userId, change);
  }

  /** A change of status the table allows from the status read, applied only if nobody changed it meanwhile. */
  async function setStatus(trx: Executor, userId: string, change: PledgeStatusChange, from: SubscriptionStatus, status: SubscriptionStatus, changes: Parameters<SubscriptionsService['change']>[3]) {
    if (!mayChangePledgeStatus(change, from, status)) throw conflict(PLEDGE_MANAGE_MESSAGES.changedMeanwhile);
    if (!(await deps.subscriptions.change(trx, userId, [from], { ...changes, status }))) throw conflict(PLEDGE_MANAGE_MESSAGES.changedMeanwhile);
    await deps.members.setSubscriptionStatus(trx, userId, status);
  }

  async function state(userId: string): Promise<PledgeManageState> {
    const today = todayIso();
    const found = await deps.subscriptions.findOwn(db, userId);
    // A pause that ended while no daily run came by is ended on read, so the member never sees a stale one.
    if (found?.status === 'paused' && found.paused_until !== null && found.paused_until <= today) {
      await db.transaction().execute((trx) => endPause(trx, userId, found, found.paused_until ?? today));
    }
    const [pledge, profile, eligibility] = await Promise.all([
      deps.subscriptions.findOwn(db, userId),
      deps.members.findProfile(userId),
      deps.eligibility.of(userId),
    ]);
    if (!profile) throw notFound('Profile not found');
    const status = (pledge?.status ?? null) as SubscriptionStatus | null;
    const paused = status === 'paused';
    const allowedOn = !paused && pledge ? nextPauseAllowedOn(pledge.paused_until) : null;
    const pauseBlocked = allowedOn !== null && today < allowedOn;
    return {
      status,
      monthly_amount_cents: pledge ? Number(pledge.monthly_amount_cents) : MONTHLY_PLEDGE_CENTS,
      currency: currencyOf(profile.country),
      next_billing_date: pledge?.next_billing_date ?? null,
      paused_from: paused ? (pledge?.paused_from ?? null) : null,
      paused_until: paused ? (pledge?.paused_until ?? null) : null,
      next_pause_on: pauseBlocked ? allowedOn : null,
      can_pause: status !== null && mayChangePledgeStatus('pause', status, 'paused') && !pauseBlocked,
      can_resume: status !== null && mayChangePledgeStatus('resume', status, 'active'),
      can_cancel: status !== null && mayChangePledgeStatus('cancel', status, 'cancelled'),
      can_change_amount: status !== null && isRunningPledge(status),
      zakat_percent: Number(pledge?.zakat_percent ?? 0),
      eligibility,
    };
  }

  const done = async (userId: string, message: string): Promise<PledgeActionResult> => ({ message, state: await state(userId) });

  const member = {
    state,

    /** Applies from the next charge: the pledge and its saved method's charge change together. */
    async changeAmount(userId: string, monthlyAmountCents: number): Promise<PledgeActionResult> {
      await act(userId, async (trx, pledge) => {
        refuseUnlessRunning(pledge);
        if (!(await deps.subscriptions.change(trx, userId, [pledge.status], { monthly_amount_cents: monthlyAmountCents, updated_at: nowIso() }))) {
          throw conflict(PLEDGE_MANAGE_MESSAGES.changedMeanwhile);
        }
        await deps.payments.reprice(trx, userId, monthlyAmountCents);
        const fromCents = Number(pledge.monthly_amount_cents);
        return fromCents === monthlyAmountCents ? null : { kind: 'amount', fromCents, toCents: monthlyAmountCents, nextChargeOn: pledge.next_billing_date };
      });
      return done(userId, PLEDGE_MANAGE_MESSAGES.amountChanged);
    },

    /**
     * How much of each contribution is zakat; applies to the charges settled from now on, each of
     * which carries the choice in the ledger. Any pledge the member has may change it.
     */
    async changeDesignation(userId: string, zakatPercent: number): Promise<PledgeActionResult> {
      if (!(await deps.subscriptions.setZakatPercent(db, userId, zakatPercent, nowIso()))) throw notFound(PLEDGE_MANAGE_MESSAGES.notSetUp);
      return done(userId, ZAKAT_MESSAGES.designationChanged);
    },

    /**
     * A hardship pause of 1 to 3 months, once in 12 months (counted from the end of the last one).
     * The pledge row and its subscription date stay, so the member's place in the queue is kept; the
     * next `months` charges are skipped and charging resumes on the billing day after them.
     */
    async pause(userId: string, months: PauseMonths): Promise<PledgeActionResult> {
      await act(userId, async (trx, pledge, today) => {
        refuseUnlessRunning(pledge);
        if (pledge.status === 'paused') throw conflict(PLEDGE_MANAGE_MESSAGES.alreadyPaused);
        if (!mayChangePledgeStatus('pause', pledge.status, 'paused')) throw conflict(PLEDGE_MANAGE_MESSAGES.notActive);
        const allowedOn = nextPauseAllowedOn(pledge.paused_until);
        if (allowedOn !== null && today < allowedOn) throw conflict(PLEDGE_MANAGE_MESSAGES.pausedRecently);
        const plan = pausePlan(pledge.next_billing_date, today, months);
        await setStatus(trx, userId, 'pause', pledge.status, 'paused', {
          paused_from: today,
          paused_until: plan.resumesOn,
          next_billing_date: plan.resumesOn,
          updated_at: nowIso(),
        });
        return { kind: 'paused', ...plan, amountCents: Number(pledge.monthly_amount_cents) };
      });
      return done(userId, PLEDGE_MANAGE_MESSAGES.paused);
    },

    async resume(userId: string): Promise<PledgeActionResult> {
      await act(userId, async (trx, pledge, today) => {
        if (!pledge || !mayChangePledgeStatus('resume', pledge.status, 'active')) throw conflict(PLEDGE_MANAGE_MESSAGES.notPaused);
        if (!(await endPause(trx, userId, pledge, today))) throw conflict(PLEDGE_MANAGE_MESSAGES.changedMeanwhile);
        // Only the member's own resume is confirmed: a pause running its course was announced by the pause's e-mail.
        return { kind: 'resumed', amountCents: Number(pledge.monthly_amount_cents), nextChargeOn: billingDayOnOrAfter(pledge.next_billing_date, today) };
      });
      return done(userId, PLEDGE_MANAGE_MESSAGES.resumed);
    },

    /**
     * At any time. The row stays, marked cancelled, with nothing more due; a running pause ends
     * today. Setting up again later reuses it (see subscriptions.activate).
     */
    async cancel(userId: string): Promise<PledgeActionResult> {
      await act(userId, async (trx, pledge, today) => {
        refuseUnlessRunning(pledge);
        const now = nowIso();
        await setStatus(trx, userId, 'cancel', pledge.status, 'cancelled', {
          cancelled_at: now,
          next_billing_date: null,
          ...(pledge.status === 'paused' && { paused_until: today }),
          updated_at: now,
        });
        return { kind: 'cancelled', amountCents: Number(pledge.monthly_amount_cents) };
      });
      return done(userId, PLEDGE_MANAGE_MESSAGES.cancelDone);
    },
  };

  /** The member the link names, once its signature, lifetime and the member themself check out. */
  async function linkMember(token: string, clientIp: string): Promise<string> {
    await deps.rateLimits.consume(deps.linkLimit, `pledge-link:${clientIp}`);
    const check = checkPledgeLink(deps.authSecret, token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new AppError(410, 'link_expired', PLEDGE_MANAGE_MESSAGES.linkExpired)
        : new AppError(400, 'link_invalid', PLEDGE_MANAGE_MESSAGES.linkInvalid);
    }
    // A link outlives an account that was closed since: it then names no one.
    if (!(await deps.members.findProfile(check.userId))) throw new AppError(400, 'link_invalid', PLEDGE_MANAGE_MESSAGES.linkInvalid);
    return check.userId;
  }

  return {
    ...member,

    /** The same rules through the signed link, which allows only looking, pausing and cancelling. */
    link: {
      state: async (token: string, clientIp: string) => state(await linkMember(token, clientIp)),
      pause: async (token: string, months: PauseMonths, clientIp: string) => member.pause(await linkMember(token, clientIp), months),
      cancel: async (token: string, clientIp: string) => member.cancel(await linkMember(token, clientIp)),
    },

    /**
     * Ends every pause whose last day has passed by `today` ('yyyy-MM-dd'), in batches; answers how
     * many. Safe to run any number of times and from several instances: each pledge is ended once,
     * by the conditional update on its status. The daily job calls it; the member's own read does the
     * same for their pledge, so nothing waits on the job.
     */
    async resumeDuePauses(today: string): Promise<number> {
      let resumed = 0;
      for (;;) {
        const due = await deps.subscriptions.duePauses(db, today, RESUME_BATCH);
        if (due.length === 0) return resumed;
        await db.transaction().execute(async (trx) => {
          for (const pledge of due) {
            if (await endPause(trx, pledge.user_id, pledge, pledge.paused_until ?? today)) resumed += 1;
          }
        });
      }
    },
  };
}

export type PledgeManageService = ReturnType<typeof createPledgeManageService>;
