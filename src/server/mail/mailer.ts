import nodemailer from 'nodemailer';
import type { Log } from '../log';
import { writeToOutbox } from '../outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about, logged in outbox mode so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}


export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

/** Without SMTP every message is written to DATA_DIR/outbox and the link is logged for the developer. */
export function createOutboxMailer(outboxDir: string, log: Log): Mailer {
  return {
    async send(message) {
      const file = await writeToOutbox(outboxDir, message.to, { channel: 'email', ...message });
      log.info({ to: message.to, subject: message.subject, file, link: message.link }, 'e-mail written to the outbox');
    },
  };
}
