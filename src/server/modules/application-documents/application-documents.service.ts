import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, DOCUMENTS_PER_APPLICATION, type ApplicationDocument, type DocumentMediaType } from '../../../shared/schemas/application-documents';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { Log } from '../../log';
import type { BlobStore } from '../../storage/blob-store';
import type { Actor, AuditService } from '../audit/audit.service';
import { cleanDocument } from './clean-document';
import { applicationDocumentsRepository as repo } from './application-documents.repository';

export const DOCUMENT_QUEUES = { erase: 'application-documents.erase' } as const;
/** After the night's charges and the provider sweep, when the site is quiet. */
const ERASE_HOUR_UTC = 4;
const ERASE_PAGE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Deps {
  db: Executor;
  store: BlobStore;
  audit: AuditService;
  jobs: JobQueue;
  log: Log;
  retentionDays: number;
}

/** Who is reading: the applicant through their own route, or an admin reviewing. */
export type Reader = Actor & { reviewer: boolean };

const APPLICATION_NOT_FOUND = 'Application not found';

const listed = (r: { id: string; label: string; media_type: string; size_bytes: number; created_at: string }): ApplicationDocument => ({
  ...r, media_type: r.media_type as DocumentMediaType, size_bytes: Number(r.size_bytes),
});

export function createApplicationDocumentsService(deps: Deps) {
  const { db, store } = deps;

  /** The application, when the reader may see it: its applicant, or any reviewer. Anyone else gets the same 404. */
  async function readable(reader: { id: string; reviewer: boolean }, applicationId: string) {
    const application = await repo.application(db, applicationId);
    if (!application || (!reader.reviewer && application.user_id !== reader.id)) throw notFound(APPLICATION_NOT_FOUND);
    return application;
  }

  /** Deletes the files, then their rows: a row left behind means the file is still to delete. */
  async function eraseFiles(rows: { id: string; storage_key: string }[]) {
    for (const row of rows) await store.delete(row.storage_key);
    await repo.remove(db, rows.map((r) => r.id));
  }

  /** Erases, a page at a time, every document decided more than the retention period before `now`, or left by an erased account. */
  async function sweep(now: Date): Promise<number> {
    const decidedBefore = new Date(now.getTime() - deps.retentionDays * DAY_MS).toISOString();
    let erased = 0;
    for (;;) {
      const rows = await repo.due(db, decidedBefore, ERASE_PAGE);
      if (rows.length === 0) return erased;
      await eraseFiles(rows);
      erased += rows.length;
    }
  }

  return {
    /**
     * Adds a document to the member's own application while it is under review: checked by its
     * content, stripped of metadata, then stored (encrypted by the store). The row is written after
     * the file, so a row always has its file; a file whose row failed is deleted at once.
     */
    async upload(userId: string, applicationId: string, label: string, body: Buffer): Promise<ApplicationDocument> {
      const application = await readable({ id: userId, reviewer: false }, applicationId);
      if (application.reviewed_at !== null) throw conflict(DOCUMENT_MESSAGES.decided);
      if (body.length === 0) throw badRequest(DOCUMENT_MESSAGES.empty);
      if (body.length > DOCUMENT_MAX_BYTES) throw new AppError(413, 'payload_too_large', DOCUMENT_MESSAGES.tooLarge);
      if ((await repo.countOf(db, applicationId)) >= DOCUMENTS_PER_APPLICATION) throw conflict(DOCUMENT_MESSAGES.tooMany);
      const clean = await cleanDocument(body);
      const id = randomUUID();
      const row = {
        id,
        application_id: applicationId,
        label,
        media_type: clean.mediaType,
        size_bytes: clean.data.length,
        // Of the bytes received: the same scan sent twice has the same hash, whatever it was re-encoded to.
        sha256: createHash('sha256').update(body).digest('hex'),
        storage_key: `application-documents/${id}`,
        created_at: nowIso(),
      };
      await store.put(row.storage_key, clean.data);
      try {
        await db.transaction().execute(async (trx) => {
          await repo.insert(trx, row);
          // Counted again with the row in: of two uploads at once, the one past the limit is undone.
          if ((await repo.countOf(trx, applicationId)) > DOCUMENTS_PER_APPLICATION) throw conflict(DOCUMENT_MESSAGES.tooMany);
        });
      } catch (err) {
        await store.delete(row.storage_key);
        throw err;
      }
      return listed(row);
    },

    async list(reader: { id: string; reviewer: boolean }, applicationId: string): Promise<ApplicationDocument[]> {
      await readable(reader, applicationId);
      return (await repo.listOf(db, applicationId)).map(listed);
    },

    /** The file, for its applicant or a reviewer; every reading is written to the audit trail first. */
    async read(reader: Reader, applicationId: string, documentId: string): Promise<{ label: string; mediaType: DocumentMediaType; data: Buffer }> {
      await readable(reader, applicationId);
      const document = await repo.find(db, applicationId, documentId);
      if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
      const data = await store.get(document.storage_key);
      if (!data) throw notFound(DOCUMENT_MESSAGES.notFound);
      await db.transaction().execute((trx) => deps.audit.record(trx, { id: reader.id, email: reader.email }, {
        action: 'document_view',
        entity_type: 'application_document',
        entity_id: document.id,
        after: { application_id: applicationId, as: reader.reviewer ? 'reviewer' : 'applicant' },
      }));
      return { label: document.label, mediaType: document.media_type as DocumentMediaType, data };
    },

    /** Inside an account's erasure: answers the files to delete once it commits. */
    detachOfMember: (trx: Executor, userId: string) => repo.detachOfMember(trx, userId),

    /** After an erasure commits; what fails here is left to the daily job, which finds the rows. */
    async eraseSoon(rows: { id: string; storage_key: string }[]) {
      try {
        await eraseFiles(rows);
      } catch (err) {
        deps.log.error({ err }, 'could not erase application documents; the daily job will');
      }
    },

    sweep,

    register() {
      deps.jobs.define(DOCUMENT_QUEUES.erase, async (job) => void (await sweep(job.now)));
      deps.jobs.daily(DOCUMENT_QUEUES.erase, ERASE_HOUR_UTC);
    },
  };
}

export type ApplicationDocumentsService = ReturnType<typeof createApplicationDocumentsService>;
