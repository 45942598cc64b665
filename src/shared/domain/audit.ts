/**
 * The words of the audit trail. Every module that records an admin change or a security event uses
 * these, so the audit screen's filters can offer each one by name.
 */
export const AUDIT_ENTITY_TYPES = {
  subscriber: 'Subscriber',
  subscription: 'Subscription',
  review: 'Review',
  application: 'Application',
  distribution: 'Distribution',
  product: 'Product',
  settings: 'Settings',
  security: 'Security event',
  contact_message: 'Contact message',
  ledger_entry: 'Ledger entry',
  payout: 'Payout',
  encouragement_note: 'Note of encouragement',
  application_document: 'Application document',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;

export const AUDIT_ACTIONS = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  verify: 'Verify',
  unverify: 'Unverify',
  approve: 'Approve',
  prepare: 'Prepare',
  reject: 'Reject',
  sign_in: 'Sign-in',
  sign_in_failed: 'Failed sign-in',
  lockout: 'Lockout',
  password_change: 'Password change',
  password_reset_request: 'Password reset requested',
  password_reset: 'Password reset',
  admin_promotion: 'Admin promotion',
  export: 'Member data export',
  account_closed: 'Account closed',
  two_step_on: 'Two-step verification turned on',
  two_step_off: 'Two-step verification turned off',
  recovery_codes_renewed: 'New recovery codes',
  assign: 'Assign',
  reply: 'Reply',
  close: 'Close',
  reopen: 'Reopen',
  record_payment: 'Payment recorded',
  correct: 'Correction',
  statement: 'Giving statement produced',
  payout_move: 'Payout status changed',
  daily_limit: 'Daily limit reached',
  aid_limit: 'Fair limit applied',
  document_view: 'Document viewed',
  role_change_proposed: 'Role change proposed',
  role_granted: 'Role granted',
  role_revoked: 'Role revoked',
  attest: 'Attestation',
  concern: 'Concern raised',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const keysOf = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/** Stands in for an e-mail address or name erased from the trail when a member's data is erased. */
export const ERASED = '(erased)';
