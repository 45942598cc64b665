import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { cn } from '../../lib/cn';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the screen's own content in <main>, and the footer. */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2">
        {i18n._('Skip to content')}
      </a>
      <SiteHeader />
      <main id="main" className={cn('flex-1', className)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function BackLink({ to = '/', children }: { to?: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-medium text-brand-800 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
      {children ?? i18n._('Back to Home')}
    </Link>
  );
}
