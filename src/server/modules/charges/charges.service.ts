import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ProcessingCharge } from '../../../shared/contributions-api';
import { type Currency, POOL_CURRENCY } from '../../../shared/domain/ledger';
import type { ProviderMethodType } from '../../../shared/domain/payment-fees';
import { PLEDGE_STATUS_CHANGES } from '../../../shared/domain/pledge-status';
import { MAX_ATTEMPTS, RETRY_AFTER_DAYS } from '../../../shared/domain/billing-retries';
import type { ChargeListQuery, AdminCharge } from '../../../shared/charges-api';
import { offsetOf, type Page } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import type { Selectable } from 'kysely';
import type { PledgeChargesTable } from '../../db/tables';
import type { JobData, JobQueue, SendOptions } from '../../jobs/job-queue';
import type { Log } from '../../log';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { ChargeResult, PaymentProvider, ProviderEvent, SettledCharge } from '../payments/payment-provider';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { designate } from '../../../shared/domain/zakat';
import { addDays, addMonth, BILLING_HOUR_UTC } from './billing-calendar';
import { chargesRepository, type PledgeToCharge } from './charges.repository';
import { mapBounded } from './map-bounded';
import { settlementWindowEnd } from '../distributions/settlement-window';
import { chargesFailed, chargesSettled } from '../../metrics/metrics';

export const CHARGE_QUEUES = { daily: 'charges-daily', charge: 'charge', mail: 'charge-mail' } as const;

/** Due pledges read, and charge jobs sent, per round trip of the daily run. */
const DUE_PAGE = 1000;
/**
 * Charge jobs worked together: their writes share two transactions. Small enough that a transaction
 * holds SQLite's one connection (and the event loop, between its turns) for tens of milliseconds.
 */
export const CHARGE_BATCH = 50;
/** Answers recorded between two turns given to the event loop inside the recording transaction. */
const RECORD_SLICE = 10;
/** Provider calls of a batch in flight at once: enough to hide the network's wait, few enough to be polite to the provider. */
const PROVIDER_CONCURRENCY = 16;

type Charge = Selectable<PledgeChargesTable>;
export type ChargeMail = 'receipt' | 'past_due';
/**
 * What to do once the transaction that recorded an answer has committed: a job to send, or an outcome
 * to count (counted after the commit, so an answer recorded again after a rollback counts once).
 */
type FollowUp = { queue: string; data: JobData; options: SendOptions } | { count: 'settled' | 'failed' };
type JobFollowUp = Extract<FollowUp, { queue: string }>;
export type ChargeInput = { userId: string; billingDate: string; attempt: number };
export type ChargeEvent = Extract<ProviderEvent, { kind: 'charge_settled' | 'charge_failed' }>;

export interface ChargesDeps {
  db: Executor;
  jobs: JobQueue;
  provider: PaymentProvider | null;
  ledger: LedgerService;
  members: MembersService;
  subscriptions: SubscriptionsService;
  stats: StatsService;
  log: Log;
  /** Ends the hardship pauses due by a day, so a pledge whose pause is over is charged that same day. */
  resumeDuePauses: (day: string) => Promise<number>;
  /** Business days a charge still settling is given: the member is told it should settle by their end. */
  settlementWindowDays: number;
}

/**
 * The monthly charge (docs/decisions/0016-jobs-and-monthly-charges.md). A daily job sends one charge job per due pledge; the charge job
 * opens the month's `pledge_charges` row (unique per member and month) and moves the billing date in
 * one transaction, then asks the provider with an idempotency key per (member, month, attempt): run
 * twice, on two instances, or again after a crash, a month is charged once. Only settled money
 * reaches the ledger, in the transaction that marks the charge settled.
 */
