import { cn } from '../../lib/cn';

/** Our mark: a crescent embracing a star over a green tile, drawn here so it scales and prints crisply. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('h-10 w-10 shrink-0', className)} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <rect width="64" height="64" rx="14" fill="#065f46" />
      <path d="M40 13a19 19 0 1 0 0 38a15 15 0 1 1 0-38z" fill="#fbbf24" />
      <path d="M44.5 23.5l2.3 4.8 5.2.6-3.9 3.6 1.1 5.1-4.7-2.6-4.7 2.6 1.1-5.1-3.9-3.6 5.2-.6z" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="leading-tight">
        <span className="block font-display text-lg font-bold text-brand-900">Riba-Free Community</span>
        <span className="block text-xs text-slate-600">Interest-free mutual aid</span>
      </span>
    </span>
  );
}
