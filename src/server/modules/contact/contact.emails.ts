import { CONTACT_TOPICS, type ContactTopic } from '../../../shared/schemas/contact';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, frame } from '../../mail/templates';

/** Paragraphs split on blank lines; single line breaks kept, since people write messages that way. */
const htmlParagraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p.trim())}</p>`)
    .join('');

// These messages are written in English only, like the admin inbox they come from.
const page = (title: string, body: string) => frame('en', title, body);

interface StoredMessage {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** To the support address: answering it in a mail program goes straight to the sender. */
export function supportNotificationEmail(to: string, message: StoredMessage, inboxUrl: string): MailMessage {
  const topic = CONTACT_TOPICS[message.topic];
  const subject = `Contact form: ${topic} — ${message.name}`;
  const head = [`From: ${message.name} <${message.email}>`, `Topic: ${topic}`];
  return {
    to,
    replyTo: message.email,
    subject,
    text: `${head.join('\n')}\n\n${message.message}\n\nOpen it in the admin inbox: ${inboxUrl}\n`,
    html: page(
      'New message from the contact form',
      `<p style="margin:0 0 16px">${head.map(escapeHtml).join('<br>')}</p>${htmlParagraphs(message.message)}<p><a href="${escapeHtml(inboxUrl)}">Open it in the admin inbox</a></p>`,
    ),
    link: inboxUrl,
  };
}

/** An admin's answer, with the sender's own message quoted below it so the thread reads on its own. */
export function replyEmail(message: StoredMessage, body: string, contactUrl: string): MailMessage {
  const subject = `Re: your message to the Riba-Free Community (${CONTACT_TOPICS[message.topic]})`;
  const quoted = message.message.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
  const greeting = `Assalamu alaikum ${message.name},`;
  const footer = `To write to us again, use the form at ${contactUrl}`;
  return {
    to: message.email,
    subject,
    text: `${greeting}\n\n${body}\n\n${footer}\n\nYou wrote:\n${quoted}\n`,
    html: page(
      'An answer to your message',
      `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${htmlParagraphs(body)}<p style="margin:0 0 16px">To write to us again, use <a href="${escapeHtml(contactUrl)}">our contact form</a>.</p>`
        + `<p style="margin:0 0 8px;font-size:13px;color:#4b5563">You wrote:</p><blockquote style="margin:0;padding-left:12px;border-left:3px solid #d1d5db;color:#4b5563">${htmlParagraphs(message.message)}</blockquote>`,
    ),
  };
}
