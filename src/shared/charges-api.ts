import { z } from 'zod';
import { pageQuerySchema } from './schemas/paging';

/** Paths of the monthly charges' admin routes. */
export const CHARGES_API = {
  /** GET: each month's charge of each pledge, newest change first, by status and member. */
  list: '/api/admin/charges',
} as const;

export const CHARGE_STATUSES = ['pending', 'settled', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const chargeListQuerySchema = pageQuerySchema.extend({
  status: z.enum(CHARGE_STATUSES, /*i18n*/ 'Status must be pending, settled or failed').optional(),
  member_id: z.uuid(/*i18n*/ 'Member must be an account id').optional(),
  /** Only the charges held because the provider settled another amount or currency. */
  flagged: z.enum(['true'], /*i18n*/ 'Flagged must be true').optional(),
});
export type ChargeListQuery = z.output<typeof chargeListQuerySchema>;

/** One month's charge of one pledge, as the admins see it: where it stands and, when it failed, why. */
export interface AdminCharge {
  id: string;
  member_id: string;
  /** Null once the member's account has been erased. */
  member_name: string | null;
  member_email: string | null;
  month: string;
  billing_date: string;
  status: ChargeStatus;
  /** Tries so far: 1 on the billing day, then one on each retry day (domain/billing-retries.ts). */
  attempts: number;
  method_type: string;
  amount_cents: number;
  currency: string;
  provider_charge_id: string | null;
  /** The bank's or provider's code (insufficient_funds, …) and message of the last failure. */
  decline_code: string | null;
  decline_message: string | null;
  settled_cents: number | null;
  fee_cents: number | null;
  updated_at: string;
  /**
   * Set when the provider settled another amount or currency than amount_cents and currency: the
   * charge is held (still pending, nothing in the ledger) for an admin to look into.
   */
  received: { amount_cents: number; currency: string; flagged_at: string } | null;
}
