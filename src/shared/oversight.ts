import { z } from 'zod';
import { multiLineText, singleLineText } from './schemas/text';

/** The two signing roles beside admin; each reads only what it signs and changes nothing else. */
export const OVERSIGHT_ROLES = ['shariah_board', 'auditor'] as const;
export type OversightRole = (typeof OVERSIGHT_ROLES)[number];

/** Admin reads both signers need: the months' closes and the ledger they come from. */
export const SIGNERS_READ: readonly OversightRole[] = ['shariah_board', 'auditor'];
/** Admin reads only the auditor needs: every financial list (charges, payouts, allocations, unmatched events). */
export const AUDITOR_READS: readonly OversightRole[] = ['auditor'];

export const OVERSIGHT_API = {
  /** GET: the closed months with their figures and signatures, for the board and the auditor. */
  months: '/api/oversight/months',
  /** POST { role, verdict, note }: the reader signs a closed month, or raises a concern. */
  attestations: (id: string) => `/api/oversight/months/${id}/attestations`,
  /** GET: who holds each signing role, and the grants and revocations waiting for a second admin. */
  adminRoles: '/api/admin/oversight/roles',
  /** POST: one admin proposes a grant or revocation; it takes effect when another approves. */
  adminRoleChanges: '/api/admin/oversight/role-changes',
  adminRoleChangeApproval: (id: string) => `/api/admin/oversight/role-changes/${id}/approval`,
  /** GET: months whose latest Shariah board word is a concern. */
  adminConcerns: '/api/admin/oversight/concerns',
} as const;

export const OVERSIGHT_MESSAGES = {
  noteRequired: /*i18n*/ 'Write a note explaining the concern',
  noteTooLong: /*i18n*/ 'Keep the note under 4000 characters',
  notClosed: /*i18n*/ 'Only an approved month can be signed',
  notYourRole: /*i18n*/ 'You do not hold this role',
  auditorAttestsOnly: /*i18n*/ 'The auditor attests the figures; a concern is raised by the Shariah board',
  alreadySigned: /*i18n*/ 'This month already carries your signature',
  monthNotFound: /*i18n*/ 'Month not found',
  attested: /*i18n*/ 'Your attestation is recorded',
  concernRaised: /*i18n*/ 'Your concern is recorded and the admins are told',
  changeNotFound: /*i18n*/ 'No such role change waiting',
  sameAdmin: /*i18n*/ 'Another admin must approve a role change you proposed',
  displayNameRequired: /*i18n*/ 'Give the public name shown beside their signature',
  memberNotFound: /*i18n*/ 'No account with this e-mail',
  adminCannotSign: /*i18n*/ 'An admin cannot also sign for the Shariah board or as auditor',
  alreadyHolds: /*i18n*/ 'This account already holds this role',
  doesNotHold: /*i18n*/ 'This account does not hold this role',
  alreadyProposed: /*i18n*/ 'This change is already waiting for approval',
  proposed: /*i18n*/ 'Proposed: another admin must approve it',
  approved: /*i18n*/ 'Approved: the change is in effect',
} as const;

export const attestationSchema = z
  .object({
    role: z.enum(OVERSIGHT_ROLES),
    verdict: z.enum(['attested', 'concern']),
    note: multiLineText().trim().max(4000, OVERSIGHT_MESSAGES.noteTooLong).optional().default(''),
  })
  .refine((a) => a.verdict !== 'concern' || a.note.length > 0, { message: OVERSIGHT_MESSAGES.noteRequired, path: ['note'] });
export type AttestationInput = z.infer<typeof attestationSchema>;

export const roleChangeSchema = z.object({
  email: z.email(OVERSIGHT_MESSAGES.memberNotFound).transform((e) => e.toLowerCase()),
  role: z.enum(OVERSIGHT_ROLES),
  change: z.enum(['grant', 'revoke']),
  display_name: singleLineText().trim().max(120).optional().default(''),
});
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

/** One signature on a month: who (their public display name) and when. */
export interface Signature {
  name: string | null;
  at: string;
}

/**
 * A closed month's signatures in the order they arrive. `state` is the furthest reached: an open concern
 * of the Shariah board keeps it from reading "attested".
 */
export interface MonthSignatures {
  state: 'prepared' | 'approved' | 'attested' | 'audited';
  prepared: Signature | null;
  approved: Signature | null;
  shariah_board: Signature | null;
  auditor: Signature | null;
}

export interface OversightMonth {
  id: string;
  month_year: string;
  pool_cents: number;
  distributed_cents: number;
  operations_cents: number;
  beneficiaries_count: number;
  collected_cents: number | null;
  fees_cents: number | null;
  refunds_cents: number | null;
  signatures: MonthSignatures;
  /** The Shariah board's open concern on this month, if its latest word is one. */
  concern: { note: string; name: string | null; at: string } | null;
  /** The roles the reader holds that have not signed this month yet. */
  may_sign: OversightRole[];
}

export interface OversightMonthsResponse {
  roles: OversightRole[];
  months: OversightMonth[];
}

export interface RoleHolder {
  user_id: string;
  email: string;
  role: OversightRole;
  display_name: string | null;
  since: string;
}

export interface PendingRoleChange {
  id: string;
  email: string;
  role: OversightRole;
  change: 'grant' | 'revoke';
  display_name: string | null;
  proposed_by: string | null;
  proposed_at: string;
}

export interface OversightRolesResponse {
  holders: RoleHolder[];
  pending: PendingRoleChange[];
}

export interface OpenConcern {
  distribution_id: string;
  month_year: string;
  note: string;
  name: string | null;
  at: string;
}
