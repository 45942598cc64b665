import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { ScreenRoute } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { cn } from '../../lib/cn';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { RequireAdmin } from './require-admin';

const adminNav = (i18n: I18n) => [
  { to: '/admin', label: i18n._('Home') },
  { to: '/admin/subscribers', label: i18n._('Subscribers') },
  { to: '/admin/subscriptions', label: i18n._('Subscriptions') },
  { to: '/admin/transparency', label: i18n._('Applications & distributions') },
  // The products table is the store's other view: the one entry stays lit on both.
  { to: '/admin/store', label: i18n._('Store'), alsoFor: '/admin/products' },
  { to: '/admin/reviews', label: i18n._('Reviews') },
  { to: '/admin/messages', label: i18n._('Messages') },
  { to: '/admin/audit', label: i18n._('Audit log') },
  { to: '/admin/settings', label: i18n._('Settings') },
];

/**
 * Every admin screen: the access checks, a title, the admin menu and the content, as wide as the site
 * header's content so the page starts where the header's logo does.
 */
export function AdminLayout({ screen, title, description, actions, children }: { screen: ScreenRoute; title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const isCurrent = (item: ReturnType<typeof adminNav>[number]) => pathname === item.to || ('alsoFor' in item && pathname === item.alsoFor);
  useDocumentMeta(screen);
  return (
    <PageShell className="bg-slate-50">
      <RequireAdmin>
        {() => (
          <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
            <BackLink to="/dashboard">{i18n._('Back to Dashboard')}</BackLink>
            <nav aria-label={i18n._('Admin')} className="mt-4 -mx-4 overflow-x-auto px-4">
              <ul className="flex gap-1 whitespace-nowrap">
                {adminNav(i18n).map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={isCurrent(item) ? 'page' : undefined}
                      className={cn('block rounded-lg px-3 py-2 text-sm font-medium', isCurrent(item) ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-200')}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
              <div>
                <h1 className="font-display text-3xl font-bold">{title}</h1>
                {description && <p className="mt-1 text-slate-700">{description}</p>}
              </div>
              {actions}
            </div>
            <div className="mt-6">{children}</div>
          </div>
        )}
      </RequireAdmin>
    </PageShell>
  );
}
