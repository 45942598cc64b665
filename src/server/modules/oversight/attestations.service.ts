import { randomUUID } from 'node:crypto';
import {
  OVERSIGHT_MESSAGES, type AttestationInput, type MonthSignatures, type OpenConcern, type OversightMonth, type OversightMonthsResponse, type OversightRole, type Signature,
} from '../../../shared/oversight';
import type { Executor } from '../../db/executor';
import type { MonthAttestationsTable } from '../../db/tables';
import { nowIso } from '../../db/time';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { translatorFor, type Translators } from '../../i18n/catalogs';
import type { BackgroundTasks } from '../../jobs/background-tasks';
import type { Mailer } from '../../mail/mailer';
import { layout } from '../../mail/templates';
import type { AuditService } from '../audit/audit.service';
import type { DistributionsService } from '../distributions/distributions.service';
import type { MembersService } from '../members/members.service';
import { oversightRepository } from './oversight.repository';

type Closed = Awaited<ReturnType<DistributionsService['closedWithSigners']>>[number];
type Row = MonthAttestationsTable;

/** The latest word of a role on a month: a later attestation answers an earlier concern, and the reverse. */
const latestOf = (rows: Row[], role: OversightRole) => rows.filter((r) => r.role === role).at(-1);

function signaturesOf(d: Closed, rows: Row[]): MonthSignatures {
  const board = latestOf(rows, 'shariah_board');
  const auditor = latestOf(rows, 'auditor');
  const boardSigned = board?.verdict === 'attested' ? { name: board.signer_name, at: board.created_at } : null;
  const auditorSigned = auditor?.verdict === 'attested' ? { name: auditor.signer_name, at: auditor.created_at } : null;
  const sig = (name: string | null, at: string | null): Signature | null => (at ? { name, at } : null);
  return {
    // An open concern keeps the month from reading as attested, and so as audited, whatever the auditor signed.
    state: boardSigned ? (auditorSigned ? 'audited' : 'attested') : 'approved',
    prepared: sig(d.prepared_name, d.prepared_at ?? d.created_at),
    approved: sig(d.approved_name, d.approved_at),
    shariah_board: boardSigned,
    auditor: auditorSigned,
  };
}

export interface Signer {
  userId: string;
  email: string;
  roles: OversightRole[];
}

/**
 * The Shariah board's and the auditor's signatures on each approved month. A board concern needs a
 * note, keeps the month from being published as attested, and is e-mailed to every admin.
 */
export function createAttestationsService(deps: {
  db: Executor; distributions: DistributionsService; members: MembersService; audit: AuditService; mailer: Mailer; tasks: BackgroundTasks; translators: Translators; publicUrl: string;
}) {
  async function signedMonths() {
    const closed = await deps.distributions.closedWithSigners();
    const rows = await oversightRepository.attestations(deps.db, closed.map((d) => d.id));
    return closed.map((d) => {
      const mine = rows.filter((r) => r.distribution_id === d.id);
      const board = latestOf(mine, 'shariah_board');
      return { d, rows: mine, signatures: signaturesOf(d, mine), concern: board?.verdict === 'concern' ? board : undefined };
    });
  }

  function tellAdmins(month: string, note: string, signer: string | null) {
    deps.tasks.run('oversight-concern-email', async () => {
      const admins = await deps.members.roleHolders(['admin']);
      const url = `${deps.publicUrl}/admin`;
      for (const admin of admins) {
        const i18n = translatorFor(deps.translators, admin.locale);
        const subject = i18n._('The Shariah board raised a concern about {month}', { month });
        const lines = [
          i18n._('{name} of the Shariah board raised a concern about the month {month}. Until it is answered, the month is not published as attested.', { name: signer ?? i18n._('A member'), month }),
          note,
        ];
        const action = i18n._('Open the admin dashboard');
        await deps.mailer.send({ to: admin.email, subject, text: `${lines.join('\n\n')}\n\n${action}: ${url}\n`, html: layout(i18n, subject, lines, { label: action, url }), link: url });
      }
    });
  }

  return {
    /** Month by month, each closed month's signatures as they stand, for the public report. */
    async signaturesByMonth(): Promise<Map<string, MonthSignatures>> {
      return new Map((await signedMonths()).map((m) => [m.d.month_year, m.signatures]));
    },

    async months(signer: Signer): Promise<OversightMonthsResponse> {
      const months = (await signedMonths()).map(({ d, rows, signatures, concern }): OversightMonth => ({
        id: d.id,
        month_year: d.month_year,
        pool_cents: Number(d.total_pool_cents),
        distributed_cents: Number(d.total_distributed_cents),
        operations_cents: Number(d.total_retained_cents),
        beneficiaries_count: Number(d.beneficiaries_count),
        collected_cents: d.collected_cents === null ? null : Number(d.collected_cents),
        fees_cents: d.fees_cents === null ? null : Number(d.fees_cents),
        refunds_cents: d.refunds_cents === null ? null : Number(d.refunds_cents),
        signatures,
        concern: concern ? { note: concern.note ?? '', name: concern.signer_name, at: concern.created_at } : null,
        may_sign: signer.roles.filter((role) => latestOf(rows, role)?.verdict !== 'attested'),
      }));
      return { roles: signer.roles, months };
    },

    async openConcerns(): Promise<{ items: OpenConcern[]; total: number }> {
      const items = (await signedMonths()).flatMap(({ d, concern }) =>
        concern ? [{ distribution_id: d.id, month_year: d.month_year, note: concern.note ?? '', name: concern.signer_name, at: concern.created_at }] : [],
      );
      return { items, total: items.length };
    },

    async sign(signer: Signer, distributionId: string, input: AttestationInput): Promise<void> {
      if (!signer.roles.includes(input.role)) throw forbidden(OVERSIGHT_MESSAGES.notYourRole);
      if (input.role === 'auditor' && input.verdict === 'concern') throw badRequest(OVERSIGHT_MESSAGES.auditorAttestsOnly);
      const month = (await signedMonths()).find((m) => m.d.id === distributionId);
      if (!month) throw notFound(OVERSIGHT_MESSAGES.notClosed);
      if (latestOf(month.rows, input.role)?.verdict === 'attested') throw conflict(OVERSIGHT_MESSAGES.alreadySigned);
      const name = await deps.members.displayNameOf(signer.userId, input.role);
      await deps.db.transaction().execute(async (trx) => {
        const row: Row = {
          id: randomUUID(), distribution_id: distributionId, role: input.role, verdict: input.verdict, note: input.note || null,
          signer_id: signer.userId, signer_name: name, created_at: nowIso(),
        };
        await oversightRepository.insertAttestation(trx, row);
        await deps.audit.record(trx, { id: signer.userId, email: signer.email }, {
          action: input.verdict === 'attested' ? 'attest' : 'concern', entity_type: 'distribution', entity_id: distributionId,
          after: { month_year: month.d.month_year, role: input.role, verdict: input.verdict, ...(input.note && { note: input.note }) },
        });
      });
      if (input.verdict === 'concern') tellAdmins(month.d.month_year, input.note, name);
    },
  };
}

export type AttestationsService = ReturnType<typeof createAttestationsService>;
