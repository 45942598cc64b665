import { monthOf } from '../../../shared/domain/ledger';
import { designate } from '../../../shared/domain/zakat';
import type { LedgerEntry, LedgerMember } from '../../../shared/ledger-api';
import { LEDGER_MESSAGES, type RecordedPayment } from '../../../shared/schemas/ledger';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/time';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import type { LedgerService } from './ledger.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Corrections are admin rows; their reference says which row they cancel, so a repeat is the same row.
 * Only a correction may carry such a reference: a payment recorded with one would take the place of
 * the correction it names, which then could never be made.
 */
const CORRECTION_PREFIX = 'correction:';
const correctionReference = (id: string) => `${CORRECTION_PREFIX}${id}`;
const isCorrectionReference = (reference: string) => reference.toLowerCase().startsWith(CORRECTION_PREFIX);

/** What the audit trail keeps of a row: the money facts, and the note, which the ledger row does not hold. */
const auditSnapshot = (entry: LedgerEntry, note: string | undefined) => ({
  member_id: entry.member_id,
  kind: entry.kind,
  month: entry.month,
  // Named by its currency, so the audit log shows a CAD amount as Canadian dollars.
  ...(entry.currency === 'CAD' ? { amount_cad_cents: entry.amount_cents } : { amount_cents: entry.amount_cents }),
  currency: entry.currency,
  settled_cents: entry.settled_cents,
  method: entry.method,
  reference: entry.reference,
  corrects_id: entry.corrects_id,
  ...(note && { note }),
});

export interface PaymentCheck {
  member: LedgerMember;
  /** What reaches the pool, in its currency. */
  settled: number;
  already: boolean;
}

/** The same payment sent again (a double-clicked form) rather than a different one reusing its reference. */
const samePayment = (entry: LedgerEntry, memberId: string, input: RecordedPayment, settled: number) =>
  entry.kind === 'recorded_payment' && entry.member_id === memberId && entry.month === input.month &&
  entry.amount_cents === input.amount && entry.currency === input.currency && entry.settled_cents === settled && entry.method === input.method;

/**
 * What admins do with the ledger: record money received outside the provider, and cancel a mistaken
 * row with a correction. Each is one transaction with its audit record.
 */
export function createLedgerAdminService(deps: { db: Executor; ledger: LedgerService; members: MembersService; audit: AuditService }) {
  /** A member named by account id, e-mail or referral code, as the admin has it at hand. */
  async function findMember(key: string): Promise<LedgerMember | undefined> {
    const text = key.trim();
    const id = UUID.test(text) ? text.toLowerCase() : text.includes('@') ? (await deps.members.findByEmail(text.toLowerCase()))?.id : await deps.members.findIdByReferralCode(text.toUpperCase());
    const profile = id === undefined ? undefined : await deps.members.findProfile(id);
    return profile && { id: profile.id, full_name: profile.full_name, email: profile.email, referral_code: profile.referral_code, joined_on: profile.created_at.slice(0, 10) };
  }

  /**
   * Every rule a recorded payment must pass, in the order the admin meets them, without writing. The
   * record dialog asks for this before its confirmation, and recording runs it again, so a confirmed
   * payment fails only when something changed in between. `already` is the same payment sent before.
   */
  async function checkPayment(input: RecordedPayment): Promise<PaymentCheck> {
    if (isCorrectionReference(input.reference)) throw badRequest(LEDGER_MESSAGES.referenceReserved, { reference: LEDGER_MESSAGES.referenceReserved });
    const member = await findMember(input.member);
    if (!member) throw badRequest(LEDGER_MESSAGES.memberNotFound, { member: LEDGER_MESSAGES.memberNotFound });
    if (input.month > monthOf(nowIso())) throw badRequest(LEDGER_MESSAGES.monthFuture, { month: LEDGER_MESSAGES.monthFuture });
    if (input.month < monthOf(member.joined_on)) throw badRequest(LEDGER_MESSAGES.monthBeforeJoining, { month: LEDGER_MESSAGES.monthBeforeJoining });
    const settled = input.currency === 'USD' ? input.amount : (input.settled_amount ?? 0);
    const existing = await deps.ledger.findByReference('recorded', input.reference);
    if (existing && !samePayment(existing, member.id, input, settled)) throw conflict(LEDGER_MESSAGES.duplicate, { reference: LEDGER_MESSAGES.duplicate });
    return { member, settled, already: existing !== undefined };
  }

  return {
    findMember,
    checkPayment,

    /** Answers `created: false` with the row already there when the same payment is sent twice. */
    async recordPayment(actor: Actor, input: RecordedPayment): Promise<{ entry: LedgerEntry; created: boolean }> {
      const { member, settled } = await checkPayment(input);
      return deps.db.transaction().execute(async (trx) => {
        const result = await deps.ledger.append(trx, {
          kind: 'recorded_payment',
          amount_cents: input.amount,
          currency: input.currency,
          settled_cents: settled,
          month: input.month,
          member_id: member.id,
          source: 'recorded',
          reference: input.reference,
          method: input.method,
          recorded_by: actor.id,
          zakat_cents: designate(settled, input.zakat_percent).zakat_cents,
        });
        if (!result.created) {
          if (samePayment(result.entry, member.id, input, settled)) return result;
          throw conflict(LEDGER_MESSAGES.duplicate, { reference: LEDGER_MESSAGES.duplicate });
        }
        await deps.audit.record(trx, actor, { action: 'record_payment', entity_type: 'ledger_entry', entity_id: result.entry.id, after: auditSnapshot(result.entry, input.note) });
        return result;
      });
    },

    /** A new row with the opposite amounts, in the same month and currency; a row is corrected once. */
    async correct(actor: Actor, id: string, note: string | undefined): Promise<LedgerEntry> {
      try {
        return await deps.db.transaction().execute(async (trx) => {
          const original = await deps.ledger.find(id, trx);
          if (!original) throw notFound(LEDGER_MESSAGES.entryNotFound);
          if (original.kind === 'correction') throw conflict(LEDGER_MESSAGES.correctionOfCorrection);
          if (original.corrected_by) throw conflict(LEDGER_MESSAGES.alreadyCorrected);
          const { entry, created } = await deps.ledger.append(trx, {
            kind: 'correction',
            amount_cents: -original.amount_cents,
            currency: original.currency,
            settled_cents: -original.settled_cents,
            month: original.month,
            member_id: original.member_id,
            source: 'recorded',
            reference: correctionReference(original.id),
            method: original.method,
            recorded_by: actor.id,
            corrects_id: original.id,
            zakat_cents: -original.zakat_cents,
          });
          if (!created) throw conflict(LEDGER_MESSAGES.alreadyCorrected);
          await deps.audit.record(trx, actor, { action: 'correct', entity_type: 'ledger_entry', entity_id: entry.id, after: auditSnapshot(entry, note) });
          return entry;
        });
      } catch (err) {
        // Two admins correcting the same row at once: the unique index on corrects_id refuses the second.
        if (isUniqueViolation(err)) throw conflict(LEDGER_MESSAGES.alreadyCorrected);
        throw err;
      }
    },
  };
}

export type LedgerAdminService = ReturnType<typeof createLedgerAdminService>;
