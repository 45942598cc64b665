import { useLingui } from '@lingui/react';
import { formatCount } from '../../lib/format';
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
  const { i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const values = { page: formatCount(page), pages: formatCount(pages), count: total, total: formatCount(total) };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-slate-700">
        {totalIsLowerBound
          ? i18n._('Page {page} of at least {pages} · at least {total} results', values)
          : i18n._('Page {page} of {pages} · {count, plural, one {{total} result} other {{total} results}}', values)}
        {totalIsLowerBound && <span className="block">{i18n._('Too many to count them all: refine your search for an exact count.')}</span>}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>{i18n._('Previous')}</Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>{i18n._('Next')}</Button>
      </div>
    </nav>
  );
}
