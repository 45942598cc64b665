import type { AidCategory } from '../../shared/domain/assistance-request';
import type { PayoutMethod, PayoutStatus } from '../../shared/domain/payouts';
import type { PledgeStatus } from '../../shared/domain/pledge-status';
import type { OperationsSource, ZakatMarking } from '../../shared/domain/zakat';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EncouragementNoteStatus } from '../../shared/schemas/encouragement';

/**
 * Row types of every table. Booleans are stored as 0/1 integers and timestamps as UTC ISO-8601
 * text on both SQLite and PostgreSQL, so one repository query behaves the same on both. Written by
 * hand beside the migrations; tables.test.ts migrates a new database and fails when a table, a column
 * or whether it admits null differs from here.
 */
export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** 1 when opened by an admin: the session ends once the account's role no longer matches. */
  opened_as_admin: Flag;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'verify_email' | 'reset_password';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** One row per member who started or finished turning on two-step verification. */
export interface TwoStepTable {
  user_id: string;
  /** AES-256-GCM ciphertext of the base32 TOTP secret (two-step/secret-box.ts). */
  secret_encrypted: string;
  /** Null while the member has not yet confirmed a code from the new secret. */
  enabled_at: string | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  last_step: number | null;
  created_at: string;
}

export interface TwoStepRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: string | null;
  created_at: string;
}

