import type { MailMessage } from './mailer';
import { layout } from './templates';

/**
 * What happened, told to the member it happened to. "updates" are about something the member sent us
 * and can be turned off; "security" messages are about the account itself and always go out, since
 * the member is the one who must notice a change they did not make.
 */
export type NotificationKind =
  | 'application_received'
  | 'application_approved'
  | 'application_rejected'
  | 'review_approved'
  | 'review_rejected'
  | 'phone_changed'
  | 'password_changed'
  | 'account_closed';

export type NotificationCategory = 'updates' | 'security';

export interface Recipient {
  email: string;
  fullName: string;
}

interface Content {
  category: NotificationCategory;
  subject: string;
  title: string;
  lines: string[];
  /** A path on the site the message points to. */
  action?: { label: string; path: string };
}

const CONTENT: Record<NotificationKind, Content> = {
  application_received: {
    category: 'updates',
    subject: 'We received your application for assistance',
    title: 'Application received',
    lines: [
      'Thank you for trusting the community with your request. Your application is now under review.',
      'An admin reads every application. We will write to you again once a decision is made; you can follow its status on your assistance page at any time.',
    ],
    action: { label: 'See my application', path: '/beneficiary' },
  },
  application_approved: {
    category: 'updates',
    subject: 'Your application for assistance was approved',
    title: 'Application approved',
    lines: [
      'Your application has been approved, and you are now in the queue for assistance.',
      'Support is paid from the monthly pool once contributions begin in Phase 2, in queue order. Your assistance page shows your place.',
    ],
    action: { label: 'See my place in the queue', path: '/beneficiary' },
  },
  application_rejected: {
    category: 'updates',
    subject: 'About your application for assistance',
    title: 'Application not approved',
    lines: [
      'After reviewing your application, the admins could not approve it this time.',
      'You may apply again with more detail about your situation, or write to us if you would like to understand the decision.',
    ],
    action: { label: 'Go to my assistance page', path: '/beneficiary' },
  },
  review_approved: {
    category: 'updates',
    subject: 'Your review is now published',
    title: 'Review published',
    lines: ['Thank you for sharing your experience. Your review was approved and now appears on the reviews page.'],
    action: { label: 'See the reviews', path: '/reviews' },
  },
  review_rejected: {
    category: 'updates',
    subject: 'About the review you sent',
    title: 'Review not published',
    lines: [
      'Thank you for taking the time to write a review. After reading it, the admins decided not to publish it.',
      'Reviews are published when they describe your own experience with the community in respectful words. You are welcome to write a new one.',
    ],
  },
  phone_changed: {
    category: 'security',
    subject: 'The phone number on your account was changed',
    title: 'Phone number changed',
    lines: [
      'A new phone number was verified and is now the number on your account.',
      'If you made this change, there is nothing more to do. If you did not, change your password at once and contact us.',
    ],
    action: { label: 'Open my dashboard', path: '/dashboard' },
  },
  password_changed: {
    category: 'security',
    subject: 'Your password was changed',
    title: 'Password changed',
    lines: [
      'The password of your account was just changed, and every other device was signed out.',
      'If you made this change, there is nothing more to do. If you did not, reset your password with "Forgot password?" on the sign-in page and contact us.',
    ],
    action: { label: 'Sign in', path: '/auth' },
  },
  account_closed: {
    category: 'security',
    subject: 'Your account was closed',
    title: 'Account closed',
    lines: [
      'Your account has been closed as you asked, and your personal details have been erased.',
      'Thank you for being part of the community. You are welcome to join again at any time.',
    ],
  },
};

export const categoryOf = (kind: NotificationKind): NotificationCategory => CONTENT[kind].category;

/**
 * The e-mail for one notification, with a plain-text part. Every message says where to get help;
 * updates also say how to stop them, security messages why they cannot be stopped.
 */
export function notificationEmail(kind: NotificationKind, to: Recipient, site: { publicUrl: string }): MailMessage {
  const content = CONTENT[kind];
  const lines = [`Assalamu alaikum ${to.fullName},`, ...content.lines];
  const action = content.action && { label: content.action.label, url: `${site.publicUrl}${content.action.path}` };
  const help = `Need help? Write to us through ${site.publicUrl}/contact and a volunteer will answer.`;
  const why = content.category === 'updates'
    ? `You receive this because you asked for e-mails about your applications and reviews. To stop them, turn off "E-mail me about my applications and reviews" on your dashboard: ${site.publicUrl}/dashboard`
    : 'You receive this because it concerns the safety of your account; such messages cannot be turned off.';
  const footer = [help, why];
  const text = [
    ...lines,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '--',
    ...footer,
  ].join('\n\n');
  return { to: to.email, subject: content.subject, text: `${text}\n`, html: layout(content.title, lines, action, footer) };
}
