import type { ProcessingCharge } from './contributions-api';
import type { PledgeCurrency, ProviderMethodType } from './domain/payment-fees';
import type { Phase } from './domain/stats';
import type { SubscriptionStatus } from './schemas/subscriptions';

/** Paths of the member's pledge set-up and of the provider's webhook (see API in api.ts for the rest). */
export const PAYMENTS_API = {
  /** GET: the member's pledge, how it is paid and whether payments can be set up now. */
  myPledge: '/api/me/pledge',
  /** POST: starts a hosted set-up session; answers the provider's URL to send the member to. */
  setup: '/api/me/pledge/setup',
  /** POST: Stripe's webhook deliveries. */
  stripeWebhook: '/api/payments/stripe/webhook',
  /** GET (admins): webhook events that named a payment or set-up we do not know, newest first. */
  unmatchedEvents: '/api/admin/payments/unmatched-events',
} as const;

/** A signed event from the provider that named a payment or set-up of no member of ours: recorded, answered, and shown to the admins. */
export interface UnmatchedPaymentEvent {
  id: string;
  type: string;
  /** The provider's payment or session id the event named. */
  object_id: string | null;
  received_at: string;
}

export interface PledgeOverview {
  /** False until the provider's keys are configured; the screens then say so and offer nothing. */
  configured: boolean;
  phase: Phase;
  /** The member's country decides the bank debit offered (ACH or PAD) and the currency. */
  country: string;
  currency: PledgeCurrency;
  pledge: { status: SubscriptionStatus; monthly_amount_cents: number; next_billing_date: string | null } | null;
  /** The saved way of paying, once a set-up has completed. */
  /** `label` is the bank's name or the card's brand and `last4` the last digits, as the provider returned them (null when it gave none). */
  /** Monthly charges still settling, oldest first. */
  processing: ProcessingCharge[];
  payment: { method_type: ProviderMethodType; cover_fee: boolean; charge_amount_cents: number; currency: PledgeCurrency; label: string | null; last4: string | null } | null;
  /** The newest set-up session: "open" while the member is with the provider or its webhook has not arrived. */
  latest_setup: { status: 'open' | 'complete'; created_at: string } | null;
}

export interface PledgeSetupStarted {
  url: string;
}
