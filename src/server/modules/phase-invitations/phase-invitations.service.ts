import type { PhaseInvitee } from '../../../shared/api';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { translatorFor, type Translators } from '../../i18n/catalogs';
import type { JobQueue } from '../../jobs/job-queue';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { StatsService } from '../stats/stats.service';
import { phaseInvitationEmail } from './phase-invitation-email';
import { phaseInvitationsRepository as repo } from './phase-invitations.repository';

export const INVITATION_QUEUES = { start: 'phase-invitations', batch: 'phase-invitation-batch' } as const;

/** Members per batch job: one page of ids read by the start job, one job's e-mails. */
const INVITATION_BATCH = 500;
/** The daily pass that invites whoever the switch missed (members verified since, a lost job). */
const DAILY_HOUR_UTC = 9;

export interface PhaseInvitationsDeps {
  db: Executor;
  jobs: JobQueue;
  stats: StatsService;
  mailer: Mailer;
  translators: Translators;
  publicUrl: string;
  log: Log;
  /** Members per batch job; tests page a few members with a small one. */
  batchSize?: number;
}

/**
 * Invites every verified member to set up their pledge once Phase 2 begins. The start
 * job reads member ids a page at a time and sends one batch job per page (an id range); a batch job
 * claims its members in `phase_invitations` before writing to them, so each member is written to
 * once however often a job runs or the goal is switched.
 */
export function createPhaseInvitationsService(deps: PhaseInvitationsDeps) {
  const { db, jobs } = deps;
  const batchSize = deps.batchSize ?? INVITATION_BATCH;
  const inPhaseTwo = async () => (await deps.stats.get()).phase === 2;

  /** Sends a batch job per page of uninvited members; answers how many batches. */
  async function start(run: string): Promise<number> {
    if (!(await inPhaseTwo())) return 0;
    let batches = 0;
    let after: string | null = null;
    for (;;) {
      const ids = await repo.idsAfter(db, after, batchSize);
      if (ids.length === 0) return batches;
      const from = ids[0]!;
      const to = ids.at(-1)!;
      await jobs.send(INVITATION_QUEUES.batch, { from, to }, { singletonKey: `${run}:${from}` });
      batches += 1;
      after = to;
    }
  }

  /** Writes to the range's uninvited members; a member whose e-mail fails is released for the job's retry. */
  async function sendBatch(from: string, to: string, now: Date): Promise<number> {
    // Switched back to Phase 1 before this batch ran: its members are invited when Phase 2 comes again.
    if (!(await inPhaseTwo())) return 0;
    const members = await repo.inRange(db, from, to, batchSize * 2);
    const claimed = await repo.claim(db, members.map((m) => m.id), now.toISOString());
    const failed: string[] = [];
    for (const member of members.filter((m) => claimed.has(m.id))) {
      try {
        await deps.mailer.send(phaseInvitationEmail(translatorFor(deps.translators, member.locale), { to: member.email, name: member.full_name, publicUrl: deps.publicUrl }));
      } catch (error) {
        deps.log.error({ member: member.id, err: error }, 'phase 2 invitation could not be sent');
        failed.push(member.id);
      }
    }
    await repo.release(db, failed);
    if (failed.length > 0) throw new Error(`${failed.length} phase 2 invitations could not be sent`);
    return claimed.size;
  }

  return {
    register() {
      jobs.define(INVITATION_QUEUES.start, async (job) => void (await start(String(job.data.run ?? job.data.day ?? job.now.toISOString()))));
      jobs.define(INVITATION_QUEUES.batch, async (job) => void (await sendBatch(String(job.data.from), String(job.data.to), job.now)));
      jobs.daily(INVITATION_QUEUES.start, DAILY_HOUR_UTC);
    },

    /** After a change that started Phase 2 has committed: the invitations start now, off the request. */
    async phaseBegan(now: Date = new Date()) {
      const run = `began:${now.toISOString()}`;
      await jobs.send(INVITATION_QUEUES.start, { run }, { singletonKey: run });
    },

    /** How many members a start of Phase 2 would invite now, read in the caller's transaction when given. */
    countUninvited: (executor: Executor = db) => repo.countUninvited(executor),

    /** A page of the members a start of Phase 2 would invite, for the admin who prepares or approves it. */
    async uninvitedPage(query: PageQuery): Promise<Page<PhaseInvitee>> {
      const [items, total] = await Promise.all([repo.uninvitedPage(db, offsetOf(query), query.page_size), repo.countUninvited(db)]);
      return { items, page: query.page, page_size: query.page_size, total };
    },

    start,
    sendBatch,
  };
}

export type PhaseInvitationsService = ReturnType<typeof createPhaseInvitationsService>;