/** The password was right; the session waits for the code. */
export interface TwoStepChallengesTable {
  token_hash: string;
  user_id: string;
  failed_attempts: number;
  expires_at: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface ProfilesTable {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  phone_verified: Flag;
  dob: string;
  gender: string;
  marital_status: string;
  referral_code: string;
  referred_by: string | null;
  city: string;
  state: string;
  /** 'US' or 'CA' (shared/domain/regions.ts). */
  country: string;
  /** Normalized for the country; null for members who joined before it was asked. */
  postal_code: string | null;
  /** Defaults to 1 (on) in the database, so a new profile need not name it. */
  email_updates: Generated<Flag>;
  verified: Flag;
  subscription_status: string;
  device_hash: string | null;
  /** en, fr-CA or ar once the member chooses a language. */
  locale: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: string;
  /** The name a Shariah board member or auditor signs under publicly; null for admins. */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A grant or revocation of a signing role proposed by one admin; it takes effect when another approves. */
export interface RoleChangesTable {
  id: string;
  user_id: string;
  role: string;
  change: 'grant' | 'revoke';
  display_name: string | null;
  /** 'proposed' or 'approved'. */
  status: string;
  proposed_by: string | null;
  proposed_at: string;
  approved_by: string | null;
  approved_at: string | null;
}

/** A Shariah board member's or the auditor's word on a closed month: an attestation, or a concern with its note. */
export interface MonthAttestationsTable {
  id: string;
  distribution_id: string;
  role: string;
  verdict: 'attested' | 'concern';
  note: string | null;
  signer_id: string | null;
  /** The signer's public name when they signed. */
  signer_name: string | null;
  created_at: string;
}

export interface BeneficiariesTable {
  id: string;
  user_id: string;
  reason: string;
  approved: Flag;
  reviewed_by: string | null;
  reviewed_at: string | null;
  amount_received_cents: number | null;
  move_down: Flag;
  distribution_id: string | null;
  created_at: string;
  /** Kept by triggers (migration 0026): the date the queue orders by. Written by the database, never by the app. */
  queue_since: Generated<string | null>;
  /** What the applicant asked for; null on applications made before the form asked. */
  amount_needed_cents: number | null;
  category: AidCategory | null;
  payout_method: PayoutMethod | null;
  /** A reviewer's zakat marking (migration zakat_and_sadaqah); null, not marked, receives sadaqah only. */
  zakat_category: ZakatMarking | null;
}

export interface FundDistributionsTable {
  id: string;
  month_year: string;
  total_pool_cents: number;
  total_distributed_cents: number;
  total_retained_cents: number;
  beneficiaries_count: number;
  /** 'prepared' (waiting for a second admin, pays nobody yet) or 'completed'; older rows may hold others. */
  status: string;
  created_by: string | null;
  created_at: string;
  prepared_by: string | null;
  prepared_at: string | null;
  approved_by: string | null;
  approved_at: string | null;
  collected_cents: number | null;
  fees_cents: number | null;
  refunds_cents: number | null;
  recipients_digest: string | null;
  /** The month's zakat collected and distributed, and operations' shortfall; null for months closed before zakat was kept apart. */
  zakat_collected_cents: number | null;
  zakat_distributed_cents: number | null;
  operations_shortfall_cents: number | null;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  product_type: 'physical' | 'digital';
  image_url: string | null;
  digital_file_url: string | null;
  stock_quantity: number;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  /** Its changes: shared/domain/pledge-status.ts. */
  status: PledgeStatus;
  monthly_amount_cents: number;
  start_date: string;
  next_billing_date: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0020: the latest hardship pause and the latest cancellation; null (the default) until there is one. */
  paused_from: Generated<string | null>;
  paused_until: Generated<string | null>;
  cancelled_at: Generated<string | null>;
  /** The share of the pledge given as zakat, 0 to 100; 0 (the default) is all sadaqah. */
  zakat_percent: Generated<number>;
}

export interface ReviewsTable {
  id: string;
  user_id: string;
  title: string;
  content: string;
  rating: number;
  /** The public flag: only approved reviews are listed. */
  is_approved: Flag;
  created_at: string;
  /** Set when an admin approved or rejected it; null while pending. */
  moderated_at: string | null;
  moderated_by: string | null;
}

export interface SubscriberStatsTable {
  id: number;
  total_subscribers: number;
  verified_subscribers: number;
  goal: number;
  /** 1 or 2: changed only by a switch one admin prepared and another approved (phase_changes). */
  phase: number;
  updated_at: string;
}

/** A switch of phase prepared by one admin; it takes effect only when a different admin approves it. */
export interface PhaseChangesTable {
  id: string;
  from_phase: number;
  to_phase: number;
  /** The goal the switch sets, or null to keep the goal in effect. */
  goal: number | null;
  /** 'prepared' (at most one), 'approved' or 'withdrawn'. */
  status: string;
  /** Members the switch to Phase 2 would invite, counted when it was prepared. */
  invitees: number;
  prepared_by: string | null;
  prepared_at: string;
  decided_by: string | null;
  decided_at: string | null;
}

/** The one row of campaign figures admins set (migration 0016). */
export interface CampaignSettingsTable {
  id: number;
  ambassador_goal: number;
  /** yyyy-MM-dd, the last day of the ambassador goal; null when there is none. */
  ambassador_deadline: string | null;
  updated_at: string;
}

/** Members per group, kept exact by triggers on profiles (migration 0014); a group may sit at zero. */
export interface SubscriberGroupsTable {
  country: string;
  state: string;
  verified: Flag;
  subscription_status: string;
  /** bigint: PostgreSQL returns it as a string. */
  members: number | string;
}

export interface PhoneCodesTable {
  user_id: string;
  phone: string;
  code_hash: string;
  expires_at: string;
  failed_attempts: number;
  sent_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface DistributionAllocationsTable {
  id: string;
  distribution_id: string;
  beneficiary_id: string | null;
  user_id: string | null;
  queue_position: number;
  amount_cents: number;
  created_at: string;
  /** The zakat part of the share; the rest is sadaqah. */
  zakat_cents: Generated<number>;
}

/**
 * Words a member is found by (shared/domain/member-search.ts), written by the members module, with
 * copies of profile columns that a database trigger keeps equal (migration 0004).
 */
export interface ProfileSearchTermsTable {
  term: string;
  profile_id: string;
  prev_term: string;
  created_at: string;
  verified: Flag;
  subscription_status: string;
  state: string;
  country: string;
}

/** A message from the contact form (migration 0011); `member_id` is set when the sender was signed in. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  member_id: string | null;
  status: string;
  assigned_to: string | null;
  created_at: string;
  updated_at: string;
}

/** An admin's answer to a contact message, as e-mailed to the sender. */
export interface ContactRepliesTable {
  id: string;
  message_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
}

/** One beneficiary's share of an approved distribution, followed until it arrives (migration 0024). */
export interface PayoutsTable {
  id: string;
  allocation_id: string;
  distribution_id: string;
  month_year: string;
  user_id: string | null;
  amount_cents: number;
  status: PayoutStatus;
  method: PayoutMethod | null;
  reference: string | null;
  created_at: string;
  updated_at: string;
  /** The last four digits of the account it was sent to, when the sending admin typed them. */
  account_last4: string | null;
}

/** Each move of a payout: who, when, why (the admin's account may go; the move stays). */
export interface PayoutEventsTable {
  id: string;
  payout_id: string;
  from_status: PayoutStatus | null;
  to_status: PayoutStatus;
  method: PayoutMethod | null;
  reference: string | null;
  note: string | null;
  actor_id: string | null;
  created_at: string;
}

/** One money movement (migration 0017): written once, refused by the database on any update or delete. */
export interface LedgerEntriesTable {
  seq: Generated<number>;
  id: string;
  kind: 'contribution' | 'fee' | 'refund' | 'recorded_payment' | 'correction' | 'payout_return';
  amount_cents: number;
  currency: 'USD' | 'CAD';
  settled_cents: number;
  month: string;
  /** The member's account id, with no foreign key: the row outlives the account. */
  member_id: string;
  source: 'stripe' | 'recorded' | 'payout';
  reference: string;
  method: 'bank_transfer' | 'cheque' | 'cash' | null;
  recorded_by: string | null;
  corrects_id: string | null;
  created_at: string;
  /** The month whose pool the money counts in, when not `month` (that month was prepared or closed when the row was written). */
  pool_month: string | null;
  /** The part of settled_cents that is zakat, with its sign; the rest is sadaqah. */
  zakat_cents: number;
}

/** Where operations are drawn from: one row per change, the newest in force, so its history stays. */
export interface AllocationRulesTable {
  id: string;
  operations_source: OperationsSource;
  set_by: string | null;
  set_at: string;
  note: string | null;
}

/** The provider's customer for a member (migration 0018). */
export interface PaymentCustomersTable {
  user_id: string;
  provider: string;
  customer_id: string;
  created_at: string;
}

/** A customer to delete at the payment provider, kept until the provider confirms (migration 0021). */
export interface ProviderErasuresTable {
  id: string;
  provider: string;
  customer_id: string;
  requested_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
}

/** One hosted set-up session and the choices made before it. */
export interface PaymentSetupsTable {
  id: string;
  user_id: string;
  provider: string;
  session_id: string;
  status: 'open' | 'complete';
  monthly_amount_cents: number;
  /** 'us_bank_account', 'acss_debit' or 'card' (shared/domain/payment-fees.ts). */
  method_type: string;
  currency: string;
  cover_fee: Flag;
  created_at: string;
  completed_at: string | null;
}

/** The saved payment method a member's monthly charge uses; no card or account numbers, only the provider's ids. */
export interface PledgePaymentMethodsTable {
  user_id: string;
  provider: string;
  customer_id: string;
  payment_method_id: string;
  method_type: string;
  currency: string;
  cover_fee: Flag;
  /** The pledge plus, when the member covers it, the estimated fee: what each month's charge asks for. */
  charge_amount_cents: number;
  setup_id: string;
  updated_at: string;
  /** The bank's name or the card's brand, as the provider returned it at set-up. */
  method_label: string | null;
  method_last4: string | null;
}

/** Webhook events already processed, so a replay changes nothing. */
export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: string;
  /** What became of it; null on events recorded before outcomes were kept. */
  outcome: PaymentEventOutcome | null;
  /** The provider's payment or session the event named, when it named one. */
  object_id: string | null;
}

export type PaymentEventOutcome = 'applied' | 'ignored' | 'unmatched' | 'mismatch';

export interface JobsTable {
  id: string;
  queue: string;
  /** Unique per queue: the same job sent twice is kept once. */
  singleton_key: string;
  data: string;
  state: 'created' | 'active' | 'completed' | 'failed';
  start_after: string;
  attempts: number;
  /** While active: when the claim lapses and another runner may take the job (its runner died). */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
}

/** The random code of a money-in ledger row's receipt (migration 0025). */
export interface ReceiptCodesTable {
  entry_id: string;
  code: string;
  month: string;
}

/** One commitment computed for a month: its Merkle root and what it covered (migration 0025). */
export interface ReceiptTreesTable {
  id: string;
  month: string;
  version: number;
  root: string;
  leaf_count: number;
  through_seq: number;
  chunk_size: number;
  chunk_roots: Uint8Array;
  built_at: string;
}

/** A block of the newest tree's sorted leaf hashes (migration 0025). */
export interface ReceiptTreeChunksTable {
  tree_id: string;
  chunk: number;
  first_leaf: string;
  hashes: Uint8Array;
}

/** Migration 0023: a member invited to set up their pledge when Phase 2 began. */
export interface PhaseInvitationsTable {
  user_id: string;
  sent_at: string;
}

export type PledgeChargeStatus = 'pending' | 'settled' | 'failed';

export interface PledgeChargesTable {
  id: string;
  user_id: string;
  /** YYYY-MM: the month this charge pays for, unique per member. */
  month: string;
  billing_date: string;
  status: PledgeChargeStatus;
  /** How many times the provider was asked; 0 until the first call. */
  attempts: number;
  provider: string;
  method_type: string;
  amount_cents: number;
  currency: string;
  /** The provider's payment id (a Stripe PaymentIntent), which its webhooks name. */
  provider_charge_id: string | null;
  decline_code: string | null;
  decline_message: string | null;
  /** In the pool currency, once settled. */
  settled_cents: number | null;
  fee_cents: number | null;
  created_at: string;
  updated_at: string;
  settled_at: string | null;
  /** What the provider said arrived, when it differs from amount_cents and currency: the charge is held, not settled. */
  received_cents: number | null;
  received_currency: string | null;
  flagged_at: string | null;
}

/** Per-admin caps over any 24 hours (one row, id 1); null is no cap. */
export interface AdminLimitsTable {
  id: number;
  application_approvals: number | null;
  distribution_cents: number | null;
  payouts_sent: number | null;
  payout_cents_sent: number | null;
  updated_at: string;
}

/** The organisation's public profile (one row, id 1); `people` is JSON, the board and scholars. */
export interface OrganisationProfileTable {
  id: number;
  legal_name: string | null;
  registration_number: string | null;
  address: string | null;
  support_email: string | null;
  support_phone: string | null;
  people: string;
  updated_at: string | null;
}

/** One capped action an admin took, with its money (0 when it has none), for the rolling 24 hours. */
export interface AdminLimitUsageTable {
  id: string;
  admin_id: string;
  action: 'application_approval' | 'distribution_approval' | 'payout_sent';
  amount_cents: number;
  created_at: string;
}

/** The fund's fair limits on assistance: one row (id 1), null for no limit. */
export interface AidLimitsTable {
  id: number;
  min_membership_days: number | null;
  payout_gap_months: number | null;
  yearly_cap_cents: number | null;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  rate_limits: RateLimitsTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  role_changes: RoleChangesTable;
  month_attestations: MonthAttestationsTable;
  beneficiaries: BeneficiariesTable;
  fund_distributions: FundDistributionsTable;
  products: ProductsTable;
  subscriptions: SubscriptionsTable;
  reviews: ReviewsTable;
  subscriber_stats: SubscriberStatsTable;
  phase_changes: PhaseChangesTable;
  campaign_settings: CampaignSettingsTable;
  phone_codes: PhoneCodesTable;
  audit_log: AuditLogTable;
  distribution_allocations: DistributionAllocationsTable;
  profile_search_terms: ProfileSearchTermsTable;
  subscriber_groups: SubscriberGroupsTable;
  two_step: TwoStepTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  two_step_challenges: TwoStepChallengesTable;
  contact_messages: ContactMessagesTable;
  contact_replies: ContactRepliesTable;
  ledger_entries: LedgerEntriesTable;
  allocation_rules: AllocationRulesTable;
  payouts: PayoutsTable;
  payout_events: PayoutEventsTable;
  payment_customers: PaymentCustomersTable;
  payment_setups: PaymentSetupsTable;
  pledge_payment_methods: PledgePaymentMethodsTable;
  payment_events: PaymentEventsTable;
  provider_erasures: ProviderErasuresTable;
  jobs: JobsTable;
  pledge_charges: PledgeChargesTable;
  admin_limits: AdminLimitsTable;
  admin_limit_usage: AdminLimitUsageTable;
  aid_limits: AidLimitsTable;
  encouragement_notes: EncouragementNotesTable;
  receipt_codes: ReceiptCodesTable;
  receipt_trees: ReceiptTreesTable;
  receipt_tree_chunks: ReceiptTreeChunksTable;
  phase_invitations: PhaseInvitationsTable;
  organisation_profile: OrganisationProfileTable;
  application_documents: ApplicationDocumentsTable;
}

export interface EncouragementNotesTable {
  id: string;
  author_id: string;
  body: string;
  status: EncouragementNoteStatus;
  created_at: string;
  moderated_by: string | null;
  moderated_at: string | null;
  distribution_id: string | null;
  allocation_id: string | null;
  recipient_id: string | null;
  delivered_at: string | null;
}

export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type Subscription = Selectable<SubscriptionsTable>;

/** A document attached to an assistance application; the file is in the file store under `storage_key`. */
export interface ApplicationDocumentsTable {
  id: string;
  /** Null once the application is gone with its account: the file is then erased. */
  application_id: string | null;
  label: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  created_at: string;
}
