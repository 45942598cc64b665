import type { OrganisationPerson } from './schemas/organisation';
import type { Locale } from './i18n/locales';
import type { AidCategory } from './domain/assistance-request';
import type { AmbassadorRank } from './domain/ambassador';
import type { AuditChange } from './domain/audit-changes';
import type { EligibilityReason } from './domain/eligibility';
import type { SubscriberStats } from './domain/stats';
import type { PayoutMethod, PayoutStatus } from './domain/payouts';
import type { Page } from './schemas/paging';
import type { ProductType } from './schemas/products';
import type { SubscriptionStatus } from './schemas/subscriptions';

/** API paths shared by the client and the server. */
export const API = {
  register: '/api/auth/register',
  cleanupOrphanedUser: '/api/auth/cleanup-orphaned-user',
  login: '/api/auth/login',
  adminLogin: '/api/auth/admin-login',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  verifyEmail: '/api/auth/verify-email',
  /** Second step of signing in: the code from the authenticator app or a recovery code. */
  twoStepSignIn: '/api/auth/two-step',
  /** GET: whether two-step verification is on and how many recovery codes are left. */
  myTwoStep: '/api/me/two-step',
  myTwoStepSetup: '/api/me/two-step/setup',
  myTwoStepEnable: '/api/me/two-step/enable',
  myTwoStepRecoveryCodes: '/api/me/two-step/recovery-codes',
  myTwoStepDisable: '/api/me/two-step/disable',
  resendVerification: '/api/auth/resend-verification',
  /** The confirming link sent again to an address just signed up with, before any sign-in; same answer for any address. */
  resendSignUpLink: '/api/auth/resend-sign-up-link',
  me: '/api/me',
  stats: '/api/stats',
  statsStream: '/api/stats/stream',
  openapi: '/api/openapi.json',
  /** Liveness, kept for the probes configured before /api/health/live existed. */
  health: '/api/health',
  /** 200 while the process runs. */
  healthLive: '/api/health/live',
  /** 200 when this instance can serve: its database answers and it is not shutting down; else 503. */
  healthReady: '/api/health/ready',
  site: '/api/site',
  distributions: '/api/transparency/distributions',
  distributionsCsv: '/api/transparency/distributions.csv',
  /** GET: approved reviews; POST: a member submits one. */
  reviews: '/api/reviews',
  /** GET: the signed-in member's own reviews still waiting for approval, newest first. */
  myPendingReviews: '/api/reviews/mine',
  verifyPhone: '/api/auth/verify-phone',
  resendOtp: '/api/auth/resend-otp',
  applications: '/api/applications',
  myApplications: '/api/applications/mine',
  applicationPayoutMethods: '/api/applications/payout-methods',
  moveDown: (id: string) => `/api/applications/${id}/move-down`,
  beneficiaryStatus: '/api/beneficiary/status',
  adminApplications: '/api/admin/applications',
  adminApprove: (id: string) => `/api/admin/applications/${id}/approve`,
  adminReject: (id: string) => `/api/admin/applications/${id}/reject`,
  adminDistributions: '/api/admin/distributions',
  /** GET: before preparing, a month's pool and a page of the queue with who qualifies. */
  adminDistributionOutlook: '/api/admin/distributions/outlook',
  adminAllocations: (id: string) => `/api/admin/distributions/${id}/allocations`,
  /** GET: a prepared distribution's figures, a page of whom it pays, and whether the reader may approve it. */
  adminDistributionPreview: (id: string) => `/api/admin/distributions/${id}/preview`,
  /** POST: a second admin approves a prepared distribution, which pays it. */
  adminDistributionApproval: (id: string) => `/api/admin/distributions/${id}/approval`,
  adminPayouts: '/api/admin/payouts',
  adminPayoutHistory: (id: string) => `/api/admin/payouts/${id}/history`,
  adminPayoutMoves: (id: string) => `/api/admin/payouts/${id}/moves`,
  myPayouts: '/api/payouts/mine',
  myPhone: '/api/me/phone',
  myProfile: '/api/me/profile',
  myPassword: '/api/me/password',
  myEmailUpdates: '/api/me/email-updates',
  /** PUT: the member's language (en, fr-CA, ar), used for the site and for what is sent to them. */
  myLocale: '/api/me/locale',
  myData: '/api/me/data',
  closeAccount: '/api/me/close',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  myPhoneVerify: '/api/me/phone/verify',
  myPhoneResend: '/api/me/phone/resend',
  referralSummary: '/api/referrals/summary',
  referrals: '/api/referrals',
  referralInviter: '/api/referrals/inviter',
  /** GET: every product, paged and filtered; POST: add one. */
  adminProducts: '/api/admin/products',
  /** PUT: change a product; DELETE: remove it. */
  adminProduct: (id: string) => `/api/admin/products/${encodeURIComponent(id)}`,
  adminSubscriptions: '/api/admin/subscriptions',
  adminSubscriptionCounts: '/api/admin/subscriptions/counts',
  adminSubscription: (id: string) => `/api/admin/subscriptions/${id}`,
  /** GET: reviews waiting for moderation, oldest first. */
  adminReviews: '/api/admin/reviews',
  adminReviewApprove: (id: string) => `/api/admin/reviews/${id}/approve`,
  adminReviewReject: (id: string) => `/api/admin/reviews/${id}/reject`,
  adminSettings: '/api/admin/settings',
  /** GET: the phase, whether Phase 2 is ready, and the switch waiting for approval; POST: prepare a switch. */
  adminPhase: '/api/admin/phase',
  /** GET: a page of the members a switch to Phase 2 would invite to pledge. */
  adminPhaseInvitees: '/api/admin/phase/invitees',
  /** POST: a second admin approves the prepared switch, which takes effect at once. */
  adminPhaseApproval: (id: string) => `/api/admin/phase/${id}/approval`,
  /** POST: any admin withdraws the prepared switch. */
  adminPhaseWithdrawal: (id: string) => `/api/admin/phase/${id}/withdrawal`,
  /** PUT: the ambassador goal and its deadline. */
  adminCampaign: '/api/admin/settings/campaign',
  /** GET: the ambassador goal, its deadline and the subscriber goal, for the public pages. */
  campaign: '/api/campaign',
  /** GET ?size=a4|letter: the poster as a PDF file, in the request's language. */
  posterPdf: '/api/poster.pdf',
  adminAudit: '/api/admin/audit',
  /** GET: the store's active products, newest first, paged (members only). */
  storeProducts: '/api/store/products',
  adminSubscribers: '/api/admin/subscribers',
  adminSubscriberCounters: '/api/admin/subscribers/counters',
  adminSubscribersByState: '/api/admin/subscribers/by-state',
  adminSubscribersByCountry: '/api/admin/subscribers/by-country',
  adminSubscribersCsv: '/api/admin/subscribers/export.csv',
  adminSubscriber: (id: string) => `/api/admin/subscribers/${id}`,
  adminSubscriberVerified: (id: string) => `/api/admin/subscribers/${id}/verified`,
} as const;

