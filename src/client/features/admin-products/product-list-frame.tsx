import { useLingui } from '@lingui/react';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminProduct } from '../../../shared/api';
import { PRODUCT_MESSAGES } from '../../../shared/schemas/products';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { ProductFilterBar } from './product-filters';
import type { useProductList } from './use-products';

/**
 * What both screens show around their own rendering of a page of products: the filters, then
 * loading, the error, the empty list, or the products with previous/next.
 */
export function ProductListFrame({ list, pageSize, children }: { list: ReturnType<typeof useProductList>; pageSize: number; children: (items: AdminProduct[]) => ReactNode }) {
  const { i18n } = useLingui();
  const { query, page, setPage, filters, setFilters, filtered } = list;
  return (
    <div className="space-y-4">
      <ProductFilterBar filters={filters} onChange={setFilters} />
      {query.isPending ? (
        <Spinner label={i18n._('Loading products...')} />
      ) : query.isError ? (
        <Notice tone="error" title={i18n._(PRODUCT_MESSAGES.loadFailed)} live>
          <p>{translateKnown(i18n, query.error.message)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>{i18n._('Try again')}</Button>
        </Notice>
      ) : query.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <PackageOpen aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
          <p className="mt-3 text-slate-700">{filtered ? i18n._('No products match these filters.') : i18n._(PRODUCT_MESSAGES.empty)}</p>
        </div>
      ) : (
        <>
          <div className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
            {children(query.data.items)}
          </div>
          <Pagination page={page} pageSize={pageSize} total={query.data.total} onPage={setPage} label={i18n._('Product pages')} />
        </>
      )}
    </div>
  );
}
