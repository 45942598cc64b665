import { randomUUID } from 'node:crypto';
import { chargeAmountCents, currencyOf, type ProviderMethodType, providerMethodType } from '../../../shared/domain/payment-fees';
import { todayIso } from '../../../shared/domain/dates';
import type { PledgeOverview, PledgeSetupStarted, UnmatchedPaymentEvent } from '../../../shared/payments-api';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import { PLEDGE_MESSAGES, type PledgeSetup } from '../../../shared/schemas/pledge';
import { SCREENS } from '../../../shared/routes';
import type { RateLimitRule } from '../../config';
import type { Executor } from '../../db/executor';
import type { PaymentEventOutcome } from '../../db/tables';
import { flag, nowIso } from '../../db/time';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Log } from '../../log';
import type { MembersService } from '../members/members.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { ChargesService } from '../charges/charges.service';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { ConfirmPledgeChange, PledgeChange } from '../pledge-manage/pledge-change-mailer';
import type { ChargeResult } from './payment-provider';
import {
  InvalidWebhookError, MalformedWebhookError, type PaymentProvider, type ProviderEvent, ProviderObjectMissingError, ProviderUnavailableError, SESSION_ID_PLACEHOLDER,
  type SetupResult,
} from './payment-provider';
import { paymentsRepository } from './payments.repository';

const notConfigured = () => new AppError(503, 'payments_not_configured', PLEDGE_MESSAGES.notConfigured);
const providerUnavailable = () => new AppError(502, 'provider_unavailable', PLEDGE_MESSAGES.providerUnavailable);

/** What a webhook event brings, read before its transaction. */
interface EventNews {
  outcome: PaymentEventOutcome;
  objectId: string | null;
  setup?: SetupResult;
  charge?: ChargeResult;
}

export interface PaymentsDeps {
  db: Executor;
  /** Null when no provider is configured: the app runs, and the pledge screens say so. */
  provider: PaymentProvider | null;
  publicUrl: string;
  rateLimits: RateLimitService;
  limits: { webhook: RateLimitRule; setup: RateLimitRule };
  stats: StatsService;
  members: MembersService;
  subscriptions: SubscriptionsService;
  /** The monthly charges, told when a webhook says a charge settled or failed. */
  charges: ChargesService;
  /** Confirms to the member by e-mail that their pledge is set up, once the webhook's transaction is committed. */
  confirmChange: ConfirmPledgeChange;
  log: Log;
}

