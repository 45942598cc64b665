import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A plain data table that scrolls sideways on its own on narrow screens instead of the whole page.
 * minWidth is the width below which it scrolls rather than squeezes its columns.
 */
export function Table({ className, caption, children, minWidth = 'min-w-[640px]', ...props }: HTMLAttributes<HTMLTableElement> & { caption: string; minWidth?: string }) {
  return (
    // relative: screen-reader-only text inside (absolutely positioned) stays within the scrolling box.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white" role="region" aria-label={caption} tabIndex={0}>
      <table className={cn('w-full border-collapse text-left text-sm', minWidth, className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const Th = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" className={cn('border-b border-slate-200 bg-slate-50 px-3 py-2.5 font-semibold text-slate-700', className)} {...props} />
);

export const Td = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('border-b border-slate-100 px-3 py-2.5 align-top text-slate-800', className)} {...props} />
);
