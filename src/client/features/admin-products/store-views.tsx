import { useLingui } from '@lingui/react';
import { LayoutGrid, Table2 } from 'lucide-react';
import { NavLink } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { cn } from '../../lib/cn';

/**
 * The store's products shown two ways, each at its own address (the cards at /admin/store, the table at
 * /admin/products): one screen with a switch between its views, not two screens that look unrelated.
 */
export function StoreViews() {
  const { i18n } = useLingui();
  const views = [
    { to: SCREENS.adminStore.path, label: i18n._('Cards'), Icon: LayoutGrid },
    { to: SCREENS.adminProducts.path, label: i18n._('Table'), Icon: Table2 },
  ];
  return (
    <nav aria-label={i18n._('Show the products as')} className="mb-4">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {views.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => cn('flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium', isActive ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-100')}
            >
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
