import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  green: 'bg-green-100 text-green-900 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  gray: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  red: 'bg-red-100 text-red-900 ring-red-600/30',
} as const;

export function Badge({ tone = 'gray', children, className }: { tone?: keyof typeof TONES; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[tone], className)}>{children}</span>;
}
