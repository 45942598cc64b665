import { type Insertable, sql } from 'kysely';
import type { ContactStatus, ContactTopic } from '../../../shared/schemas/contact';
import type { Executor } from '../../db/executor';
import type { ContactMessagesTable, ContactRepliesTable } from '../../db/tables';
import { ADMIN_ROLE } from '../members/members.service';

export interface InboxFilter {
  status?: ContactStatus | undefined;
  topic?: ContactTopic | undefined;
  /** Only messages assigned to this admin; null: only messages assigned to nobody. */
  assignedTo?: string | null | undefined;
  q?: string | undefined;
}

const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Executor, f: InboxFilter) {
  let q = db.selectFrom('contact_messages as m');
  if (f.status) q = q.where('m.status', '=', f.status);
  if (f.topic) q = q.where('m.topic', '=', f.topic);
  if (f.assignedTo === null) q = q.where('m.assigned_to', 'is', null);
  else if (f.assignedTo) q = q.where('m.assigned_to', '=', f.assignedTo);
  if (f.q) {
    const pattern = likeContains(f.q);
    q = q.where((eb) => eb.or([
      eb(sql`lower(m.name)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(m.email)`, 'like', sql`${pattern} escape '\\'`),
    ]));
  }
  return q;
}

const summaryColumns = ['m.id', 'm.name', 'm.email', 'm.topic', 'm.status', 'm.message', 'm.member_id', 'm.assigned_to', 'm.created_at', 'm.updated_at'] as const;

export const contactRepository = {
  async insert(db: Executor, row: Insertable<ContactMessagesTable>) {
    await db.insertInto('contact_messages').values(row).execute();
  },

  /** Newest first, with the assignee's name and the number of answers in the same query. */
  page(db: Executor, f: InboxFilter, offset: number, limit: number) {
    return filtered(db, f)
      .leftJoin('profiles as a', 'a.id', 'm.assigned_to')
      .select([...summaryColumns, 'a.full_name as assignee_name', 'a.email as assignee_email'])
      .select((eb) => eb.selectFrom('contact_replies as r').select((e) => e.fn.countAll().as('n')).whereRef('r.message_id', '=', 'm.id').as('reply_count'))
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async count(db: Executor, f: InboxFilter): Promise<number> {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  find(db: Executor, id: string) {
    return db
      .selectFrom('contact_messages as m')
      .leftJoin('profiles as a', 'a.id', 'm.assigned_to')
      .select([...summaryColumns, 'a.full_name as assignee_name', 'a.email as assignee_email'])
      .where('m.id', '=', id)
      .executeTakeFirst();
  },

  replies(db: Executor, messageId: string) {
    return db
      .selectFrom('contact_replies')
      .select(['id', 'body', 'author_email', 'created_at'])
      .where('message_id', '=', messageId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  async update(db: Executor, id: string, changes: { status?: ContactStatus; assigned_to?: string | null; updated_at: string }) {
    await db.updateTable('contact_messages').set(changes).where('id', '=', id).execute();
  },

  async insertReply(db: Executor, row: Insertable<ContactRepliesTable>) {
    await db.insertInto('contact_replies').values(row).execute();
  },

  /** What a member sent: signed in, or as a visitor from the e-mail address of their account. */
  bySender(db: Executor, memberId: string, email: string) {
    return db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'topic', 'message', 'status', 'created_at'])
      .where((eb) => eb.or([eb('member_id', '=', memberId), eb('email', '=', email)]))
      .orderBy('created_at')
      .execute();
  },

  /** Deletes the messages (their answers go with them, by cascade); returns their ids. */
  async deleteMany(db: Executor, ids: string[]) {
    if (ids.length > 0) await db.deleteFrom('contact_messages').where('id', 'in', ids).execute();
  },

  /** Everyone who can be given a message: the admins, by name. */
  admins(db: Executor) {
    return db
      .selectFrom('user_roles as r')
      .innerJoin('profiles as p', 'p.id', 'r.user_id')
      .select(['p.id', 'p.full_name as name', 'p.email'])
      .where('r.role', '=', ADMIN_ROLE)
      .orderBy('p.full_name')
      .orderBy('p.id')
      .execute();
  },

  admin(db: Executor, id: string) {
    return db
      .selectFrom('user_roles as r')
      .innerJoin('profiles as p', 'p.id', 'r.user_id')
      .select(['p.id', 'p.full_name as name', 'p.email'])
      .where('r.role', '=', ADMIN_ROLE)
      .where('p.id', '=', id)
      .executeTakeFirst();
  },
};
