import { useLingui } from '@lingui/react';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../features/auth/session';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

export function SiteHeader() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const nav = [
    { to: '/transparency', label: i18n._('Transparency') },
    { to: '/reviews', label: i18n._('Reviews') },
    { to: '/ambassador', label: i18n._('Ambassadors') },
    { to: '/resources', label: i18n._('FAQ') },
    ...(user?.is_admin ? [{ to: '/admin', label: i18n._('Admin'), wideOnly: true }] : []),
  ];
  const account = user ? { to: '/dashboard', label: i18n._('Dashboard') } : { to: '/auth', label: i18n._('Join / Log in') };
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3">
        {/* Named by its own visible text, so a voice user who says what they see reaches it. */}
        <Link to="/" className="rounded-lg">
          <Logo />{' '}
          <span className="sr-only">{i18n._('(home page)')}</span>
        </Link>
        <div className="flex items-center gap-1">
          <nav aria-label={i18n._('Main')} className="hidden items-center gap-1 md:flex">
            {nav.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                // Between the phone menu and a wide screen there is no room for a fifth link (the dashboard leads
                // there too), and the four are set closer: with a wider system font they overflowed at 768 px.
                className={({ isActive }) => cn('rounded-lg px-2 py-2 text-sm font-medium hover:bg-brand-50 lg:px-3', isActive ? 'text-brand-900 underline underline-offset-4' : 'text-slate-700', 'wideOnly' in item && 'hidden lg:block')}
              >
                {item.label}
              </NavLink>
            ))}
            {/* Never squeezed: its label stays on one line beside the links. */}
            <Button asChild size="sm" className="ms-1 shrink-0 whitespace-nowrap lg:ms-2">
              <Link to={account.to}>{account.label}</Link>
            </Button>
          </nav>
          <LanguageSwitcher />
          <Button variant="ghost" size="icon" className="md:hidden" aria-expanded={open} aria-controls="mobile-nav" aria-label={open ? i18n._('Close menu') : i18n._('Open menu')} onClick={() => setOpen((v) => !v)}>
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label={i18n._('Main')} className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <ul className="flex flex-col">
            {[...nav, account].map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={() => setOpen(false)} className="block rounded-lg px-2 py-3 text-base font-medium text-slate-800 hover:bg-brand-50">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
