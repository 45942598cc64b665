import type { I18n } from '@lingui/core';
import { isLocale, textDirection } from '../../shared/i18n/locales';
import type { MailMessage } from './mailer';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Where the branded mailer puts the organisation's name (top) and its address (bottom). */
export const BRAND_HEADER = '<!--brand-header-->';
export const BRAND_FOOTER = '<!--brand-footer-->';

/**
 * The one HTML frame of every e-mail, in the reader's language and direction: a title, the content, and
 * the two places the organisation's name and address go when the message is sent (see brandEmail).
 */
export function frame(lang: string, title: string, content: string): string {
  const locale = isLocale(lang) ? lang : 'en';
  return `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
${BRAND_HEADER}<h1 style="font-size:20px;color:#065f46">${escapeHtml(title)}</h1>${content}
${BRAND_FOOTER}</body></html>`;
}

/** A message of plain paragraphs, at most one button (its address also written out for mail apps that hide buttons) and small print. */
export function layout(i18n: I18n, title: string, paragraphs: string[], action?: { label: string; url: string }, footer: string[] = []): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(i18n._('If the button does not work, copy this address into your browser:'))}<br>${escapeHtml(action.url)}</p>`
    : '';
  const small = footer.map((line) => `<p style="font-size:13px;color:#4b5563;margin:0 0 8px">${escapeHtml(line)}</p>`).join('');
  return frame(i18n.locale, title, `${body}
${button}${small ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 16px">${small}` : ''}`);
}

/** Written in the recipient's language: `i18n` is the translator of their locale. */
export function passwordResetEmail(i18n: I18n, to: string, name: string, link: string): MailMessage {
  const subject = i18n._('Reset your Riba-Free Community password');
  const lines = [
    i18n._('Assalamu alaikum {name},', { name }),
    i18n._('Someone asked to reset the password of your account. If it was you, choose a new password with the link below.'),
    i18n._('The link works once and expires in one hour. If you did not ask for this, ignore this message: your password stays the same.'),
  ];
  const action = i18n._('Choose a new password');
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action}: ${link}\n`,
    html: layout(i18n, i18n._('Reset your password'), lines, { label: action, url: link }),
    link,
  };
}

/** Written in the recipient's language: `i18n` is the translator of their locale. */
export function verificationEmail(i18n: I18n, to: string, name: string, link: string): MailMessage {
  const subject = i18n._('Verify your e-mail to join the Riba-Free Community');
  const lines = [
    i18n._('Assalamu alaikum {name},', { name }),
    i18n._('Thank you for joining. Please verify your e-mail address so you are counted among the verified members.'),
    i18n._('This link works once and expires in 24 hours. If you did not sign up, you can ignore this message.'),
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${i18n._('Verify your e-mail')}: ${link}\n`,
    html: layout(i18n, i18n._('Verify your e-mail'), lines, { label: i18n._('Verify my e-mail'), url: link }),
    link,
  };
}

