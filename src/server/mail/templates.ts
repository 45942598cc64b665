import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The one HTML frame of every e-mail: a title, plain paragraphs, at most one button (its address also
 * written out for mail apps that hide buttons) and small print at the foot.
 */
export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, footer: string[] = []): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const small = footer.map((line) => `<p style="font-size:13px;color:#4b5563;margin:0 0 8px">${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#065f46">${escapeHtml(title)}</h1>${body}
${button}${small ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 16px">${small}` : ''}
</body></html>`;
}

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  const subject = 'Reset your Riba-Free Community password';
  const lines = [
    `Assalamu alaikum ${name},`,
    'Someone asked to reset the password of your account. If it was you, choose a new password with the link below.',
    'The link works once and expires in one hour. If you did not ask for this, ignore this message: your password stays the same.',
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\nChoose a new password: ${link}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', url: link }),
    link,
  };
}

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  const subject = 'Confirm your e-mail to join the Riba-Free Community';
  const lines = [
    `Assalamu alaikum ${name},`,
    'Thank you for joining. Please confirm your e-mail address so you are counted as a verified member.',
    'This link works once and expires in 24 hours. If you did not sign up, you can ignore this message.',
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\nConfirm your e-mail: ${link}\n`,
    html: layout('Confirm your e-mail', lines, { label: 'Confirm my e-mail', url: link }),
    link,
  };
}
