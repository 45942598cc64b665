import nodemailer from 'nodemailer';
import { maskRecipient, type Log } from '../log';
import { emailsFailed, emailsSent } from '../metrics/metrics';
import { writeToOutbox } from '../outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes when it should not go to MAIL_FROM (a contact message names its sender). */
  replyTo?: string;
  /** The one link the message is about, kept in the outbox file so a developer or a test can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Counts each message handed over, and each refused, whichever way it leaves. */
function counted(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        emailsFailed.inc();
        throw err;
      }
      emailsSent.inc();
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return counted({
    async send({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from, to, subject, text, html, ...(replyTo && { replyTo }) });
    },
  });
}

/**
 * Without SMTP every message is written to DATA_DIR/outbox, where a developer opens the link. The log
 * says only that a message went out: its link is a live credential.
 */
export function createOutboxMailer(outboxDir: string, log: Log): Mailer {
  return counted({
    async send(message) {
      const file = await writeToOutbox(outboxDir, message.to, { channel: 'email', ...message });
      log.info({ channel: 'email', to: maskRecipient(message.to), file }, 'e-mail written to the outbox');
    },
  });
}
