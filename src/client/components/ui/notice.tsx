import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  info: 'border-brand-200 bg-brand-50 text-brand-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** A highlighted message block; `live` makes screen readers announce it when it appears. */
export function Notice({ tone = 'info', title, children, className, live }: { tone?: keyof typeof TONES; title?: string; children?: ReactNode; className?: string; live?: boolean }) {
  return (
    <div role={live ? (tone === 'error' ? 'alert' : 'status') : undefined} className={cn('rounded-xl border p-4', TONES[tone], className)}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cn('text-sm', title && 'mt-1')}>{children}</div>}
    </div>
  );
}
