import type { I18n } from '@lingui/core';
import type { AuditAction, AuditEntityType } from '../../../shared/domain/audit';
import { LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS } from '../../../shared/domain/ledger';
import { translateKnown } from '../../i18n/i18n';
import { formatMoney, formatUsd } from '../../lib/format';

/** The trail's vocabulary in the reader's language; keyed by the stored words of shared/domain/audit. */
export function actionLabels(i18n: I18n): Record<AuditAction, string> {
  return {
    create: i18n._('Create'),
    update: i18n._('Update'),
    delete: i18n._('Delete'),
    verify: i18n._('Verify'),
    unverify: i18n._('Unverify'),
    approve: i18n._('Approve'),
    prepare: i18n._('Prepare'),
    reject: i18n._('Reject'),
    sign_in: i18n._('Sign-in'),
    sign_in_failed: i18n._('Failed sign-in'),
    lockout: i18n._('Lockout'),
    password_change: i18n._('Password change'),
    password_reset_request: i18n._('Password reset requested'),
    password_reset: i18n._('Password reset'),
    admin_promotion: i18n._('Admin promotion'),
    export: i18n._('Member data export'),
    account_closed: i18n._('Account closed'),
    two_step_on: i18n._('Two-step verification turned on'),
    two_step_off: i18n._('Two-step verification turned off'),
    recovery_codes_renewed: i18n._('New recovery codes'),
    assign: i18n._('Assign'),
    reply: i18n._('Reply'),
    close: i18n._('Close'),
    reopen: i18n._('Reopen'),
    record_payment: i18n._('Payment recorded'),
    correct: i18n._('Correction'),
    statement: i18n._('Giving statement produced'),
    payout_move: i18n._('Payout status changed'),
    daily_limit: i18n._('Daily limit reached'),
    aid_limit: i18n._('Fair limit applied'),
    document_view: i18n._('Document viewed'),
    role_change_proposed: i18n._('Role change proposed'),
    role_granted: i18n._('Role granted'),
    role_revoked: i18n._('Role revoked'),
    attest: i18n._('Attestation'),
    concern: i18n._('Concern raised'),
  };
}

export function recordTypeLabels(i18n: I18n): Record<AuditEntityType, string> {
  return {
    subscriber: i18n._('Subscriber'),
    subscription: i18n._('Subscription'),
    review: i18n._('Review'),
    application: i18n._('Application'),
    distribution: i18n._('Distribution'),
    product: i18n._('Product'),
    settings: i18n._('Settings'),
    security: i18n._('Security event'),
    contact_message: i18n._('Contact message'),
    ledger_entry: i18n._('Ledger entry'),
    payout: i18n._('Payout'),
    encouragement_note: i18n._('Note of encouragement'),
    application_document: i18n._('Application document'),
  };
}

/**
 * A settings entry's id names which settings changed (see the settings module's audit calls), a
 * word rather than an identifier, so it reads in the reader's language like any other label.
 */
export function settingsGroupLabels(i18n: I18n): Record<string, string> {
  return { goal: i18n._('Subscriber goal'), campaign: i18n._('Ambassador goal'), aid_limits: i18n._('Fair limits') };
}

