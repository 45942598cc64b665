import Stripe from 'stripe';
import type { ProviderMethodType } from '../../../shared/domain/payment-fees';
import {
  type ChargeResult, InvalidWebhookError, MalformedWebhookError, type PaymentProvider, type ProviderEvent, ProviderObjectMissingError, ProviderUnavailableError,
  SESSION_ID_PLACEHOLDER, type SetupResult,
} from './payment-provider';
import { checkEventShape } from './stripe-event-shape';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (the tests' fake); api.stripe.com when absent. */
  apiBase?: string | undefined;
}

const METHOD_TYPES: ReadonlySet<string> = new Set<ProviderMethodType>(['us_bank_account', 'acss_debit', 'card']);
const isMethodType = (type: unknown): type is ProviderMethodType => typeof type === 'string' && METHOD_TYPES.has(type);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The client's host, port and protocol options, which is how it is pointed at something other than Stripe. */
function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** The events the app acts on; any other type is recorded and answered without being read further. */
const ACTED_ON: ReadonlySet<string> = new Set(['checkout.session.completed', 'payment_intent.succeeded', 'payment_intent.payment_failed']);

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Anything Stripe answers that is not the member's to fix: logged by the caller, shown as "try again later". */
function unavailable(error: unknown): ProviderUnavailableError | ProviderObjectMissingError {
  if (isMissing(error)) return new ProviderObjectMissingError(error instanceof Error ? error.message : 'no such object', { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderUnavailableError(`Stripe: ${message}`, { cause: error });
}

/**
 * A PaymentIntent read with its latest charge's balance transaction: settled once that transaction
 * exists (its amount and fee are in the account's settlement currency), pending while the intent is
 * processing (bank debits, up to 4 business days), failed otherwise, with the bank's reason.
 */
function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const txn = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  if (intent.status === 'succeeded' && txn) {
    return {
      status: 'settled',
      chargeId: intent.id,
      charged: { amountCents: intent.amount_received || intent.amount, currency: intent.currency.toUpperCase() },
      settled: { amountCents: txn.amount, feeCents: txn.fee, currency: txn.currency.toUpperCase() },
    };
  }
  if (intent.status === 'processing' || intent.status === 'succeeded') return { status: 'pending', chargeId: intent.id };
  const problem = intent.last_payment_error;
  return { status: 'failed', chargeId: intent.id, declineCode: problem?.decline_code ?? problem?.code ?? null, message: problem?.message ?? intent.status };
}

/**
 * Stripe through its official client: Checkout in setup mode (the member types bank or card details
 * on Stripe's page), webhooks verified with the client's own signature check, and off-session
 * PaymentIntents for the monthly charge.
 */
/** The bank's name or the card's brand, and the last four digits, from where Stripe puts them for each type. */
function methodDetails(method: Stripe.PaymentMethod | null): Pick<SetupResult, 'methodLabel' | 'methodLast4'> {
  const details = method?.card
    ? { label: method.card.brand, last4: method.card.last4 }
    : { label: method?.us_bank_account?.bank_name ?? method?.acss_debit?.bank_name ?? null, last4: method?.us_bank_account?.last4 ?? method?.acss_debit?.last4 ?? null };
  return { methodLabel: details.label || null, methodLast4: details.last4 || null };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { ...connection(settings.apiBase), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });

  return {
    name: 'stripe',

    async createCustomer({ userId, email, name }) {
      try {
        const customer = await stripe.customers.create({ email, name, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
        return { customerId: customer.id };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async startSetup(input) {
      const options: Stripe.Checkout.SessionCreateParams.PaymentMethodOptions | undefined =
        input.methodType === 'acss_debit'
          ? {
              // A Canadian pre-authorized debit needs a mandate saying how often it is drawn.
              acss_debit: {
                currency: 'cad',
                mandate_options: { payment_schedule: 'interval', interval_description: 'Once a month, on the pledge billing day', transaction_type: 'personal' },
              },
            }
          : input.methodType === 'us_bank_account'
            ? { us_bank_account: { verification_method: 'automatic' } }
            : undefined;
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          customer: input.customerId,
          client_reference_id: input.userId,
          // A filter on what the account offers: the one method the member chose, in their currency.
          allowed_payment_method_types: [input.methodType],
          currency: input.currency.toLowerCase(),
          ...(options && { payment_method_options: options }),
          success_url: input.successUrl.replace(SESSION_ID_PLACEHOLDER, '{CHECKOUT_SESSION_ID}'),
          cancel_url: input.cancelUrl,
          metadata: { user_id: input.userId },
        });
        if (!session.url) throw new Error(`session ${session.id} has no URL`);
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async readSetup(sessionId): Promise<SetupResult> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent.payment_method'] });
      } catch (error) {
        throw unavailable(error);
      }
      const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
      const method = intent && typeof intent.payment_method === 'object' ? intent.payment_method : null;
      const methodType = isMethodType(method?.type) ? method.type : null;
      return {
        sessionId: session.id,
        complete: session.status === 'complete' && intent?.status === 'succeeded' && method !== null && methodType !== null,
        customerId: idOf(session.customer),
        paymentMethodId: method?.id ?? null,
        methodType,
        ...methodDetails(method),
      };
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      let parsed: unknown;
      try {
        parsed = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        if (error instanceof SyntaxError) throw new MalformedWebhookError('Malformed event: the body is not JSON');
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'invalid signature');
      }
      checkEventShape(parsed, ACTED_ON.has(String((parsed as { type?: unknown } | null)?.type)));
      // The id, the type and the named object's id are checked; the rest is read as Stripe documents it.
      const event = parsed as Stripe.Event;
      if (event.type === 'checkout.session.completed' && event.data.object.mode === 'setup') {
        return { id: event.id, type: event.type, kind: 'setup_completed', sessionId: event.data.object.id };
      }
      // Bank debits (us_bank_account, acss_debit) answer "processing" and settle days later: Stripe
      // then sends payment_intent.succeeded or payment_intent.payment_failed, as it does for cards.
      if (event.type === 'payment_intent.succeeded') return { id: event.id, type: event.type, kind: 'charge_settled', chargeId: event.data.object.id };
      if (event.type === 'payment_intent.payment_failed') {
        const problem: Record<string, unknown> = Object(event.data.object.last_payment_error);
        const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
        return {
          id: event.id, type: event.type, kind: 'charge_failed', chargeId: event.data.object.id,
          declineCode: text(problem.decline_code) ?? text(problem.code), message: text(problem.message) ?? 'The payment failed.',
        };
      }
      return { id: event.id, type: event.type, kind: 'ignored' };
    },

    async charge(input): Promise<ChargeResult> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: [input.methodType],
            off_session: true,
            confirm: true,
            description: input.description,
            expand: ['latest_charge.balance_transaction'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intentId = idOf((error.raw as { payment_intent?: { id: string } }).payment_intent);
          return { status: 'failed', chargeId: intentId, declineCode: error.decline_code ?? error.code ?? null, message: error.message };
        }
        throw unavailable(error);
      }
      return resultOf(intent);
    },

    async readCharge(chargeId): Promise<ChargeResult> {
      try {
        return resultOf(await stripe.paymentIntents.retrieve(chargeId, { expand: ['latest_charge.balance_transaction'] }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (isMissing(error)) return;
        throw unavailable(error);
      }
    },
  };
}