export interface SessionUser {
  id: string;
  email: string;
  full_name: string;
  verified: boolean;
  is_admin: boolean;
  two_step_enabled: boolean;
  /** The language the member chose, or null when they never chose one. */
  locale: Locale | null;
}

export interface SessionResponse {
  user: SessionUser | null;
}

/**
 * Signing in: either the session's user, or (two-step verification on) no session yet and a
 * challenge to send back with the code within five minutes.
 */
export type LoginResponse = SessionResponse | { user: null; two_step: { challenge: string } };

export interface TwoStepStatus {
  enabled: boolean;
  /** Admins must have it on and cannot turn it off. */
  required: boolean;
  recovery_codes_left: number;
}

export interface TwoStepSetup {
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: string;
  otpauth_uri: string;
}

export interface RecoveryCodesResponse {
  recovery_codes: string[];
}

export interface MessageResponse {
  success: true;
  message: string;
}

/** register-user's answer; with a phone number, the code card needs the new account's id. */
/** verify-phone: the session it opened right after sign-up, or null when the member must sign in. */
export interface VerifyPhoneResponse extends MessageResponse {
  user: SessionUser | null;
}

export interface RegisterResponse extends MessageResponse {
  user_id: string;
  phone_verification_required: boolean;
}

export interface MeResponse {
  profile: {
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    phone_verified: boolean;
    /** A new number a code was sent to, waiting to replace `phone` once verified. */
    pending_phone: string | null;
    city: string;
    state: string;
    /** 'US' or 'CA'. */
    country: string;
    postal_code: string | null;
    /** E-mails about the member's applications and reviews; account safety messages go out regardless. */
    email_updates: boolean;
    verified: boolean;
    referral_code: string;
    /** The language the member chose, or null when they never chose one. */
    locale: Locale | null;
    created_at: string;
  };
  subscription: {
    status: SubscriptionStatus;
    monthly_amount_cents: number;
    start_date: string;
    next_billing_date: string | null;
    /** The last day of the latest hardship pause; null when the pledge was never paused. */
    paused_until: string | null;
  } | null;
  is_admin: boolean;
}

