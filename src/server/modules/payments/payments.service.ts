import { randomUUID } from 'node:crypto';
import { chargeAmountCents, currencyOf, type ProviderMethodType, providerMethodType } from '../../../shared/domain/payment-fees';
import { todayIso } from '../../../shared/domain/dates';
import type { PledgeOverview, PledgeSetupStarted } from '../../../shared/payments-api';
import { PLEDGE_MESSAGES, type PledgeSetup } from '../../../shared/schemas/pledge';
import { SCREENS } from '../../../shared/routes';
import type { RateLimitRule } from '../../config';
import type { Executor } from '../../db/executor';
import { flag, nowIso } from '../../db/time';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Log } from '../../log';
import type { MembersService } from '../members/members.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { ChargesService } from '../charges/charges.service';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { InvalidWebhookError, type PaymentProvider, type ProviderEvent, ProviderUnavailableError, SESSION_ID_PLACEHOLDER, type SetupResult } from './payment-provider';
import { paymentsRepository } from './payments.repository';

const notConfigured = () => new AppError(503, 'payments_not_configured', PLEDGE_MESSAGES.notConfigured);
const providerUnavailable = () => new AppError(502, 'provider_unavailable', PLEDGE_MESSAGES.providerUnavailable);

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

  /** Saves the method and, in Phase 2, activates the pledge: once, in the transaction that records the event. */
  async function applySetup(trx: Executor, active: PaymentProvider, result: SetupResult, phase: number) {
    const setup = await paymentsRepository.findSetupBySession(trx, active.name, result.sessionId);
    if (!setup || !result.complete || !result.paymentMethodId || !result.methodType || !result.customerId) return;
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
    });
    await paymentsRepository.completeSetup(trx, setup.id, now);
    // The goal may have been raised since the member started: the method is kept, the pledge waits.
    if (phase !== 2) return;
    const status = await deps.subscriptions.activate(trx, setup.user_id, setup.monthly_amount_cents, todayIso(new Date(now)));
    if (status) await deps.members.setSubscriptionStatus(trx, setup.user_id, status);
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
      const [profile, pledge, method, latest, stats] = await Promise.all([
        deps.members.findProfile(userId),
        deps.subscriptions.forMember(userId),
        paymentsRepository.findMethod(db, userId),
        paymentsRepository.latestSetup(db, userId),
        deps.stats.get(),
      ]);
      if (!profile) throw notFound('Profile not found');
      return {
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
     * A delivery from the provider. The signature is checked on the raw body before anything else;
     * an event already processed (a retry, a replay, another instance) is answered and ignored. The
     * provider is asked for the set-up's result before the transaction, so no lock waits on the network.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined, clientIp: string): Promise<{ duplicate: boolean }> {
      if (!provider) throw notConfigured();
      await deps.rateLimits.consume(deps.limits.webhook, `payment-webhook:${clientIp}`);
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidWebhookError) throw new AppError(400, 'invalid_signature', PLEDGE_MESSAGES.invalidSignature);
        throw error;
      }
      if (await paymentsRepository.eventSeen(db, event.id)) return { duplicate: true };
      const result = event.kind === 'setup_completed' ? await withProvider('read set-up', () => provider.readSetup(event.sessionId)) : null;
      const charge = event.kind === 'charge_settled' || event.kind === 'charge_failed' ? await withProvider('read charge', () => deps.charges.prepareEvent(event)) : null;
      const { phase } = await deps.stats.get();
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await paymentsRepository.recordEvent(trx, { id: event.id, provider: provider.name, type: event.type, received_at: nowIso() }))) return null;
        if (result) await applySetup(trx, provider, result, phase);
        return charge ? deps.charges.applyEvent(trx, charge) : [];
      });
      if (outcome) await deps.charges.runAll(outcome);
      return { duplicate: outcome === null };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
