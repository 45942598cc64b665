import { randomUUID } from 'node:crypto';
import { POOL_CURRENCY } from '../../../shared/domain/ledger';
import type { ChargeListQuery, AdminCharge } from '../../../shared/charges-api';
import { offsetOf, type Page } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import type { PledgeChargesTable } from '../../db/tables';
import type { JobQueue } from '../../jobs/job-queue';
import type { Log } from '../../log';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { ChargeResult, PaymentProvider, ProviderEvent, SettledCharge } from '../payments/payment-provider';
import type { StatsService } from '../stats/stats.service';
import { addDays, addMonth, BILLING_HOUR_UTC, RETRY_AFTER_DAYS, MAX_ATTEMPTS } from './billing-calendar';
import { chargesRepository } from './charges.repository';

export const CHARGE_QUEUES = { daily: 'charges-daily', charge: 'charge', mail: 'charge-mail' } as const;

/** Due pledges read, and charge jobs sent, per round trip of the daily run. */
const DUE_PAGE = 1000;

type Charge = PledgeChargesTable;
export type ChargeMail = 'receipt' | 'past_due';
/** What must happen once the transaction that decided it has committed (a job to send). */
type FollowUp = () => Promise<void>;
export type ChargeEvent = Extract<ProviderEvent, { kind: 'charge_settled' | 'charge_failed' }>;

export interface ChargesDeps {
  db: Executor;
  jobs: JobQueue;
  provider: PaymentProvider | null;
  ledger: LedgerService;
  members: MembersService;
  stats: StatsService;
  log: Log;
  /** Ends the hardship pauses due by a day, so a pledge whose pause is over is charged that same day. */
  resumeDuePauses: (day: string) => Promise<number>;
}

/**
 * The monthly charge (issue 12). A daily job sends one charge job per due pledge; the charge job
 * opens the month's `pledge_charges` row (unique per member and month) and moves the billing date in
 * one transaction, then asks the provider with an idempotency key per (member, month, attempt): run
 * twice, on two instances, or again after a crash, a month is charged once. Only settled money
 * reaches the ledger, in the transaction that marks the charge settled.
 */