/**
 * Contact details and the organisation's public profile (admin settings, else configuration); null
 * when not given, and a page then leaves that line out.
 */
export interface SiteInfo {
  support_email: string | null;
  support_phone: string | null;
  chat_url: string | null;
  /** The organisation's website; null when it would only be this site's own development address. */
  website_url: string | null;
  /** The headquarters the contact page names: the postal address, else the configured region. */
  address: string;
  public_url: string;
  organisation: PublicOrganisation;
}

/** What the footer, the contact page and the trust claims name: who runs the community. */
export interface PublicOrganisation {
  legal_name: string | null;
  /** A US EIN or a Canadian charity number. */
  registration_number: string | null;
  postal_address: string | null;
  people: OrganisationPerson[];
}

export interface DistributionReport {
  id: string;
  month_year: string;
  total_pool_cents: number;
  total_distributed_cents: number;
  total_retained_cents: number;
  beneficiaries_count: number;
  status: string;
  created_at: string;
  /** The ledger's figures behind the pool, in USD cents; null for months recorded before the ledger. */
  collected_cents: number | null;
  fees_cents: number | null;
  refunds_cents: number | null;
  /**
   * Zakat kept apart: what the month collected and distributed as zakat (sadaqah is the rest of each),
   * and what operations' 1% lacked because sadaqah was short. Null for months closed before.
   */
  zakat_collected_cents: number | null;
  zakat_distributed_cents: number | null;
  operations_shortfall_cents: number | null;
}

/** A distribution as admins see it: prepared ones too, with the two admins' names. */
export interface AdminDistribution extends DistributionReport {
  prepared_by_name: string | null;
  prepared_at: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
}

export interface AdminDistributionsResponse extends Page<AdminDistribution> {
  /** Distributions are refused in Phase 1; the screen says so rather than offering a button that fails. */
  phase: 1 | 2;
}

/** One of the first N in the queue and the share a prepared distribution would pay them. */
export interface PreviewRecipient {
  queue_position: number;
  amount_cents: number;
  applicant_name: string;
  application_id: string;
  /** The member's pledge now, so a paused or overdue one stands out; null once paid or without a pledge. */
  pledge_status: SubscriptionStatus | null;
  /** The zakat part of amount_cents; the rest is sadaqah. */
  zakat_cents: number;
}

export interface DistributionPreview extends Page<PreviewRecipient> {
  distribution: AdminDistribution;
  /** Null when the reader may approve; otherwise why not (the same message approving would give). */
  approval_refusal: string | null;
  /** Waiting applications ahead of the last one paid that are passed over: their member does not qualify. */
  passed_over: number;
}

