import { useLingui } from '@lingui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { translateKnown } from '../../i18n/i18n';

/** A card that is one big link: the whole surface navigates, and it reads well to screen readers. Texts are catalog ids. */
export function LinkCard({ to, icon: Icon, title, text, step, children }: { to: string; icon: LucideIcon; title: string; text: string; step?: number; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        {step !== undefined && <span className="text-sm font-semibold text-gold-800">{i18n._('Step {step}', { step })}</span>}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{translateKnown(i18n, title)}</h3>
      <p className="mt-1 text-slate-700">{translateKnown(i18n, text)}</p>
      {children}
      <span className="flex-1" />
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-800 group-hover:underline">
        {i18n._('Learn more')} <ArrowRight aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
      </span>
    </Link>
  );
}
