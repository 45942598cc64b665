/**
 * Every screen of the app with its document title and description. The client builds its router
 * from this table and the server answers any path not listed here with HTTP 404.
 */
export interface ScreenRoute {
  path: string;
  title: string;
  description: string;
}

// Titles are written out in full because a catalog id must be a literal; every tab title is translated.
// Descriptions, which no page shows, are translated for the first three only: this file feeds the home
// page's catalog, and all of them would weigh on its JavaScript budget.
export const SCREENS = {
  home: { path: '/', title: /*i18n*/ 'Riba-Free Community: interest-free mutual aid', description: /*i18n*/ 'Join a riba-free, nonprofit mutual-aid community for Muslims in the US and Canada. Free to join until we reach one million verified members.' },
  auth: { path: '/auth', title: /*i18n*/ 'Sign up or log in | Riba-Free Community', description: /*i18n*/ 'Create your free account or log in to your member dashboard.' },
  adminLogin: { path: '/admin/login', title: /*i18n*/ 'Admin sign-in | Riba-Free Community', description: 'Sign-in for authorized administrators.' },
  twoStep: { path: '/two-step', title: /*i18n*/ 'Two-step verification | Riba-Free Community', description: 'Protect your account with a code from an authenticator app.' },
  dashboard: { path: '/dashboard', title: /*i18n*/ 'Your dashboard | Riba-Free Community', description: /*i18n*/ 'Your membership status, referral code and pledge.' },
  contributions: { path: '/dashboard/contributions', title: /*i18n*/ 'My contributions | Riba-Free Community', description: 'Your contributions month by month, and your yearly giving statement.' },
  pledge: { path: '/dashboard/pledge', title: /*i18n*/ 'My pledge | Riba-Free Community', description: /*i18n*/ 'Set up how your monthly pledge is paid: bank debit or card.' },
  beneficiary: { path: '/beneficiary', title: /*i18n*/ 'Beneficiary area | Riba-Free Community', description: 'The status of your assistance applications and your place in the queue.' },
  beneficiaryApplication: { path: '/beneficiary-application', title: /*i18n*/ 'Apply for assistance | Riba-Free Community', description: 'Apply for financial assistance from the community fund.' },
  ambassador: { path: '/ambassador', title: /*i18n*/ 'Ambassador program | Riba-Free Community', description: 'Invite others to join and track your verified referrals.' },
  transparency: { path: '/transparency', title: /*i18n*/ 'Transparency reports | Riba-Free Community', description: 'Live membership figures, the projected pool and every monthly distribution.' },
  receiptProof: { path: '/transparency/verify', title: /*i18n*/ 'Check my receipt | Riba-Free Community', description: 'Check that your contribution is counted in its month’s published report.' },
  resources: { path: '/resources', title: /*i18n*/ 'Resources & FAQ | Riba-Free Community', description: 'Answers to common questions and how to reach us.' },
  shariah: { path: '/shariah-compliance', title: /*i18n*/ 'Shariah compliance | Riba-Free Community', description: 'How the community fund follows Islamic principles of finance.' },
  store: { path: '/store', title: /*i18n*/ 'Community store | Riba-Free Community', description: 'Products from and for the community.' },
  adminHome: { path: '/admin', title: /*i18n*/ 'Admin home | Riba-Free Community', description: 'What is waiting for an admin now.' },
  adminStore: { path: '/admin/store', title: /*i18n*/ 'Store management | Riba-Free Community', description: 'Manage store products.' },
  adminProducts: { path: '/admin/products', title: /*i18n*/ 'Product management | Riba-Free Community', description: 'Manage store products in a table.' },
  adminSubscriptions: { path: '/admin/subscriptions', title: /*i18n*/ 'Subscriptions | Riba-Free Community', description: 'Manage member pledges.' },
  adminSubscribers: { path: '/admin/subscribers', title: /*i18n*/ 'Subscribers | Riba-Free Community', description: 'Manage members.' },
  adminTransparency: { path: '/admin/transparency', title: /*i18n*/ 'Applications & distributions | Riba-Free Community', description: 'Review assistance applications and record monthly distributions.' },
  adminReviews: { path: '/admin/reviews', title: /*i18n*/ 'Review moderation | Riba-Free Community', description: 'Approve or reject community reviews.' },
  adminAudit: { path: '/admin/audit', title: /*i18n*/ 'Audit log | Riba-Free Community', description: 'Every change made by an admin.' },
  adminMessages: { path: '/admin/messages', title: /*i18n*/ 'Messages | Riba-Free Community', description: 'Read and answer messages sent through the contact form.' },
  adminSettings: { path: '/admin/settings', title: /*i18n*/ 'Settings | Riba-Free Community', description: 'Community goal and other settings.' },
  reviews: { path: '/reviews', title: /*i18n*/ 'Community reviews | Riba-Free Community', description: 'What members say about the community.' },
  contact: { path: '/contact', title: /*i18n*/ 'Contact us | Riba-Free Community', description: 'How to reach the team.' },
  terms: { path: '/terms', title: /*i18n*/ 'Terms of service | Riba-Free Community', description: 'The terms of membership.' },
  privacy: { path: '/privacy', title: /*i18n*/ 'Privacy policy | Riba-Free Community', description: 'What we collect, why, and how we protect it.' },
  pledgeManage: { path: '/pledge/manage', title: /*i18n*/ 'Pause or cancel my pledge | Riba-Free Community', description: 'Pause or cancel your pledge from the link in a receipt, without signing in.' },
  poster: { path: '/poster', title: /*i18n*/ 'Printable poster | Riba-Free Community', description: 'An A4 poster to invite others to join.' },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenName = keyof typeof SCREENS;

export const NOT_FOUND_TITLE = /*i18n*/ 'Page not found | Riba-Free Community';

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(SCREENS).map((s) => s.path));

/** True when the path (without query) is a screen of the app; a trailing slash is tolerated. */
export function isKnownScreenPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PATHS.has(normalized);
}
