/**
 * Every screen of the app with its document title and description. The client builds its router
 * from this table and the server answers any path not listed here with HTTP 404.
 */
export interface ScreenRoute {
  path: string;
  title: string;
  description: string;
}

const SITE = 'Riba-Free Community';

// Titles written out in full are the translated ones (a catalog id must be a literal).
export const SCREENS = {
  home: { path: '/', title: /*i18n*/ 'Riba-Free Community: interest-free mutual aid', description: /*i18n*/ 'Join a riba-free, nonprofit mutual-aid community for Muslims in the US and Canada. Free to join until we reach one million verified members.' },
  auth: { path: '/auth', title: /*i18n*/ 'Sign up or log in | Riba-Free Community', description: /*i18n*/ 'Create your free account or log in to your member dashboard.' },
  adminLogin: { path: '/admin/login', title: `Admin sign-in | ${SITE}`, description: 'Sign-in for authorized administrators.' },
  twoStep: { path: '/two-step', title: `Two-step verification | ${SITE}`, description: 'Protect your account with a code from an authenticator app.' },
  dashboard: { path: '/dashboard', title: /*i18n*/ 'Your dashboard | Riba-Free Community', description: /*i18n*/ 'Your membership status, referral code and pledge.' },
  pledge: { path: '/dashboard/pledge', title: /*i18n*/ 'My pledge | Riba-Free Community', description: /*i18n*/ 'Set up how your monthly pledge is paid: bank debit or card.' },
  beneficiary: { path: '/beneficiary', title: `Beneficiary area | ${SITE}`, description: 'The status of your assistance applications and your place in the queue.' },
  beneficiaryApplication: { path: '/beneficiary-application', title: `Apply for assistance | ${SITE}`, description: 'Apply for financial assistance from the community fund.' },
  ambassador: { path: '/ambassador', title: `Ambassador program | ${SITE}`, description: 'Invite others to join and track your verified referrals.' },
  transparency: { path: '/transparency', title: `Transparency reports | ${SITE}`, description: 'Live membership figures, the projected pool and every monthly distribution.' },
  resources: { path: '/resources', title: `Resources & FAQ | ${SITE}`, description: 'Answers to common questions and how to reach us.' },
  shariah: { path: '/shariah-compliance', title: `Shariah compliance | ${SITE}`, description: 'How the community fund follows Islamic principles of finance.' },
  store: { path: '/store', title: `Community store | ${SITE}`, description: 'Products from and for the community.' },
  adminStore: { path: '/admin/store', title: `Store management | ${SITE}`, description: 'Manage store products.' },
  adminProducts: { path: '/admin/products', title: `Product management | ${SITE}`, description: 'Manage store products in a table.' },
  adminSubscriptions: { path: '/admin/subscriptions', title: `Subscriptions | ${SITE}`, description: 'Manage member pledges.' },
  adminSubscribers: { path: '/admin/subscribers', title: `Subscribers | ${SITE}`, description: 'Manage members.' },
  adminTransparency: { path: '/admin/transparency', title: `Applications & distributions | ${SITE}`, description: 'Review assistance applications and record monthly distributions.' },
  adminReviews: { path: '/admin/reviews', title: `Review moderation | ${SITE}`, description: 'Approve or reject community reviews.' },
  adminAudit: { path: '/admin/audit', title: `Audit log | ${SITE}`, description: 'Every change made by an admin.' },
  adminMessages: { path: '/admin/messages', title: `Messages | ${SITE}`, description: 'Read and answer messages sent through the contact form.' },
  adminSettings: { path: '/admin/settings', title: `Settings | ${SITE}`, description: 'Community goal and other settings.' },
  reviews: { path: '/reviews', title: `Community reviews | ${SITE}`, description: 'What members say about the community.' },
  contact: { path: '/contact', title: `Contact us | ${SITE}`, description: 'How to reach the team.' },
  terms: { path: '/terms', title: `Terms of service | ${SITE}`, description: 'The terms of membership.' },
  privacy: { path: '/privacy', title: `Privacy policy | ${SITE}`, description: 'What we collect, why, and how we protect it.' },
  poster: { path: '/poster', title: `Printable poster | ${SITE}`, description: 'An A4 poster to invite others to join.' },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenName = keyof typeof SCREENS;

export const NOT_FOUND_TITLE = /*i18n*/ 'Page not found | Riba-Free Community';

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(SCREENS).map((s) => s.path));

/** True when the path (without query) is a screen of the app; a trailing slash is tolerated. */
export function isKnownScreenPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PATHS.has(normalized);
}
