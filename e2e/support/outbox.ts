import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { authLinkToken, type AuthLinkPurpose } from '../../src/shared/auth-links';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

interface Message {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Every e-mail or text written to the outbox for this address, oldest first. */
export function messagesTo(to: string): Message[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(outboxDir(), f), 'utf8')) as Message).filter((m) => m.to === to);
}

/** The subjects of every message sent to this address so far, oldest first. */
export const subjectsTo = (to: string): string[] => messagesTo(to).map((m) => m.subject);

/** Waits for the newest e-mail to this address and returns the link in it, as a person would click it. */
export async function latestLinkTo(to: string, count = 1): Promise<string> {
  // No ceiling of its own (0): a busy machine may take long to write it, and the test's timeout bounds the wait.
  await expect.poll(() => messagesTo(to).length, { timeout: 0 }).toBeGreaterThanOrEqual(count);
  const message = messagesTo(to).at(-1)!;
  const match = message.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in the e-mail "${message.subject}"`);
  return match[0];
}

/** Waits for the newest text message to this phone number and returns the 6-digit code in it. */
export async function latestCodeTo(phone: string, count = 1): Promise<string> {
  await expect.poll(() => messagesTo(phone).length, { timeout: 0 }).toBeGreaterThanOrEqual(count);
  const code = /\b(\d{6})\b/.exec(messagesTo(phone).at(-1)!.text)?.[1];
  if (!code) throw new Error(`no code in the text to ${phone}`);
  return code;
}

/** The token of the newest e-mailed link to this address, read the way the auth screen reads it. */
export async function latestLinkTokenTo(to: string, purpose: AuthLinkPurpose = 'verify', count = 1): Promise<string> {
  const token = authLinkToken(new URL(await latestLinkTo(to, count)), purpose);
  if (!token) throw new Error(`no ${purpose} token in the newest e-mail to ${to}`);
  return token;
}
