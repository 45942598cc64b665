import { z } from 'zod';
import { keysOf } from '../domain/audit';
import { pageQuerySchema } from './paging';
import { multiLineText, singleLineText } from './text';

/** What a message is about: a short list, so the inbox can be filtered and routed by it. */
export const CONTACT_TOPICS = {
  membership: /*i18n*/ 'Membership and pledges',
  assistance: /*i18n*/ 'Assistance application',
  technical: /*i18n*/ 'Technical problem',
  privacy: /*i18n*/ 'Privacy and my data',
  other: /*i18n*/ 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const CONTACT_STATUSES = { open: /*i18n*/ 'Open', closed: /*i18n*/ 'Closed' } as const;
export type ContactStatus = keyof typeof CONTACT_STATUSES;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_REPLY_MAX = 10000;

/** The public form's messages are translated where they are shown; the limits are written out so that each is one whole sentence. */
export const CONTACT_MESSAGES = {
  nameRequired: /*i18n*/ 'Please enter your name',
  nameLong: /*i18n*/ 'Name must be at most 100 characters',
  email: /*i18n*/ 'Please enter a valid email address',
  topic: /*i18n*/ 'Please choose what your message is about',
  messageShort: /*i18n*/ 'Message must be at least 10 characters',
  messageLong: /*i18n*/ 'Message must be at most 5000 characters',
  formExpired: /*i18n*/ 'This form has been open too long. Please reload the page and send your message again.',
  sent: /*i18n*/ 'Thank you, your message has been sent.',
  sentDescription: /*i18n*/ 'We read every message and typically answer within 24-48 hours.',
  failed: /*i18n*/ 'Your message could not be sent. Please try again.',
  notFound: /*i18n*/ 'Message not found',
  assigneeNotAdmin: /*i18n*/ 'Messages can only be assigned to an admin',
  replyShort: /*i18n*/ 'Please write your answer',
  replyLong: `An answer must be at most ${CONTACT_REPLY_MAX} characters`,
  replied: /*i18n*/ 'Answer sent',
  assigned: /*i18n*/ 'Message assigned',
  unassigned: /*i18n*/ 'Message unassigned',
  closed: /*i18n*/ 'Message closed',
  reopened: /*i18n*/ 'Message reopened',
  empty: /*i18n*/ 'No messages match these filters.',
  loadFailed: /*i18n*/ 'Error loading messages',
} as const;

/**
 * The contact form and the body of POST /api/contact. `website` is a honeypot that people never see
 * and bots fill in; `form_token` is the signed time the form was handed out.
 */
export const contactMessageSchema = z.strictObject({
  name: singleLineText(CONTACT_MESSAGES.nameRequired).trim().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameLong),
  email: singleLineText(CONTACT_MESSAGES.email).trim().toLowerCase().pipe(z.email(CONTACT_MESSAGES.email).max(254, CONTACT_MESSAGES.email)),
  topic: z.enum(keysOf(CONTACT_TOPICS), CONTACT_MESSAGES.topic),
  message: multiLineText(CONTACT_MESSAGES.messageShort).trim().min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageShort).max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageLong),
  website: singleLineText().max(500).optional(),
  form_token: singleLineText().max(200),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** ?assigned=me shows the messages assigned to the admin asking; `q` matches part of the name or e-mail. */
export const contactInboxQuerySchema = pageQuerySchema.extend({
  status: z.enum(keysOf(CONTACT_STATUSES)).optional(),
  topic: z.enum(keysOf(CONTACT_TOPICS)).optional(),
  assigned: z.enum(['me', 'nobody']).optional(),
  q: singleLineText().trim().max(100).optional(),
});
export type ContactInboxQuery = z.output<typeof contactInboxQuerySchema>;

export const contactMessageIdParams = z.object({ id: z.uuid(CONTACT_MESSAGES.notFound) });

export const contactAssignSchema = z.strictObject({ admin_id: z.uuid(CONTACT_MESSAGES.assigneeNotAdmin).nullable() });

export const contactStatusSchema = z.strictObject({ status: z.enum(keysOf(CONTACT_STATUSES)) });

export const contactReplySchema = z.strictObject({
  body: multiLineText(CONTACT_MESSAGES.replyShort).trim().min(1, CONTACT_MESSAGES.replyShort).max(CONTACT_REPLY_MAX, CONTACT_MESSAGES.replyLong),
});
export type ContactReplyInput = z.input<typeof contactReplySchema>;