/** One waiting application in queue order, with what decides whether a distribution pays it. */
export interface QueueEntry {
  /** 1 = first in line among everyone waiting. */
  queue_position: number;
  application_id: string;
  applicant_name: string | null;
  pledge_status: SubscriptionStatus | null;
  contributed_months: number;
  eligibility: EligibilityReason;
  /** False: a distribution passes over it (it keeps its place) until the member qualifies again. */
  qualifies: boolean;
}

/** What an admin sees before choosing how many to pay: the month's money and the queue, a page at a time. */
export interface DistributionOutlook extends Page<QueueEntry> {
  month_year: string;
  collected_cents: number;
  fees_cents: number;
  refunds_cents: number;
  /** The pool held (never below zero), and its 1% / 99% split. */
  pool_cents: number;
  retained_cents: number;
  distributed_cents: number;
  /** The pool held as zakat and as sadaqah (they add up to pool_cents), and what operations lack when sadaqah is short. */
  zakat_pool_cents: number;
  sadaqah_pool_cents: number;
  operations_shortfall_cents: number;
  /** Every waiting application (`total`) and how many of them qualify: the most one month can pay. */
  qualifying: number;
}

/**
 * A month as the public sees it. Its status is 'approved' while any of its payouts is still pending or
 * sent, and 'completed' once none is; what was paid and what is still owed are given apart.
 */
export interface PublicDistributionReport extends DistributionReport {
  /** Confirmed payouts (for a month recorded before payouts were tracked: what it distributed). */
  paid_cents: number;
  families_paid: number;
  /** Payouts approved but not yet confirmed. */
  pending_cents: number;
  families_pending: number;
}

export interface DistributionsResponse extends Page<PublicDistributionReport> {
  /** Families whose payout was confirmed, across every distribution ("Families supported"). */
  families_supported: number;
  /** Money in (contributions and recorded payments, net of corrections) across every month of the ledger. */
  collected_cents: number;
  /** Confirmed payouts across every distribution, and those approved but not yet confirmed. */
  paid_cents: number;
  pending_cents: number;
}

export interface PublicReview {
  id: string;
  title: string;
  content: string;
  rating: number;
  created_at: string;
  /** The reviewer's name, or 'Anonymous' when it is missing. */
  reviewer_name: string;
}

export interface MyApplication {
  id: string;
  reason: string;
  status: 'under_review' | 'approved' | 'rejected';
  amount_received_cents: number | null;
  move_down: boolean;
  created_at: string;
  /** What the applicant asked for; null on applications made before the form asked. */
  amount_needed_cents: number | null;
  category: AidCategory | null;
  payout_method: PayoutMethod | null;
}

/** Where the member stands in the first-come, first-served queue, if they are waiting. */
export interface BeneficiaryStatus {
  /** The member's application under review, or approved and not yet paid; a new one waits until it is settled. */
  open: { id: string; state: 'under_review' | 'waiting'; created_at: string } | null;
  waiting: { application_id: string; position: number; waiting_total: number; move_down: boolean } | null;
}

/** Who invited a person signing up: a first name, never more. */
export interface ReferralInviter {
  first_name: string;
}

/** The signed-in member's ambassador standing; counts cover only people who joined through their code. */
export interface ReferralSummary {
  referral_code: string;
  /** The site's public address with ?ref= and the code, ready to share. */
  referral_link: string;
  referrals: number;
  verified_referrals: number;
  /** From rankFor(verified_referrals): unverified referrals never count toward a rank. */
  rank: AmbassadorRank;
  next_rank: { rank: AmbassadorRank; at: number } | null;
  rank_progress_percent: number;
}

/** Someone who joined through the member's link: their name and status only, never contact details. */
export interface Referral {
  full_name: string;
  verified: boolean;
  joined_at: string;
}

