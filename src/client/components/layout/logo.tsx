import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';

/** Our mark: a crescent embracing a star over a green tile, drawn here so it scales and prints crisply. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('h-10 w-10 shrink-0', className)} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <rect width="64" height="64" rx="14" fill="#065f46" />
      <circle cx="28" cy="33" r="17" fill="#fbbf24" />
      <circle cx="35" cy="28.5" r="14.5" fill="#065f46" />
      <path d="M45 21l2.1 4.4 4.8.6-3.5 3.3 0.9 4.7-4.3-2.4-4.3 2.4 0.9-4.7-3.5-3.3 4.8-.6z" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="leading-tight">
        <span className="block font-display text-lg font-bold text-brand-900">Riba-Free Community</span>{' '}
        <span className="block text-xs text-slate-600">{i18n._('Interest-free mutual aid')}</span>
      </span>
    </span>
  );
}