export function createChargesService(deps: ChargesDeps) {
  const { db, jobs } = deps;
  let mailer: ((kind: ChargeMail, charge: Charge) => Promise<void>) | undefined;

  const sendMail = (kind: ChargeMail, charge: Charge, now: Date): FollowUp => () =>
    jobs.send(CHARGE_QUEUES.mail, { kind, chargeId: charge.id }, { singletonKey: `${kind}:${charge.id}`, startAfter: now });

  /** The next try of a failed charge: day +2, then day +5 after the billing date, or now if that is past. */
  function sendRetry(charge: Charge, attempt: number, now: Date): FollowUp {
    const due = new Date(`${addDays(charge.billing_date, RETRY_AFTER_DAYS[attempt - 2] ?? 0)}T${String(BILLING_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
    return () =>
      jobs.send(CHARGE_QUEUES.charge, { userId: charge.user_id, billingDate: charge.billing_date, attempt }, {
        singletonKey: `${charge.user_id}:${charge.month}:${attempt}`,
        startAfter: due > now ? due : now,
      });
  }

  async function settle(trx: Executor, charge: Charge, result: SettledCharge, now: Date): Promise<FollowUp[]> {
    // The account settles in the pool currency: a CAD pledge enters the pool at what was deposited.
    if (result.settled.currency !== POOL_CURRENCY) throw new Error(`charge ${result.chargeId} settled in ${result.settled.currency}, not ${POOL_CURRENCY}`);
    const settledNow = await chargesRepository.markSettled(trx, charge.id, { providerChargeId: result.chargeId, settledCents: result.settled.amountCents, feeCents: result.settled.feeCents, now: now.toISOString() });
    if (!settledNow) return [];
    const common = { month: charge.month, member_id: charge.user_id, source: 'stripe' as const };
    await deps.ledger.append(trx, {
      ...common, kind: 'contribution', amount_cents: Number(charge.amount_cents), currency: charge.currency as 'USD' | 'CAD', settled_cents: result.settled.amountCents, reference: result.chargeId,
    });
    if (result.settled.feeCents > 0) {
      await deps.ledger.append(trx, {
        ...common, kind: 'fee', amount_cents: -result.settled.feeCents, currency: POOL_CURRENCY, settled_cents: -result.settled.feeCents, reference: `${result.chargeId}:fee`,
      });
    }
    return [sendMail('receipt', charge, now)];
  }

  async function fail(trx: Executor, charge: Charge, result: Extract<ChargeResult, { status: 'failed' }>, now: Date): Promise<FollowUp[]> {
    const attempt = Number(charge.attempts);
    const failedNow = await chargesRepository.markFailed(trx, charge.id, { providerChargeId: result.chargeId, declineCode: result.declineCode, message: result.message, now: now.toISOString() });
    if (!failedNow) return [];
    if (attempt < MAX_ATTEMPTS) return [sendRetry(charge, attempt + 1, now)];
    if (await chargesRepository.setPledgeStatus(trx, charge.user_id, 'active', 'past_due', now.toISOString())) {
      await deps.members.setSubscriptionStatus(trx, charge.user_id, 'past_due');
    }
    return [sendMail('past_due', charge, now)];
  }

  async function apply(trx: Executor, charge: Charge, result: ChargeResult, now: Date): Promise<FollowUp[]> {
    if (result.status === 'settled') return settle(trx, charge, result, now);
    if (result.status === 'failed') return fail(trx, charge, result, now);
    await chargesRepository.markPending(trx, charge.id, result.chargeId, now.toISOString());
    return [];
  }

  async function runAll(followUps: FollowUp[]) {
    for (const followUp of followUps) await followUp();
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
    }
  }

  /** One attempt at one member's month; safe to run any number of times. */
  async function chargeMonth(input: { userId: string; billingDate: string; attempt: number }, now: Date): Promise<void> {
    const provider = deps.provider;
    if (!provider) return;
    const { userId, billingDate, attempt } = input;
    const month = billingDate.slice(0, 7);
    const stamp = now.toISOString();
    if (attempt === 1) {
      await db.transaction().execute(async (trx) => {
        const pledge = await chargesRepository.pledgeToCharge(trx, userId);
        if (!pledge || pledge.status !== 'active' || pledge.next_billing_date !== billingDate) return;
        await chargesRepository.insertOnce(trx, {
          id: randomUUID(), user_id: userId, month, billing_date: billingDate, status: 'pending', attempts: 0, provider: provider.name,
          method_type: pledge.method_type, amount_cents: Number(pledge.charge_amount_cents), currency: pledge.currency, provider_charge_id: null,
          decline_code: null, decline_message: null, settled_cents: null, fee_cents: null, created_at: stamp, updated_at: stamp, settled_at: null,
        });
        await chargesRepository.advanceBilling(trx, userId, billingDate, addMonth(billingDate), stamp);
      });
    }
    const charge = await chargesRepository.find(db, userId, month);
    // A pledge paused or cancelled since the month opened is not charged, nor tried again.
    const pledge = await chargesRepository.pledgeToCharge(db, userId);
    if (!charge || !pledge || pledge.status !== 'active') return;
    if (!(await chargesRepository.beginAttempt(db, charge.id, attempt, { methodType: pledge.method_type }, stamp))) return;
    const result = await provider.charge({
      customerId: pledge.customer_id,
      paymentMethodId: pledge.payment_method_id,
      methodType: pledge.method_type as Parameters<PaymentProvider['charge']>[0]['methodType'],
      amountCents: Number(charge.amount_cents),
      currency: charge.currency as 'USD' | 'CAD',
      idempotencyKey: `pledge-${userId}-${month}-${attempt}`,
      description: `Monthly pledge, ${month}`,
    });
    const current = { ...charge, attempts: attempt, status: 'pending' as const };
    await runAll(await db.transaction().execute((trx) => apply(trx, current, result, now)));
  }

  return {
    /** Registers the jobs; the mail handler comes from the e-mails module, which needs the members' details. */
    register(sendChargeMail: (kind: ChargeMail, charge: Charge) => Promise<void>) {
      mailer = sendChargeMail;
      jobs.define(CHARGE_QUEUES.daily, async (job) => void (await runDaily(typeof job.data.day === 'string' ? job.data.day : job.now.toISOString().slice(0, 10), job.now)));
      jobs.define(CHARGE_QUEUES.charge, async (job) =>
        chargeMonth({ userId: String(job.data.userId), billingDate: String(job.data.billingDate), attempt: Number(job.data.attempt) }, job.now));
      jobs.define(CHARGE_QUEUES.mail, async (job) => {
        const charge = await chargesRepository.findById(db, String(job.data.chargeId));
        if (charge && mailer) await mailer(job.data.kind as ChargeMail, charge);
      });
      jobs.daily(CHARGE_QUEUES.daily, BILLING_HOUR_UTC);
    },

    runDaily,
    chargeMonth,

    /** What the provider says about a charge a webhook names, asked before any transaction opens. */
    async prepareEvent(event: ChargeEvent): Promise<ChargeResult | null> {
      if (!deps.provider) return null;
      if (event.kind === 'charge_failed') return { status: 'failed', chargeId: event.chargeId, declineCode: event.declineCode, message: event.message };
      return deps.provider.readCharge(event.chargeId);
    },

    /** Applies a webhook's news inside the transaction that records the event; answers what to do after it commits. */
    async applyEvent(trx: Executor, result: ChargeResult): Promise<FollowUp[]> {
      if (!result.chargeId) return [];
      const charge = await chargesRepository.findByProviderCharge(trx, result.chargeId);
      if (!charge || charge.status !== 'pending' || result.status === 'pending') return [];
      return apply(trx, charge, result, new Date());
    },

    runAll,

    async page(query: ChargeListQuery): Promise<Page<AdminCharge>> {
      const filter = { status: query.status, userId: query.member_id };
      const [rows, total] = await Promise.all([chargesRepository.page(db, filter, offsetOf(query), query.page_size), chargesRepository.count(db, filter)]);
      return {
        items: rows.map((r) => ({
          id: r.id, member_id: r.user_id, member_name: r.full_name ?? null, member_email: r.email ?? null, month: r.month, billing_date: r.billing_date,
          status: r.status, attempts: Number(r.attempts), method_type: r.method_type, amount_cents: Number(r.amount_cents), currency: r.currency,
          provider_charge_id: r.provider_charge_id, decline_code: r.decline_code, decline_message: r.decline_message,
          settled_cents: r.settled_cents === null ? null : Number(r.settled_cents), fee_cents: r.fee_cents === null ? null : Number(r.fee_cents), updated_at: r.updated_at,
        })),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },
  };
}

export type ChargesService = ReturnType<typeof createChargesService>;