export type ReferralsResponse = Page<Referral>;

export interface AuditEntry {
  id: string;
  actor_id: string | null;
  actor_email: string;
  /** The acting account's name today; null when there is none (a failed sign-in, a deleted account). */
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** Who or what the record is about, by name; null when it no longer exists. */
  target_name: string | null;
  before: unknown;
  after: unknown;
  /** The fields that changed, account ids replaced by names. */
  changes: AuditChange[];
  created_at: string;
}

/** An application as admins see it: with the applicant's name and the reviewer. */
export interface AdminApplication {
  id: string;
  user_id: string;
  applicant_name: string;
  applicant_email: string;
  reason: string;
  status: 'under_review' | 'approved' | 'rejected';
  reviewed_by_email: string | null;
  reviewed_at: string | null;
  amount_received_cents: number | null;
  move_down: boolean;
  created_at: string;
  amount_needed_cents: number | null;
  category: AidCategory | null;
  payout_method: PayoutMethod | null;
  /** When the member joined (their account), yyyy-MM-ddTHH:mm:ssZ. */
  joined_at: string;
  /** The member's pledge; null when they have none. */
  pledge_status: SubscriptionStatus | null;
  /** Months the member gave in (settled money in, net of corrections): what the 12-month pledge counts. */
  contributed_months: number;
  /** The pledge rule (shared/domain/eligibility.ts) as it stands: approving refuses an ineligible member. */
  eligibility: EligibilityReason;
  eligible: boolean;
}

export interface AdminApplicationsPage extends Page<AdminApplication> {
  /**
   * Each month's pool is shared equally, whatever amount a member asked for. This is what approving
   * commits to as it stands, the share each beneficiary received in the newest month paid (null before any).
   */
  latest_share: { month_year: string; amount_cents: number } | null;
}

/** A payout as the admin transparency screen lists it. */
export interface AdminPayout {
  id: string;
  month_year: string;
  amount_cents: number;
  status: PayoutStatus;
  method: PayoutMethod | null;
  reference: string | null;
  /** Null once the member's account was deleted; the payout stays on record. */
  beneficiary_name: string | null;
  updated_at: string;
}

/** The ways of being paid a new application may choose from, with the current configuration. */
export interface ApplicationPayoutMethods {
  methods: PayoutMethod[];
}

export interface AdminPayoutsResponse extends Page<AdminPayout> {
  /** Whether "bank transfer through the provider" can be offered (a payment provider is configured). */
  provider_available: boolean;
}

/** One move of a payout: who moved it, when and why. */
export interface PayoutEvent {
  from_status: PayoutStatus | null;
  to_status: PayoutStatus;
  method: PayoutMethod | null;
  reference: string | null;
  note: string | null;
  actor_name: string | null;
  created_at: string;
}

/** What a beneficiary sees of their own payout: the amount, where it stands and when each step happened. */
export interface MyPayout {
  id: string;
  month_year: string;
  amount_cents: number;
  status: PayoutStatus;
  method: PayoutMethod | null;
  steps: { status: PayoutStatus; at: string }[];
}

export interface Allocation {
  queue_position: number;
  amount_cents: number;
  zakat_cents: number;
  /** Null once the member's account was deleted; the amount stays on record. */
  applicant_name: string | null;
  application_id: string | null;
}

