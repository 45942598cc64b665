import { Button } from './button';

/** Previous / next for a server-paged list, with "Page 2 of 14 · 270 results". */
export function Pagination({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-slate-700">
        Page {page} of {pages} · {new Intl.NumberFormat().format(total)} {total === 1 ? 'result' : 'results'}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</Button>
      </div>
    </nav>
  );
}
