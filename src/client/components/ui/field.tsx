import { useLingui } from '@lingui/react';
import { type ReactElement, cloneElement, useId } from 'react';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

interface FieldProps {
  label: string;
  /** The input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** false when another field's message is the one announced: a form that marks every failing field alerts once. */
  announce?: boolean;
  className?: string;
}

/** A labelled control with its hint and error message wired for screen readers. */
export function Field({ label, children, error, hint, optional, announce = true, className }: FieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600">{' '}{i18n._('(optional)')}</span>}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announce ? 'alert' : undefined} className="text-sm font-medium text-red-700">
          {translateKnown(i18n, error)}
        </p>
      )}
    </div>
  );
}

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';
