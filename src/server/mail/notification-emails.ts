import type { I18n } from '@lingui/core';
import type { MailMessage } from './mailer';
import { layout } from './templates';

export interface Recipient {
  email: string;
  fullName: string;
  /** The member's language; English when they have none. */
  locale: string | null;
}

interface Content {
  subject: string;
  title: string;
  lines: string[];
  /** A path on the site the message points to. */
  action?: { label: string; path: string };
}

/*
 * What happened, told to the member it happened to, in two tables by category. "Updates" are about
 * something the member sent us and can be turned off; "security" messages are about the account
 * itself and always go out, since the member is the one who must notice a change they did not make.
 */
const UPDATES = {
  application_received: {
    subject: /*i18n*/ 'We received your application for assistance',
    title: /*i18n*/ 'Application received',
    lines: [
      /*i18n*/ 'Thank you for trusting the community with your request. Your application is now under review.',
      /*i18n*/ 'An admin reads every application. We will write to you again once a decision is made; you can follow its status on your assistance page at any time.',
    ],
    action: { label: /*i18n*/ 'See my application', path: '/beneficiary' },
  },
  application_approved: {
    subject: /*i18n*/ 'Your application for assistance was approved',
    title: /*i18n*/ 'Application approved',
    lines: [
      /*i18n*/ 'Your application has been approved, and you are now in the queue for assistance.',
      /*i18n*/ 'Support is paid from the monthly pool once contributions begin in Phase 2, in queue order. Your assistance page shows your place.',
    ],
    action: { label: /*i18n*/ 'See my place in the queue', path: '/beneficiary' },
  },
  application_rejected: {
    subject: /*i18n*/ 'About your application for assistance',
    title: /*i18n*/ 'Application not approved',
    lines: [
      /*i18n*/ 'After reviewing your application, the admins could not approve it this time.',
      /*i18n*/ 'You may apply again with more detail about your situation, or write to us if you would like to understand the decision.',
    ],
    action: { label: /*i18n*/ 'Go to my assistance page', path: '/beneficiary' },
  },
  review_approved: {
    subject: /*i18n*/ 'Your review is now published',
    title: /*i18n*/ 'Review published',
    lines: [/*i18n*/ 'Thank you for sharing your experience. Your review was approved and now appears on the reviews page.'],
    action: { label: /*i18n*/ 'See the reviews', path: '/reviews' },
  },
  review_rejected: {
    subject: /*i18n*/ 'About the review you sent',
    title: /*i18n*/ 'Review not published',
    lines: [
      /*i18n*/ 'Thank you for taking the time to write a review. After reading it, the admins decided not to publish it.',
      /*i18n*/ 'Reviews are published when they describe your own experience with the community in respectful words. You are welcome to write a new one.',
    ],
  },
} satisfies Record<string, Content>;

const SECURITY = {
  phone_changed: {
    subject: /*i18n*/ 'The phone number on your account was changed',
    title: /*i18n*/ 'Phone number changed',
    lines: [
      /*i18n*/ 'A new phone number was verified and is now the number on your account.',
      /*i18n*/ 'If you made this change, there is nothing more to do. If you did not, change your password at once and contact us.',
    ],
    action: { label: /*i18n*/ 'Open my dashboard', path: '/dashboard' },
  },
  password_changed: {
    subject: /*i18n*/ 'Your password was changed',
    title: /*i18n*/ 'Password changed',
    lines: [
      /*i18n*/ 'The password of your account was just changed, and every other device was signed out.',
      /*i18n*/ 'If you made this change, there is nothing more to do. If you did not, reset your password with "Forgot password?" on the sign-in page and contact us.',
    ],
    action: { label: /*i18n*/ 'Sign in', path: '/auth' },
  },
  account_closed: {
    subject: /*i18n*/ 'Your account was closed',
    title: /*i18n*/ 'Account closed',
    lines: [
      /*i18n*/ 'Your account has been closed as you asked, and your personal details have been erased.',
      /*i18n*/ 'Thank you for being part of the community. You are welcome to join again at any time.',
    ],
  },
} satisfies Record<string, Content>;

export type NotificationKind = keyof typeof UPDATES | keyof typeof SECURITY;
export type NotificationCategory = 'updates' | 'security';
const CONTENT: Record<NotificationKind, Content> = { ...UPDATES, ...SECURITY };

export const NOTIFICATION_KINDS = Object.keys(CONTENT) as NotificationKind[];

export const categoryOf = (kind: NotificationKind): NotificationCategory => (kind in UPDATES ? 'updates' : 'security');

/**
 * The e-mail for one notification in the reader's language (`i18n` is the translator of their locale),
 * with a plain-text part. Every message says where to get help; updates also say how to stop them,
 * security messages why they cannot be stopped.
 */
export function notificationEmail(i18n: I18n, kind: NotificationKind, to: Recipient, site: { publicUrl: string }): MailMessage {
  const content = CONTENT[kind];
  const lines = [i18n._('Assalamu alaikum {name},', { name: to.fullName }), ...content.lines.map((line) => i18n._(line))];
  const action = content.action && { label: i18n._(content.action.label), url: `${site.publicUrl}${content.action.path}` };
  const help = i18n._('Need help? Write to us through {url} and a volunteer will answer.', { url: `${site.publicUrl}/contact` });
  const why = categoryOf(kind) === 'updates'
    ? i18n._('You receive this because you asked for e-mails about your applications and reviews. To stop them, turn off "E-mail me about my applications and reviews" on your dashboard: {url}', { url: `${site.publicUrl}/dashboard` })
    : i18n._('You receive this because it concerns the safety of your account; such messages cannot be turned off.');
  const footer = [help, why];
  const text = [...lines, ...(action ? [`${action.label}: ${action.url}`] : []), '--', ...footer].join('\n\n');
  return { to: to.email, subject: i18n._(content.subject), text: `${text}\n`, html: layout(i18n, i18n._(content.title), lines, action, footer) };
}