/** Labels for the fields the modules record; a field not listed here reads as its own words. */
function fieldLabels(i18n: I18n): Record<string, string> {
  return {
    status: i18n._('Status'),
    min_membership_days: i18n._('Days of membership before applying'),
    payout_gap_months: i18n._('Months between payouts'),
    yearly_cap_cents: i18n._('Most per member in 12 months'),
    monthly_amount_cents: i18n._('Monthly amount'),
    next_billing_date: i18n._('Next billing date'),
    start_date: i18n._('Started'),
    verified: i18n._('Verified'),
    approved: i18n._('Approved'),
    is_approved: i18n._('Approved'),
    reviewed_by: i18n._('Reviewed by'),
    reviewed_at: i18n._('Reviewed at'),
    moderated_at: i18n._('Moderated at'),
    moderated_by: i18n._('Moderated by'),
    assigned_to: i18n._('Assigned to'),
    created_by: i18n._('Created by'),
    goal: i18n._('Subscriber goal'),
    ambassador_goal: i18n._('Ambassador goal'),
    ambassador_deadline: i18n._('Deadline'),
    name: i18n._('Name'),
    full_name: i18n._('Name'),
    email: i18n._('E-mail'),
    topic: i18n._('Topic'),
    title: i18n._('Title'),
    rating: i18n._('Rating'),
    body: i18n._('Message'),
    to: i18n._('Sent to'),
    reply_id: i18n._('Reply'),
    ip: i18n._('IP address'),
    door: i18n._('Signed in through'),
    operation: i18n._('Operation'),
    created: i18n._('New account'),
    description: i18n._('Description'),
    price_cents: i18n._('Price'),
    product_type: i18n._('Product type'),
    stock_quantity: i18n._('Stock'),
    is_active: i18n._('Active'),
    image_url: i18n._('Image'),
    digital_file_url: i18n._('Digital file'),
    month_year: i18n._('Month'),
    total_pool_cents: i18n._('Pool'),
    total_distributed_cents: i18n._('Distributed'),
    total_retained_cents: i18n._('Retained'),
    recipients: i18n._('Recipients'),
    profile: i18n._('Profile'),
    member_id: i18n._('Member'),
    kind: i18n._('Kind'),
    month: i18n._('Month'),
    amount_cents: i18n._('Amount received'),
    amount_cad_cents: i18n._('Amount received'),
    currency: i18n._('Currency'),
    settled_cents: i18n._('Amount in the pool (USD)'),
    method: i18n._('Method'),
    reference: i18n._('Reference'),
    corrects_id: i18n._('Corrects entry'),
    note: i18n._('Note'),
    phase: i18n._('Phase'),
    invitees: i18n._('Members invited'),
    prepared_by: i18n._('Prepared by'),
    prepared_at: i18n._('Prepared at'),
    approved_by: i18n._('Approved by'),
    approved_at: i18n._('Approved at'),
    decided_by: i18n._('Decided by'),
  };
}

/** Stored words the trail records as values (which door a sign-in came through, a message's status). */
function valueLabels(i18n: I18n): Record<string, Record<string, string>> {
  return {
    door: { member: i18n._('Member sign-in'), admin: i18n._('Admin sign-in'), 'two-step code': i18n._('Two-step code') },
    status: {
      open: i18n._('Open'),
      closed: i18n._('Closed'),
      pending: i18n._('Pending'),
      under_review: i18n._('Under review'),
      approved: i18n._('Approved'),
      rejected: i18n._('Rejected'),
      prepared: i18n._('Prepared'),
      withdrawn: i18n._('Withdrawn'),
      active: i18n._('Active'),
      paused: i18n._('Paused'),
      cancelled: i18n._('Cancelled'),
      completed: i18n._('Completed'),
      failed: i18n._('Failed'),
    },
  };
}

export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

/** 'next_billing_date' reads 'Next billing date' when no label was written for it. */
const spelledOut = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replaceAll('_', ' ');

export const fieldLabel = (i18n: I18n, field: string) => fieldLabels(i18n)[field] ?? spelledOut(field);

/** The ledger's kinds and payment methods read in the audit log as the admin screens show them. */
const LEDGER_WORDS: Record<string, Record<string, string>> = { kind: LEDGER_KIND_LABELS, method: PAYMENT_METHOD_LABELS };

/** One side of a change as a person reads it: money as money, yes/no, "none" for an empty value. */
export function formatValue(i18n: I18n, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return i18n._('none');
  if (typeof value === 'boolean') return value ? i18n._('yes') : i18n._('no');
  if (typeof value === 'number' && field.endsWith('_cad_cents')) return formatMoney(value, 'CAD');
  if (typeof value === 'number' && field.endsWith('_cents')) return formatUsd(value);
  const ledgerWord = typeof value === 'string' ? LEDGER_WORDS[field]?.[value] : undefined;
  if (ledgerWord) return translateKnown(i18n, ledgerWord);
  if (typeof value === 'object') return JSON.stringify(value);
  return valueLabels(i18n)[field]?.[String(value)] ?? String(value);
}
