import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Log } from '../log';

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

/** Without SMTP every message is written as a JSON file to DATA_DIR/outbox, newest sorting last. */
export function createOutboxMailer(outboxDir: string, log: Log): Mailer {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outboxDir, `${stamp}-${String(sequence).padStart(4, '0')}-${safeTo}.json`);
      await writeFile(file, JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2));
      log.info({ to: message.to, subject: message.subject, file, link: message.link }, 'e-mail written to the outbox');
    },
  };
}
