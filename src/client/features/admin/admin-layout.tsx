import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { ScreenRoute } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { cn } from '../../lib/cn';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { RequireAdmin } from './require-admin';

const ADMIN_NAV = [
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/transparency', label: 'Applications & distributions' },
  { to: '/admin/store', label: 'Store' },
  { to: '/admin/products', label: 'Products table' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/settings', label: 'Settings' },
];

/** Every admin screen: the access checks, a title, the admin menu and the content. */
export function AdminLayout({ screen, title, description, actions, children }: { screen: ScreenRoute; title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  useDocumentMeta(screen);
  return (
    <PageShell className="bg-slate-50">
      <RequireAdmin>
        {() => (
          <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
            <BackLink to="/dashboard">Back to Dashboard</BackLink>
            <nav aria-label="Admin" className="mt-4 -mx-4 overflow-x-auto px-4">
              <ul className="flex gap-1 whitespace-nowrap">
                {ADMIN_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className={({ isActive }) => cn('block rounded-lg px-3 py-2 text-sm font-medium', isActive ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-200')}
                    >
                      {item.label}
                    </NavLink>
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
