import type { ContactStatus, ContactTopic } from './schemas/contact';

/** Paths of the contact form and the admin inbox, kept beside their types (see API in api.ts for the rest). */
export const CONTACT_API = {
  /** GET: a signed "issued at" token the form sends back with the message. */
  form: '/api/contact/form',
  /** POST: send a message. */
  send: '/api/contact',
  /** GET: the inbox, paged and filtered. */
  inbox: '/api/admin/messages',
  /** GET: who a message can be assigned to. */
  admins: '/api/admin/messages/admins',
  message: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`,
  assignee: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}/assignee`,
  status: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}/status`,
  replies: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}/replies`,
} as const;

export interface ContactFormToken {
  form_token: string;
}

export interface ContactAdmin {
  id: string;
  name: string;
  email: string;
}

/** One row of the inbox. */
export interface ContactMessageSummary {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  status: ContactStatus;
  /** The first words of the message. */
  excerpt: string;
  assignee: ContactAdmin | null;
  /** True when the sender was signed in. */
  from_member: boolean;
  reply_count: number;
  created_at: string;
  updated_at: string;
}

export interface ContactReply {
  id: string;
  body: string;
  author_email: string;
  created_at: string;
}

export interface ContactMessageDetail extends Omit<ContactMessageSummary, 'excerpt'> {
  message: string;
  member_id: string | null;
  replies: ContactReply[];
}
