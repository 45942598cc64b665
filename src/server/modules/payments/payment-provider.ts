import type { PledgeCurrency, ProviderMethodType } from '../../../shared/domain/payment-fees';

/**
 * What the pledge needs from a payment provider, and no more. Stripe is the one we use; the
 * interface keeps its client out of the services, so a test or a second provider plugs in here.
 * Amounts are integer cents, currencies upper-case ISO codes, as everywhere else in the app.
 */
export interface PaymentProvider {
  readonly name: string;

  /** Creates the provider's record of a member, once; later set-ups and charges reuse its id. */
  createCustomer(member: { userId: string; email: string; name: string }): Promise<{ customerId: string }>;

  /**
   * Starts a hosted session where the member enters their bank or card details with the provider,
   * never with us, to be saved for later charges. `successUrl` may hold {SESSION_ID}, replaced by
   * the provider with the session's id when it sends the member back.
   */
  startSetup(input: SetupRequest): Promise<{ sessionId: string; url: string }>;

  /** Reads what became of a set-up session: complete with a saved payment method, or not. Throws ProviderObjectMissingError for a session it does not know. */
  readSetup(sessionId: string): Promise<SetupResult>;

  /**
   * Checks a webhook's signature against the raw body, then its shape, and names what happened;
   * throws InvalidWebhookError for a bad signature and MalformedWebhookError for a signed body that
   * is not a usable event (no id, no data, an id with control characters).
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;

  /**
   * Charges a saved payment method once. The idempotency key makes a retried call (a crash, a
   * timeout, a second instance) return the first call's charge instead of charging twice: the
   * monthly job uses one key per (member, month, attempt).
   */
  charge(input: ChargeRequest): Promise<ChargeResult>;

  /**
   * Deletes the provider's customer and what it keeps with it (saved methods, mandates), when the
   * member's account is erased. A customer already gone counts as deleted, so a retry is harmless.
   * Throws ProviderUnavailableError when the provider cannot be reached.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /**
   * Where a charge stands now (a webhook said it settled: this reads the amount and fee it settled
   * with). Throws ProviderObjectMissingError for a payment it does not know.
   */
  readCharge(chargeId: string): Promise<ChargeResult>;
}

export const SESSION_ID_PLACEHOLDER = '{SESSION_ID}';

export interface SetupRequest {
  customerId: string;
  /** Our member's id, echoed back by the provider on the session. */
  userId: string;
  methodType: ProviderMethodType;
  currency: PledgeCurrency;
  successUrl: string;
  cancelUrl: string;
}

export interface SetupResult {
  sessionId: string;
  complete: boolean;
  customerId: string | null;
  paymentMethodId: string | null;
  methodType: ProviderMethodType | null;
  /** The bank's name (or the card's brand) and the last four digits, as the provider shows them; null when it gives none. */
  methodLabel: string | null;
  methodLast4: string | null;
}

export type ProviderEvent =
  | { id: string; type: string; kind: 'setup_completed'; sessionId: string }
  /** A charge that answered "pending" (a bank debit) has settled; its amounts are read with readCharge. */
  | { id: string; type: string; kind: 'charge_settled'; chargeId: string }
  | { id: string; type: string; kind: 'charge_failed'; chargeId: string; declineCode: string | null; message: string }
  | { id: string; type: string; kind: 'ignored' };

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  methodType: ProviderMethodType;
  amountCents: number;
  currency: PledgeCurrency;
  idempotencyKey: string;
  description: string;
}

/**
 * A charge as the provider answers at once. `chargeId` is the provider's id for the payment (with
 * Stripe, the PaymentIntent), the one its later webhooks name. Bank debits answer "pending" and settle days later (a
 * webhook then says so); only a settled charge carries the settled amount and the provider's fee,
 * which are what the ledger records (in the currency the money settled in).
 */
export type ChargeResult =
  | {
      status: 'settled';
      chargeId: string;
      /** What the payment itself was for, in its own currency: compared with the charge we asked for. */
      charged: { amountCents: number; currency: string };
      settled: { amountCents: number; feeCents: number; currency: string };
    }
  | { status: 'pending'; chargeId: string }
  | { status: 'failed'; chargeId: string | null; declineCode: string | null; message: string };

export type SettledCharge = Extract<ChargeResult, { status: 'settled' }>;

export class InvalidWebhookError extends Error {}

/** A correctly signed body that is not an event we can store: its message names the field, for the provider's delivery log. */
export class MalformedWebhookError extends Error {}

/** The provider does not know the payment or session asked about (it answered "no such ..."). */
export class ProviderObjectMissingError extends Error {}

/** The provider could not be reached or refused the request for a reason the member cannot fix. */
export class ProviderUnavailableError extends Error {}
