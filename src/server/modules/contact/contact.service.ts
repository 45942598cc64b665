import { randomUUID } from 'node:crypto';
import type { ContactAdmin, ContactMessageDetail, ContactMessageSummary } from '../../../shared/contact-api';
import { offsetOf, type Page } from '../../../shared/schemas/paging';
import { CONTACT_MESSAGES, type ContactInboxQuery, type ContactMessage, type ContactStatus, type ContactTopic } from '../../../shared/schemas/contact';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { badRequest, notFound } from '../../http/errors';
import type { BackgroundTasks } from '../../jobs/background-tasks';
import type { Mailer } from '../../mail/mailer';
import type { Actor, AuditService } from '../audit/audit.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { replyEmail, supportNotificationEmail } from './contact.emails';
import { contactRepository } from './contact.repository';
import { checkFormToken, issueFormToken } from './form-token';

const EXCERPT_LENGTH = 140;

/** Whether a message was kept, or recognised as a bot's and dropped (the sender is told the same either way). */
export type SendOutcome = 'stored' | 'discarded';

type Row = NonNullable<Awaited<ReturnType<typeof contactRepository.find>>>;

const assigneeOf = (row: Pick<Row, 'assigned_to' | 'assignee_name' | 'assignee_email'>): ContactAdmin | null =>
  row.assigned_to ? { id: row.assigned_to, name: row.assignee_name ?? '', email: row.assignee_email ?? '' } : null;

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
};

/** What the audit trail keeps of a message: who it is from and its state, not the words of it. */
const audited = (row: { name: string; email: string; topic: string; status: string; assigned_to: string | null }) =>
  ({ name: row.name, email: row.email, topic: row.topic, status: row.status, assigned_to: row.assigned_to });