/** A product as the admin screens show it; a digital product's stock is always 0 (shown as ∞). */
export interface AdminProduct {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  product_type: ProductType;
  image_url: string | null;
  digital_file_url: string | null;
  stock_quantity: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export type AdminProductsResponse = Page<AdminProduct>;
/** A member's pledge as the admin subscriptions table shows it. */
export interface AdminSubscription {
  id: string;
  user_id: string;
  full_name: string;
  email: string;
  status: SubscriptionStatus;
  monthly_amount_cents: number;
  start_date: string;
  next_billing_date: string | null;
  /** The last day of the latest hardship pause; null when the pledge was never paused. */
  paused_until: string | null;
  created_at: string;
}

/** Pledges per status; the statuses add up to the total. */
export interface SubscriptionCounts {
  total: number;
  active: number;
  pending: number;
  paused: number;
  past_due: number;
  cancelled: number;
}

/** A review waiting for an admin, with who wrote it so they can judge it in context. */
export interface PendingReview {
  id: string;
  title: string;
  content: string;
  rating: number;
  created_at: string;
  reviewer_name: string;
  reviewer_email: string | null;
}

export interface SettingsResponse {
  goal: number;
}

/** A switch of phase one admin prepared; it changes nothing until a different admin approves it. */
export interface PhaseChange {
  id: string;
  from_phase: 1 | 2;
  to_phase: 1 | 2;
  /** The goal the switch sets, or null to keep the goal in effect. */
  goal: number | null;
  /** Members a switch to Phase 2 would invite, counted when it was prepared. */
  invitees: number;
  prepared_by_name: string | null;
  prepared_at: string;
}

export interface PhaseState {
  phase: 1 | 2;
  goal: number;
  verified_subscribers: number;
  /** Phase 1 and verified members have reached the goal: Phase 2 waits for two admins to start it. */
  phase_two_ready: boolean;
  /** Members a switch to Phase 2 would invite now (verified, pledge not set up, not yet invited). */
  invitees: number;
  pending: PhaseChange | null;
  /** Why the reader may not approve the pending switch, or null when they may. */
  approval_refusal: string | null;
}

export interface PhaseInvitee {
  full_name: string;
  email: string;
}

/** A product as members see it in the store: active ones only, and never the file address. */
export type StoreProduct = Pick<AdminProduct, 'id' | 'name' | 'description' | 'price_cents' | 'product_type' | 'image_url' | 'stock_quantity' | 'created_at'>;

export type StoreProductsResponse = Page<StoreProduct>;

/** One row of the admin subscriber list; seq is its position in the whole filtered list. */
export interface SubscriberRow {
  seq: number;
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  city: string;
  state: string;
  /** 'US' or 'CA'. */
  country: string;
  postal_code: string | null;
  verified: boolean;
  referral_code: string;
  subscription_status: string;
  created_at: string;
}

/**
 * A broad search is counted only in part: total is then a lower bound ("at least"), and pages up to
 * it are available; narrowing the search gives the exact total.
 */
export type SubscribersPage = Page<SubscriberRow> & {
  total_is_lower_bound: boolean;
  /** The ?after= of the page that follows this one; null on an empty page. */
  next_after: string | null;
};

export interface SubscriberCounters {
  total: number;
  verified: number;
  /** Members who have not verified their e-mail yet. */
  pending: number;
  active_pledges: number;
  joined_this_week: number;
}

/** Members per state or province for the current filters; 'No State' gathers a country's members without one. */
export interface StateCount {
  country: string;
  state: string;
  count: number;
}

/** Members per country ('US' or 'CA') for the current filters. */
export interface CountryCount {
  country: string;
  count: number;
}

export interface SubscriberDetails {
  profile: {
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    phone_verified: boolean;
    dob: string;
    gender: string;
    marital_status: string;
    referral_code: string;
    referred_by: { id: string; full_name: string } | null;
    city: string;
    state: string;
    country: string;
    postal_code: string | null;
    verified: boolean;
    subscription_status: string;
    device_hash: string | null;
    created_at: string;
    updated_at: string;
  };
  is_admin: boolean;
  subscription: MeResponse['subscription'];
  /** The first page of each list, with the full count. */
  referrals: Page<Referral>;
  applications: Page<MyApplication>;
  /** Other accounts that signed up from the same device. */
  device_twins: Page<{ id: string; full_name: string; email: string; created_at: string }>;
}

export type StatsResponse = SubscriberStats;

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