export function createChargesService(deps: ChargesDeps) {
  const { db, jobs } = deps;
  let mailer: ((kind: ChargeMail, charge: Charge) => Promise<void>) | undefined;

  const sendMail = (kind: ChargeMail, charge: Charge, now: Date): JobFollowUp =>
    ({ queue: CHARGE_QUEUES.mail, data: { kind, chargeId: charge.id }, options: { singletonKey: `${kind}:${charge.id}`, startAfter: now } });

  /** The next try of a failed charge, the retry days after the billing date (shared/domain/billing-retries), or now if that is past. */
  function sendRetry(charge: Charge, attempt: number, now: Date): JobFollowUp {
    const due = new Date(`${addDays(charge.billing_date, RETRY_AFTER_DAYS[attempt - 2] ?? 0)}T${String(BILLING_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
    return {
      queue: CHARGE_QUEUES.charge,
      data: { userId: charge.user_id, billingDate: charge.billing_date, attempt },
      options: { singletonKey: `${charge.user_id}:${charge.month}:${attempt}`, startAfter: due > now ? due : now },
    };
  }

  /**
   * What arrived, when it is not what the charge asked for: a payment for another amount or in another
   * currency, or money deposited outside the pool currency (the account settles in it: a CAD pledge
   * enters the pool at what was deposited). Null when it matches.
   */
  function differenceOf(charge: Charge, result: SettledCharge): { cents: number; currency: string } | null {
    if (result.charged.amountCents !== Number(charge.amount_cents) || result.charged.currency !== charge.currency) {
      return { cents: result.charged.amountCents, currency: result.charged.currency };
    }
    if (result.settled.currency !== POOL_CURRENCY) return { cents: result.settled.amountCents, currency: result.settled.currency };
    return null;
  }

  async function settle(trx: Executor, charge: Charge, result: SettledCharge, now: Date): Promise<FollowUp[]> {
    const difference = differenceOf(charge, result);
    if (difference) {
      // Held for an admin, never settled: the ledger would record money the member did not pledge.
      await chargesRepository.flagDifference(trx, charge.id, { providerChargeId: result.chargeId, receivedCents: difference.cents, receivedCurrency: difference.currency, now: now.toISOString() });
      deps.log.warn({ chargeId: charge.id, providerChargeId: result.chargeId, expected: { cents: Number(charge.amount_cents), currency: charge.currency }, received: difference }, 'charge settled for another amount or currency: held for an admin');
      return [];
    }
    const settledNow = await chargesRepository.markSettled(trx, charge.id, { providerChargeId: result.chargeId, settledCents: result.settled.amountCents, feeCents: result.settled.feeCents, now: now.toISOString() });
    if (!settledNow) return [];
    const common = { month: charge.month, member_id: charge.user_id, source: 'stripe' as const };
    // The pledge's choice when the money arrives; its fee is taken from the same pools in the same proportion.
    const zakatPercent = await deps.subscriptions.zakatPercentOf(trx, charge.user_id);
    await deps.ledger.append(trx, {
      ...common, kind: 'contribution', amount_cents: Number(charge.amount_cents), currency: charge.currency as 'USD' | 'CAD', settled_cents: result.settled.amountCents, reference: result.chargeId,
      zakat_cents: designate(result.settled.amountCents, zakatPercent).zakat_cents,
    });
    if (result.settled.feeCents > 0) {
      await deps.ledger.append(trx, {
        ...common, kind: 'fee', amount_cents: -result.settled.feeCents, currency: POOL_CURRENCY, settled_cents: -result.settled.feeCents, reference: `${result.chargeId}:fee`,
        zakat_cents: designate(-result.settled.feeCents, zakatPercent).zakat_cents,
      });
    }
    return [sendMail('receipt', charge, now), { count: 'settled' }];
  }

  async function fail(trx: Executor, charge: Charge, result: Extract<ChargeResult, { status: 'failed' }>, now: Date): Promise<FollowUp[]> {
    const attempt = Number(charge.attempts);
    const failedNow = await chargesRepository.markFailed(trx, charge.id, { providerChargeId: result.chargeId, declineCode: result.declineCode, message: result.message, now: now.toISOString() });
    if (!failedNow) return [];
    if (attempt < MAX_ATTEMPTS) return [sendRetry(charge, attempt + 1, now), { count: 'failed' }];
    // Only from the statuses the table allows: a pledge paused or cancelled since the charge began stays so.
    if (await chargesRepository.setPledgeStatus(trx, charge.user_id, PLEDGE_STATUS_CHANGES.fallBehind.from, 'past_due', now.toISOString())) {
      await deps.members.setSubscriptionStatus(trx, charge.user_id, 'past_due');
    }
    return [sendMail('past_due', charge, now), { count: 'failed' }];
  }

  async function apply(trx: Executor, charge: Charge, result: ChargeResult, now: Date): Promise<FollowUp[]> {
    if (result.status === 'settled') return settle(trx, charge, result, now);
    if (result.status === 'failed') return fail(trx, charge, result, now);
    await chargesRepository.markPending(trx, charge.id, result.chargeId, now.toISOString());
    return [];
  }

  /** Counts the outcomes and sends the jobs, one round trip per queue. */
  async function runAll(followUps: FollowUp[]) {
    const byQueue = new Map<string, JobFollowUp[]>();
    for (const f of followUps) {
      if ('count' in f) (f.count === 'settled' ? chargesSettled : chargesFailed).inc();
      else byQueue.set(f.queue, [...(byQueue.get(f.queue) ?? []), f]);
    }
    for (const [queue, list] of byQueue) await jobs.sendMany(queue, list);
  }

  /** Sends a charge job for every pledge due on `day`; answers how many. Nothing before Phase 2, nor without a provider. */
  async function runDaily(day: string, now: Date = new Date()): Promise<number> {
    if (!deps.provider || (await deps.stats.get()).phase !== 2) return 0;
    await deps.resumeDuePauses(day);
    let sent = 0;
    let after: { date: string; userId: string } | null = null;
    for (;;) {
      const due = await chargesRepository.duePledges(db, day, after, DUE_PAGE);
      if (due.length === 0) return sent;
      await jobs.sendMany(CHARGE_QUEUES.charge, due.map((p) => ({
        data: { userId: p.user_id, billingDate: p.next_billing_date as string, attempt: 1 },
        options: { singletonKey: `${p.user_id}:${(p.next_billing_date as string).slice(0, 7)}:1`, startAfter: now },
      })));
      sent += due.length;
      const last = due.at(-1)!;
      after = { date: last.next_billing_date as string, userId: last.user_id };
      // A day of 70,000 due pledges is 70 pages: requests are served between them, not after all.
      await yieldToEventLoop();
    }
  }

  /**
   * Opens the months of first tries and takes each attempt, all in one transaction. A charge is taken
   * only if its pledge is still active and the attempt is the next one (or the same one, left
   * unanswered by a crash): two runners, or a run again, take it once.
   */
  async function takeAttempts(inputs: (ChargeInput & { index: number })[], providerName: string, stamp: string) {
    return db.transaction().execute(async (trx) => {
      const userIds = [...new Set(inputs.map((i) => i.userId))];
      const pledges = new Map((await chargesRepository.pledgesToCharge(trx, userIds)).map((p) => [p.user_id, p]));
      const opening = inputs.filter((i) => i.attempt === 1 && pledges.get(i.userId)?.status === 'active' && pledges.get(i.userId)?.next_billing_date === i.billingDate);
      await chargesRepository.insertMany(trx, opening.map((i) => {
        const pledge = pledges.get(i.userId)!;
        return {
          id: randomUUID(), user_id: i.userId, month: i.billingDate.slice(0, 7), billing_date: i.billingDate, status: 'pending' as const, attempts: 0, provider: providerName,
          method_type: pledge.method_type, amount_cents: Number(pledge.charge_amount_cents), currency: pledge.currency, provider_charge_id: null,
          decline_code: null, decline_message: null, settled_cents: null, fee_cents: null, created_at: stamp, updated_at: stamp, settled_at: null,
          received_cents: null, received_currency: null, flagged_at: null,
        };
      }));
      for (const from of new Set(opening.map((i) => i.billingDate))) {
        await chargesRepository.advanceBilling(trx, opening.filter((i) => i.billingDate === from).map((i) => i.userId), from, addMonth(from), stamp);
      }
      const charges = await chargesRepository.findMany(trx, userIds, [...new Set(inputs.map((i) => i.billingDate.slice(0, 7)))]);
      const taken: { index: number; attempt: number; charge: Charge; pledge: PledgeToCharge }[] = [];
      for (const i of inputs) {
        const charge = charges.find((c) => c.user_id === i.userId && c.month === i.billingDate.slice(0, 7));
        const pledge = pledges.get(i.userId);
        // A pledge paused or cancelled since the month opened is not charged, nor tried again.
        if (!charge || !pledge || pledge.status !== 'active') continue;
        if (await chargesRepository.beginAttempt(trx, charge.id, i.attempt, { methodType: pledge.method_type }, stamp)) taken.push({ index: i.index, attempt: i.attempt, charge, pledge });
      }
      return taken;
    });
  }

  /**
   * Attempts at many members' months; safe to run any number of times. Three steps, whatever the
   * number of charges: one transaction takes the attempts, the provider is asked for each (a few at
   * once) with an idempotency key per (member, month, attempt), one transaction records the answers
   * with their ledger rows. A crash between the last two leaves attempts taken but unanswered: the
   * retry takes them again and asks with the same key, so the provider answers the charge it made.
   * Answers the error of each input that must be tried again, by its position.
   */
  async function chargeMonths(inputs: ChargeInput[], now: Date): Promise<Map<number, unknown>> {
    const provider = deps.provider;
    const failures = new Map<number, unknown>();
    if (!provider || inputs.length === 0) return failures;
    const stamp = now.toISOString();
    // In member order, so two runners' transactions lock the same rows in the same order (PostgreSQL).
    const ordered = inputs.map((input, index) => ({ ...input, index })).sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.attempt - b.attempt));
    const taken = await takeAttempts(ordered, provider.name, stamp);
    // Between the two transactions the event loop serves requests (SQLite answers synchronously).
    await yieldToEventLoop();
    const answers = await mapBounded(taken, PROVIDER_CONCURRENCY, ({ charge, pledge, attempt }) => provider.charge({
      customerId: pledge.customer_id,
      paymentMethodId: pledge.payment_method_id,
      methodType: pledge.method_type as Parameters<PaymentProvider['charge']>[0]['methodType'],
      amountCents: Number(charge.amount_cents),
      currency: charge.currency as 'USD' | 'CAD',
      idempotencyKey: `pledge-${charge.user_id}-${charge.month}-${attempt}`,
      description: `Monthly pledge, ${charge.month}`,
    }));
    const answered: { index: number; charge: Charge; result: ChargeResult }[] = [];
    taken.forEach((t, k) => {
      const answer = answers[k]!;
      if ('error' in answer) failures.set(t.index, answer.error);
      else answered.push({ index: t.index, charge: { ...t.charge, attempts: t.attempt, status: 'pending' }, result: answer.value });
    });
    const record = async (trx: Executor, list: typeof answered) => {
      const followUps: FollowUp[] = [];
      for (const [k, a] of list.entries()) {
        followUps.push(...(await apply(trx, a.charge, a.result, now)));
        // Static files and cached answers need no database: they are served meanwhile.
        if (k % RECORD_SLICE === RECORD_SLICE - 1) await yieldToEventLoop();
      }
      return followUps;
    };
    let followUps: FollowUp[];
    try {
      followUps = await db.transaction().execute((trx) => record(trx, answered));
    } catch {
      // One answer that cannot be recorded must not hold back the rest: each is recorded on its own.
      followUps = [];
      for (const a of answered) {
        try {
          followUps.push(...(await db.transaction().execute((trx) => record(trx, [a]))));
        } catch (error) {
          failures.set(a.index, error);
        }
      }
    }
    await runAll(followUps);
    return failures;
  }

  /** One attempt at one member's month; safe to run any number of times. */
  async function chargeMonth(input: ChargeInput, now: Date): Promise<void> {
    const failures = await chargeMonths([input], now);
    if (failures.has(0)) throw failures.get(0);
  }

  return {
    /** Registers the jobs; the mail handler comes from the e-mails module, which needs the members' details. */
    register(sendChargeMail: (kind: ChargeMail, charge: Charge) => Promise<void>) {
      mailer = sendChargeMail;
      jobs.define(CHARGE_QUEUES.daily, async (job) => void (await runDaily(typeof job.data.day === 'string' ? job.data.day : job.now.toISOString().slice(0, 10), job.now)));
      // The jobs of a batch are taken at one instant, so the first one's is the batch's "today".
      jobs.defineBatch(CHARGE_QUEUES.charge, async (batch) => {
        const failures = await chargeMonths(batch.map((job) => ({ userId: String(job.data.userId), billingDate: String(job.data.billingDate), attempt: Number(job.data.attempt) })), batch[0]?.now ?? new Date());
        return new Map([...failures].map(([index, error]) => [batch[index]!.id, error]));
      }, CHARGE_BATCH);
      jobs.define(CHARGE_QUEUES.mail, async (job) => {
        const charge = await chargesRepository.findById(db, String(job.data.chargeId));
        if (charge && mailer) await mailer(job.data.kind as ChargeMail, charge);
      });
      jobs.daily(CHARGE_QUEUES.daily, BILLING_HOUR_UTC);
    },

    runDaily,
    chargeMonth,
    chargeMonths,

    /** What the provider says about a charge a webhook names, asked before any transaction opens. */
    async prepareEvent(event: ChargeEvent): Promise<ChargeResult | null> {
      if (!deps.provider) return null;
      if (event.kind === 'charge_failed') return { status: 'failed', chargeId: event.chargeId, declineCode: event.declineCode, message: event.message };
      return deps.provider.readCharge(event.chargeId);
    },

    /** The member's charges still settling, each with the day it is expected to have settled by. */
    async processing(userId: string): Promise<ProcessingCharge[]> {
      const rows = await chargesRepository.processingOf(db, userId);
      return rows.map((r) => ({
        month: r.month,
        amount_cents: Number(r.amount_cents),
        currency: r.currency as Currency,
        method_type: r.method_type as ProviderMethodType,
        billing_date: r.billing_date,
        expected_by: settlementWindowEnd(r.billing_date, deps.settlementWindowDays),
      }));
    },

    /** Whether a provider's payment id is one of our charges', asked before the provider is. */
    async knows(providerChargeId: string): Promise<boolean> {
      return (await chargesRepository.findByProviderCharge(db, providerChargeId)) !== undefined;
    },

    /**
     * Applies a webhook's news inside the transaction that records the event. Answers what became of
     * it (unmatched: no charge of ours; mismatch: held for an admin) and what to do after it commits.
     */
    async applyEvent(trx: Executor, result: ChargeResult): Promise<{ outcome: 'applied' | 'unmatched' | 'mismatch'; followUps: FollowUp[] }> {
      const charge = result.chargeId ? await chargesRepository.findByProviderCharge(trx, result.chargeId) : undefined;
      if (!charge) return { outcome: 'unmatched', followUps: [] };
      if (charge.status !== 'pending' || result.status === 'pending') return { outcome: 'applied', followUps: [] };
      const followUps = await apply(trx, charge, result, new Date());
      return { outcome: result.status === 'settled' && differenceOf(charge, result) ? 'mismatch' : 'applied', followUps };
    },

    runAll,

    async page(query: ChargeListQuery): Promise<Page<AdminCharge>> {
      const filter = { status: query.status, userId: query.member_id, flagged: query.flagged === 'true' };
      const [rows, total] = await Promise.all([chargesRepository.page(db, filter, offsetOf(query), query.page_size), chargesRepository.count(db, filter)]);
      return {
        items: rows.map((r) => ({
          id: r.id, member_id: r.user_id, member_name: r.full_name ?? null, member_email: r.email ?? null, month: r.month, billing_date: r.billing_date,
          status: r.status, attempts: Number(r.attempts), method_type: r.method_type, amount_cents: Number(r.amount_cents), currency: r.currency,
          provider_charge_id: r.provider_charge_id, decline_code: r.decline_code, decline_message: r.decline_message,
          settled_cents: r.settled_cents === null ? null : Number(r.settled_cents), fee_cents: r.fee_cents === null ? null : Number(r.fee_cents), updated_at: r.updated_at,
          received: r.flagged_at === null ? null : { amount_cents: Number(r.received_cents), currency: r.received_currency ?? '', flagged_at: r.flagged_at },
        })),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },
  };
}

export type ChargesService = ReturnType<typeof createChargesService>;
