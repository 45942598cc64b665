import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A plain data table that scrolls sideways on its own on narrow screens instead of the whole page.
 * The wrapper is positioned so visually hidden text in the cells is clipped with them; otherwise it
 * would widen the page.
 */
export function Table({ className, caption, minWidth = 640, children, ...props }: HTMLAttributes<HTMLTableElement> & { caption: string; minWidth?: number }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white" role="region" aria-label={caption} tabIndex={0}>
      <table className={cn('w-full border-collapse text-start text-sm', className)} style={{ minWidth }} {...props}>
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
