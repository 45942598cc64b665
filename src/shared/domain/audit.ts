/**
 * The words of the audit trail. Every module that records an admin change uses these, so the audit
 * screen's filters can offer each one by name.
 */
export const AUDIT_ENTITY_TYPES = {
  subscriber: 'Subscriber',
  subscription: 'Subscription',
  review: 'Review',
  application: 'Application',
  distribution: 'Distribution',
  product: 'Product',
  settings: 'Settings',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;

export const AUDIT_ACTIONS = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  verify: 'Verify',
  unverify: 'Unverify',
  approve: 'Approve',
  reject: 'Reject',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const keysOf = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