/**
 * The member's side of Phase 2 payments: setting up how their pledge is paid with the provider,
 * and the provider's webhooks that say it is done. Charging each month builds on the saved method.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider } = deps;
  const pledgeUrl = `${deps.publicUrl}${SCREENS.pledge.path}`;

  /** Calls to the provider turn its failures into one message the member can act on, logged for us. */
  async function withProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.log.error({ err: error }, `payment provider: ${what} failed`);
      throw providerUnavailable();
    }
  }

  async function customerOf(active: PaymentProvider, userId: string): Promise<string> {
    const existing = await paymentsRepository.findCustomer(db, userId, active.name);
    if (existing) return existing.customer_id;
    const profile = await deps.members.findProfile(userId);
    if (!profile) throw notFound('Profile not found');
    // The provider dedupes this call by the member's id, so a race makes one customer, not two.
    const { customerId } = await withProvider('create customer', () => active.createCustomer({ userId, email: profile.email, name: profile.full_name }));
    await paymentsRepository.insertCustomer(db, { user_id: userId, provider: active.name, customer_id: customerId, created_at: nowIso() });
    return (await paymentsRepository.findCustomer(db, userId, active.name))?.customer_id ?? customerId;
  }

  /**
   * Saves the method and, in Phase 2, activates the pledge: once, in the transaction that records the
   * event. Answers the member and the change to confirm when the pledge now runs.
   */
  async function applySetup(trx: Executor, active: PaymentProvider, result: SetupResult, phase: number): Promise<[string, PledgeChange] | null> {
    const setup = await paymentsRepository.findSetupBySession(trx, active.name, result.sessionId);
    if (!setup || !result.complete || !result.paymentMethodId || !result.methodType || !result.customerId) return null;
    const now = nowIso();
    const coverFee = setup.cover_fee === 1;
    await paymentsRepository.saveMethod(trx, {
      user_id: setup.user_id,
      provider: active.name,
      customer_id: result.customerId,
      payment_method_id: result.paymentMethodId,
      method_type: result.methodType,
      currency: setup.currency,
      cover_fee: setup.cover_fee,
      charge_amount_cents: chargeAmountCents(result.methodType, setup.monthly_amount_cents, coverFee),
      setup_id: setup.id,
      updated_at: now,
      method_label: result.methodLabel,
      method_last4: result.methodLast4,
    });
    await paymentsRepository.completeSetup(trx, setup.id, now);
    // The goal may have been raised since the member started: the method is kept, the pledge waits.
    if (phase !== 2) return null;
    const status = await deps.subscriptions.activate(trx, setup.user_id, setup.monthly_amount_cents, todayIso(new Date(now)));
    if (!status) return null;
    await deps.members.setSubscriptionStatus(trx, setup.user_id, status);
    if (status !== 'active') return null;
    const pledge = await deps.subscriptions.findOwn(trx, setup.user_id);
    return [setup.user_id, { kind: 'set_up', amountCents: Number(setup.monthly_amount_cents), firstChargeOn: pledge?.next_billing_date ?? null }];
  }

  /**
   * What an event means for us, read before its transaction: the set-up or the charge it names as the
   * provider now sees it, or "unmatched" when it names none of ours (or one the provider no longer knows).
   */
  async function newsOf(active: PaymentProvider, event: ProviderEvent): Promise<EventNews> {
    if (event.kind === 'ignored') return { outcome: 'ignored', objectId: null };
    const objectId = event.kind === 'setup_completed' ? event.sessionId : event.chargeId;
    const unmatched: EventNews = { outcome: 'unmatched', objectId };
    try {
      if (event.kind === 'setup_completed') {
        if (!(await paymentsRepository.findSetupBySession(db, active.name, event.sessionId))) return unmatched;
        return { outcome: 'applied', objectId, setup: await withProvider('read set-up', () => active.readSetup(event.sessionId)) };
      }
      if (!(await deps.charges.knows(event.chargeId))) return unmatched;
      const charge = await withProvider('read charge', () => deps.charges.prepareEvent(event));
      return charge ? { outcome: 'applied', objectId, charge } : unmatched;
    } catch (error) {
      if (error instanceof ProviderObjectMissingError) return unmatched;
      throw error;
    }
  }

  return {
    /**
     * The member changed their monthly amount: the saved method's charge follows it (a card whose
     * fee the member covers keeps covering it), so the next charge takes the new amount.
     */
    async reprice(trx: Executor, userId: string, monthlyAmountCents: number) {
      const method = await paymentsRepository.findMethod(trx, userId);
      if (!method) return;
      const charge = chargeAmountCents(method.method_type as ProviderMethodType, monthlyAmountCents, method.cover_fee === 1);
      await paymentsRepository.setChargeAmount(trx, userId, charge, nowIso());
    },

    async overview(userId: string): Promise<PledgeOverview> {
      const [profile, pledge, method, latest, stats, processing] = await Promise.all([
        deps.members.findProfile(userId),
        deps.subscriptions.forMember(userId),
        paymentsRepository.findMethod(db, userId),
        paymentsRepository.latestSetup(db, userId),
        deps.stats.get(),
        deps.charges.processing(userId),
      ]);
      if (!profile) throw notFound('Profile not found');
      return {
        processing,
        configured: provider !== null,
        phase: stats.phase,
        country: profile.country,
        currency: currencyOf(profile.country),
        pledge: pledge
          ? { status: pledge.status, monthly_amount_cents: Number(pledge.monthly_amount_cents), next_billing_date: pledge.next_billing_date }
          : null,
        payment: method
          ? {
              method_type: method.method_type as NonNullable<PledgeOverview['payment']>['method_type'],
              cover_fee: method.cover_fee === 1,
              charge_amount_cents: Number(method.charge_amount_cents),
              currency: method.currency as NonNullable<PledgeOverview['payment']>['currency'],
              label: method.method_label,
              last4: method.method_last4,
            }
          : null,
        latest_setup: latest ? { status: latest.status, created_at: latest.created_at } : null,
      };
    },

    /**
     * Starts a hosted set-up: only in Phase 2, only with a provider, and only for a member who has a
     * pledge. The choices are stored with the session, so its webhook applies what was agreed here.
     */
    async startSetup(userId: string, input: PledgeSetup): Promise<PledgeSetupStarted> {
      if (!provider) throw notConfigured();
      if ((await deps.stats.get()).phase !== 2) throw conflict(PLEDGE_MESSAGES.phaseOne);
      await deps.rateLimits.consume(deps.limits.setup, `pledge-setup:${userId}`);
      const [profile, pledge] = await Promise.all([deps.members.findProfile(userId), deps.subscriptions.forMember(userId)]);
      if (!profile || !pledge) throw notFound(PLEDGE_MESSAGES.noPledge);
      // The choice is the member's whatever becomes of the set-up: it is kept on the pledge now.
      await deps.subscriptions.setZakatPercent(db, userId, input.zakat_percent, nowIso());
      const methodType = providerMethodType(profile.country, input.method);
      const currency = currencyOf(profile.country);
      const customerId = await customerOf(provider, userId);
      const session = await withProvider('start set-up', () =>
        provider.startSetup({
          customerId,
          userId,
          methodType,
          currency,
          successUrl: `${pledgeUrl}?session=${SESSION_ID_PLACEHOLDER}`,
          cancelUrl: `${pledgeUrl}?cancelled=1`,
        }),
      );
      await paymentsRepository.insertSetup(db, {
        id: randomUUID(),
        user_id: userId,
        provider: provider.name,
        session_id: session.sessionId,
        status: 'open',
        monthly_amount_cents: input.monthly_amount,
        method_type: methodType,
        currency,
        cover_fee: flag(input.cover_fee && methodType === 'card'),
        created_at: nowIso(),
        completed_at: null,
      });
      return { url: session.url };
    },

    /**
     * A delivery from the provider. The signature is checked on the raw body before anything else,
     * then the event's shape (malformed: 400, nothing stored); an event already processed (a retry, a
     * replay, another instance) is answered and ignored. What the event names is looked up before the
     * provider is asked (before the transaction, so no lock waits on the network). An event we cannot
     * apply (a payment or session we do not know, a settlement for another amount) is recorded with
     * its outcome for the admins and answered 2xx, so the provider stops sending it: only a failure
     * on our side (the database, the provider unreachable) answers 5xx, for the provider to retry.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined, clientIp: string): Promise<{ duplicate: boolean }> {
      if (!provider) throw notConfigured();
      await deps.rateLimits.consume(deps.limits.webhook, `payment-webhook:${clientIp}`);
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidWebhookError) throw new AppError(400, 'invalid_signature', PLEDGE_MESSAGES.invalidSignature);
        if (error instanceof MalformedWebhookError) throw new AppError(400, 'malformed_event', error.message);
        throw error;
      }
      if (await paymentsRepository.eventSeen(db, event.id)) return { duplicate: true };
      const news = await newsOf(provider, event);
      const { phase } = await deps.stats.get();
      const outcome = await db.transaction().execute(async (trx) => {
        const row = { id: event.id, provider: provider.name, type: event.type, received_at: nowIso(), outcome: news.outcome, object_id: news.objectId };
        if (!(await paymentsRepository.recordEvent(trx, row))) return null;
        const setUp = news.setup ? await applySetup(trx, provider, news.setup, phase) : null;
        if (!news.charge) return { setUp, followUps: [] };
        const applied = await deps.charges.applyEvent(trx, news.charge);
        if (applied.outcome !== news.outcome) await paymentsRepository.setOutcome(trx, event.id, applied.outcome);
        if (applied.outcome === 'unmatched') deps.log.warn({ eventId: event.id, type: event.type, objectId: news.objectId }, 'payment webhook names no charge of ours');
        return { setUp, followUps: applied.followUps };
      });
      if (outcome?.setUp) deps.confirmChange(...outcome.setUp);
      if (outcome) await deps.charges.runAll(outcome.followUps);
      return { duplicate: outcome === null };
    },

    /** Events that could not be matched to a payment or set-up of ours, newest first, for the admins. */
    async unmatchedEvents(query: PageQuery): Promise<Page<UnmatchedPaymentEvent>> {
      const [items, total] = await Promise.all([paymentsRepository.unmatchedPage(db, offsetOf(query), query.page_size), paymentsRepository.unmatchedCount(db)]);
      return { items: items.map((e) => ({ id: e.id, type: e.type, object_id: e.object_id, received_at: e.received_at })), page: query.page, page_size: query.page_size, total };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
