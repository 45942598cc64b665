import { randomUUID } from 'node:crypto';
import type { BeneficiaryStatus, MyApplication } from '../../../shared/api';
import { applicationStatus } from '../../../shared/domain/queue';
import { APPLICATION_MESSAGES } from '../../../shared/schemas/applications';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { flag, nowIso } from '../../db/time';
import { conflict, notFound } from '../../http/errors';
import { applicationsRepository } from './applications.repository';

export function createApplicationsService(deps: { db: Executor }) {
  return {
    /** One application under review at a time; checked and written in one transaction. */
    async submit(userId: string, reason: string): Promise<MyApplication> {
      const id = randomUUID();
      const createdAt = nowIso();
      await deps.db.transaction().execute(async (trx) => {
        if (await applicationsRepository.hasOpenApplication(trx, userId)) throw conflict(APPLICATION_MESSAGES.alreadyOpen);
        await applicationsRepository.insert(trx, { id, user_id: userId, reason, created_at: createdAt });
      });
      return { id, reason, status: 'under_review', amount_received_cents: null, move_down: false, created_at: createdAt };
    },

    /** Only ever the caller's own applications: the user id comes from the session. */
    async mine(userId: string, query: PageQuery): Promise<Page<MyApplication>> {
      const [rows, total] = await Promise.all([
        applicationsRepository.pageOfMember(deps.db, userId, offsetOf(query), query.page_size),
        applicationsRepository.countOfMember(deps.db, userId),
      ]);
      const items = rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        status: applicationStatus({ approved: r.approved === 1, reviewed_by: r.reviewed_by }),
        amount_received_cents: r.amount_received_cents,
        move_down: r.move_down === 1,
        created_at: r.created_at,
      }));
      return { items, page: query.page, page_size: query.page_size, total };
    },

    async beneficiaryStatus(userId: string): Promise<BeneficiaryStatus> {
      const mine = await applicationsRepository.waitingOfMember(deps.db, userId);
      if (!mine) return { waiting: null };
      const [ahead, total] = await Promise.all([
        applicationsRepository.countAhead(deps.db, { move_down: mine.move_down, subscribed_at: mine.subscribed_at, applied_at: mine.applied_at, id: mine.id }),
        applicationsRepository.countWaiting(deps.db),
      ]);
      return { waiting: { application_id: mine.id, position: ahead + 1, waiting_total: total, move_down: mine.move_down === 1 } };
    },

    /** A member may step back in the queue, and undo it, until they have been paid. */
    async setMoveDown(userId: string, applicationId: string, moveDown: boolean): Promise<void> {
      const app = await applicationsRepository.findOwned(deps.db, applicationId, userId);
      if (!app) throw notFound('Application not found');
      if (app.distribution_id) throw conflict('This application has already received its share.');
      await applicationsRepository.setMoveDown(deps.db, applicationId, flag(moveDown));
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
