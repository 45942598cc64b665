import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900 shadow-sm',
  secondary: 'bg-brand-50 text-brand-900 hover:bg-brand-100 border border-brand-200',
  outline: 'border border-brand-800 text-brand-800 bg-white hover:bg-brand-50',
  /** For dark backgrounds such as the home hero. */
  outlineLight: 'border border-white/80 text-white bg-transparent hover:bg-white/10',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  /** A delete button that sits in every row of a list, quieter than the confirming one. */
  destructiveOutline: 'border border-red-300 text-red-800 bg-white hover:bg-red-50',
  gold: 'bg-gold-400 text-brand-950 hover:bg-gold-300 shadow-sm',
} as const;

const SIZES = {
  // A minimum height, not a fixed one: a long label (or a longer translation) wraps inside the button.
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-12 px-6 py-2 text-lg',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Renders the single child (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg text-center font-medium transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
