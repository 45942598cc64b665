import { randomUUID } from 'node:crypto';
import type { MyNotes, PendingNote, ReceivedNote } from '../../../shared/queue-api';
import { NOTE_MESSAGES } from '../../../shared/schemas/encouragement';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { isRunningPledge } from '../../../shared/domain/pledge-status';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { encouragementRepository } from './encouragement.repository';

export type NoteDecision = 'approve' | 'reject';

/**
 * Notes of encouragement: a contributor writes one with their pledge, an admin approves or rejects
 * it, and an approved note is given once, with a distribution, to one of its beneficiaries. Neither
 * side ever learns the other's name: the author sees the month it went out, the recipient the text.
 */
export function createEncouragementService(deps: { db: Executor; audit: AuditService; subscriptions: SubscriptionsService }) {
  async function writeRefusal(userId: string, db: Executor): Promise<MyNotes['reason']> {
    const pledge = await deps.subscriptions.forMember(userId);
    // A pledge the member keeps: set up and not cancelled (a pause or a failed charge still counts).
    if (!pledge || !isRunningPledge(pledge.status)) return 'no_pledge';
    return (await encouragementRepository.openOf(db, userId)) ? 'note_waiting' : null;
  }

  const refusalError = (reason: NonNullable<MyNotes['reason']>) => conflict(reason === 'no_pledge' ? NOTE_MESSAGES.noPledge : NOTE_MESSAGES.waiting);

  return {
    /**
     * One note waiting at a time. The check gives the clear message; the partial unique index
     * (migration 0026) decides between two notes sent at once, and the second gets the same message.
     */
    async write(userId: string, body: string): Promise<void> {
      const reason = await writeRefusal(userId, deps.db);
      if (reason) throw refusalError(reason);
      try {
        await encouragementRepository.insert(deps.db, { id: randomUUID(), author_id: userId, body, status: 'pending', created_at: nowIso() });
      } catch (err) {
        throw isUniqueViolation(err) ? refusalError('note_waiting') : err;
      }
    },

    async mine(userId: string, query: PageQuery): Promise<MyNotes> {
      const [rows, total, reason] = await Promise.all([
        encouragementRepository.pageOfAuthor(deps.db, userId, offsetOf(query), query.page_size),
        encouragementRepository.countOfAuthor(deps.db, userId),
        writeRefusal(userId, deps.db),
      ]);
      return { can_write: reason === null, reason, items: rows.map((r) => ({ ...r, delivered_month: r.delivered_month ?? null })), page: query.page, page_size: query.page_size, total };
    },

    async received(userId: string, query: PageQuery): Promise<Page<ReceivedNote>> {
      const [rows, total] = await Promise.all([
        encouragementRepository.pageOfRecipient(deps.db, userId, offsetOf(query), query.page_size),
        encouragementRepository.countOfRecipient(deps.db, userId),
      ]);
      return { items: rows.map((r) => ({ ...r, delivered_at: r.delivered_at ?? '' })), page: query.page, page_size: query.page_size, total };
    },

    /** Waiting notes, oldest first, with their text and date only: what a moderator needs to judge them. */
    async pending(query: PageQuery): Promise<Page<PendingNote>> {
      const [items, total] = await Promise.all([
        encouragementRepository.pendingPage(deps.db, offsetOf(query), query.page_size),
        encouragementRepository.countPending(deps.db),
      ]);
      return { items, page: query.page, page_size: query.page_size, total };
    },

    /** Once, by an admin who did not write it, audited in the same transaction. */
    async moderate(actor: Actor, id: string, decision: NoteDecision): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const note = await encouragementRepository.findById(trx, id);
        if (!note) throw notFound(NOTE_MESSAGES.notFound);
        if (note.author_id === actor.id) throw forbidden(NOTE_MESSAGES.ownNote);
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const moderatedAt = nowIso();
        if (!(await encouragementRepository.moderateIfPending(trx, id, { status, moderated_by: actor.id, moderated_at: moderatedAt }))) {
          throw conflict(NOTE_MESSAGES.alreadyModerated);
        }
        // The author's id lets an erasure find and scrub this entry; the text itself is never copied here.
        await deps.audit.record(trx, actor, {
          action: decision,
          entity_type: 'encouragement_note',
          entity_id: id,
          before: { status: 'pending', author_id: note.author_id, created_at: note.created_at },
          after: { status, author_id: note.author_id, moderated_at: moderatedAt },
        });
      });
    },

    /**
     * Gives every approved note not yet given to one beneficiary of the distribution, in the order the
     * notes were approved and the beneficiaries were paid, one note each and round again when there
     * are more notes than beneficiaries; nobody receives their own note. Run inside the approval's
     * transaction, so the notes go exactly when the payouts are made. Reads only as many
     * beneficiaries as there are notes (twice over, for the rare author among them).
     */
    async assignNotes(trx: Executor, distributionId: string): Promise<number> {
      const notes = await encouragementRepository.undelivered(trx);
      if (notes.length === 0) return 0;
      const recipients = await encouragementRepository.firstAllocations(trx, distributionId, notes.length * 2);
      if (recipients.length === 0) return 0;
      const at = nowIso();
      let next = 0;
      let given = 0;
      for (const note of notes) {
        const pick = [next % recipients.length, (next + 1) % recipients.length].find((i) => recipients[i]!.user_id !== note.author_id);
        if (pick === undefined) continue;
        const to = recipients[pick]!;
        next = pick + 1;
        if (await encouragementRepository.deliver(trx, note.id, { distribution_id: distributionId, allocation_id: to.id, recipient_id: to.user_id!, delivered_at: at })) given += 1;
      }
      return given;
    },

    /** The notes given with each allocation (a payout's share), for the message that tells a beneficiary about it. */
    async notesForAllocations(allocationIds: string[], db: Executor = deps.db): Promise<Map<string, string[]>> {
      const byAllocation = new Map<string, string[]>();
      for (const row of await encouragementRepository.forAllocations(db, allocationIds)) {
        const list = byAllocation.get(row.allocation_id!) ?? [];
        list.push(row.body);
        byAllocation.set(row.allocation_id!, list);
      }
      return byAllocation;
    },
  };
}

export type EncouragementService = ReturnType<typeof createEncouragementService>;
