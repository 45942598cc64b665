import { Button } from './button';

/**
 * Previous / next for a server-paged list, with "Page 2 of 14 · 270 results". When the server counted
 * only part of a broad search, the figures read "at least" and the pages stop at what was counted.
 */
export function Pagination({ page, pageSize, total, totalIsLowerBound = false, onPage, label }: {
  page: number;
  pageSize: number;
  total: number;
  totalIsLowerBound?: boolean;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const atLeast = totalIsLowerBound ? 'at least ' : '';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-slate-700">
        Page {page} of {atLeast}{pages} · {atLeast}{new Intl.NumberFormat().format(total)} {total === 1 && !totalIsLowerBound ? 'result' : 'results'}
        {totalIsLowerBound && <span className="block">Too many to count them all: refine your search for an exact count.</span>}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</Button>
      </div>
    </nav>
  );
}