export function createContactService(deps: { db: Executor; config: Config; mailer: Mailer; tasks: BackgroundTasks; audit: AuditService; rateLimits: RateLimitService; supportEmail: () => Promise<string | null> }) {
  const secret = deps.config.authSecret;
  const inboxUrl = (id: string) => `${deps.config.publicUrl}/admin/messages?message=${id}`;
  const contactUrl = `${deps.config.publicUrl}/contact`;

  async function existing(db: Executor, id: string): Promise<Row> {
    const row = await contactRepository.find(db, id);
    if (!row) throw notFound(CONTACT_MESSAGES.notFound);
    return row;
  }

  return {
    formToken: () => ({ form_token: issueFormToken(secret) }),

    /**
     * A filled honeypot, a token the server never signed, or a form sent back faster than anyone could
     * type is a bot's: it is dropped before any counting or storing, and the caller answers as for a
     * real message so the bot learns nothing. A form left open too long is a person's, told to reload.
     */
    async send(input: ContactMessage, sender: { ip: string; memberId: string | null }): Promise<SendOutcome> {
      const token = checkFormToken(secret, input.form_token);
      if (input.website || token === 'forged' || token === 'too_fast') return 'discarded';
      if (token === 'expired') throw badRequest(CONTACT_MESSAGES.formExpired);
      await deps.rateLimits.consume(deps.config.rateLimits.contact, `contact-ip:${sender.ip}`, `contact-email:${input.email}`);
      const now = nowIso();
      const stored = { id: randomUUID(), name: input.name, email: input.email, topic: input.topic, message: input.message };
      await contactRepository.insert(deps.db, { ...stored, member_id: sender.memberId, status: 'open', assigned_to: null, created_at: now, updated_at: now });
      deps.tasks.run('contact-support-email', async () => {
        const support = await deps.supportEmail();
        if (support) await deps.mailer.send(supportNotificationEmail(support, stored, inboxUrl(stored.id)));
      });
      return 'stored';
    },

    async inbox(query: ContactInboxQuery, adminId: string): Promise<Page<ContactMessageSummary>> {
      const filter = {
        status: query.status,
        topic: query.topic,
        assignedTo: query.assigned === 'me' ? adminId : query.assigned === 'nobody' ? null : undefined,
        q: query.q || undefined,
      };
      const [rows, total] = await Promise.all([
        contactRepository.page(deps.db, filter, offsetOf(query), query.page_size),
        contactRepository.count(deps.db, filter),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        topic: row.topic as ContactTopic,
        status: row.status as ContactStatus,
        excerpt: excerpt(row.message),
        assignee: assigneeOf(row),
        from_member: row.member_id !== null,
        reply_count: Number(row.reply_count ?? 0),
        created_at: row.created_at,
        updated_at: row.updated_at,
      }));
      return { items, page: query.page, page_size: query.page_size, total };
    },

    async detail(id: string): Promise<ContactMessageDetail> {
      const row = await existing(deps.db, id);
      const replies = await contactRepository.replies(deps.db, id);
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        topic: row.topic as ContactTopic,
        status: row.status as ContactStatus,
        message: row.message,
        member_id: row.member_id,
        assignee: assigneeOf(row),
        from_member: row.member_id !== null,
        reply_count: replies.length,
        replies,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    },

    /** The messages a member sent, for their data export. */
    sentBy: (memberId: string, email: string) => contactRepository.bySender(deps.db, memberId, email),

    /**
     * Erasure, inside the caller's transaction: the member's messages and the answers to them are
     * deleted. Returns their ids, so the audit rows about them can be scrubbed as well.
     */
    async eraseSender(trx: Executor, memberId: string, email: string): Promise<string[]> {
      const ids = (await contactRepository.bySender(trx, memberId, email)).map((m) => m.id);
      await contactRepository.deleteMany(trx, ids);
      return ids;
    },

    admins: (): Promise<ContactAdmin[]> => contactRepository.admins(deps.db),

    /** Gives the message to an admin (or to nobody); giving it to whoever already has it changes nothing. */
    async assign(actor: Actor, id: string, adminId: string | null): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const row = await existing(trx, id);
        if (adminId && !(await contactRepository.admin(trx, adminId))) throw badRequest(CONTACT_MESSAGES.assigneeNotAdmin, { admin_id: CONTACT_MESSAGES.assigneeNotAdmin });
        if (row.assigned_to === adminId) return;
        await contactRepository.update(trx, id, { assigned_to: adminId, updated_at: nowIso() });
        await deps.audit.record(trx, actor, { action: 'assign', entity_type: 'contact_message', entity_id: id, before: audited(row), after: audited({ ...row, assigned_to: adminId }) });
      });
    },

    /** Closing or reopening; asking for the status the message already has changes nothing. */
    async setStatus(actor: Actor, id: string, status: ContactStatus): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const row = await existing(trx, id);
        if (row.status === status) return;
        await contactRepository.update(trx, id, { status, updated_at: nowIso() });
        await deps.audit.record(trx, actor, { action: status === 'closed' ? 'close' : 'reopen', entity_type: 'contact_message', entity_id: id, before: audited(row), after: audited({ ...row, status }) });
      });
    },

    /** Stores the answer with the message and e-mails it to the sender once the transaction has committed. */
    async reply(actor: Actor, id: string, body: string): Promise<void> {
      const row = await deps.db.transaction().execute(async (trx) => {
        const message = await existing(trx, id);
        const replyId = randomUUID();
        const now = nowIso();
        await contactRepository.insertReply(trx, { id: replyId, message_id: id, author_id: actor.id, author_email: actor.email, body, created_at: now });
        await contactRepository.update(trx, id, { updated_at: now });
        await deps.audit.record(trx, actor, { action: 'reply', entity_type: 'contact_message', entity_id: id, after: { reply_id: replyId, to: message.email, body } });
        return message;
      });
      const stored = { id: row.id, name: row.name, email: row.email, topic: row.topic as ContactTopic, message: row.message };
      deps.tasks.run('contact-reply-email', () => deps.mailer.send(replyEmail(stored, body, contactUrl)));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
