import { useLingui } from '@lingui/react';
import { PackageOpen } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import type { StoreProduct } from '../../../shared/api';
import { PRODUCT_MESSAGES } from '../../../shared/schemas/products';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { formatCount } from '../../lib/format';
import { CartSummary } from './cart-summary';
import { ProductCard } from './product-card';
import { useCart } from './use-cart';
import { useStoreProducts } from './use-store-products';

/** A product added while paging moves the rest down one place, so a later page may repeat one. */
function uniqueProducts(pages: { items: StoreProduct[] }[]): StoreProduct[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.items).filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/** Phase 2: the cart and the grid of active products, newest first, with 'Show more'. */
export function StoreCatalog({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const cart = useCart(userId);
  const query = useStoreProducts(true);

  useEffect(() => {
    if (query.error) toast.error(i18n._(PRODUCT_MESSAGES.loadFailed), { description: query.error.message, id: 'store-products-error' });
  }, [query.error, i18n]);

  const products = uniqueProducts(query.data?.pages ?? []);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="space-y-6">
      <CartSummary cart={cart} />
      {query.isError && (
        <Notice tone="error" title={i18n._(PRODUCT_MESSAGES.loadFailed)} live>
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}>
            {i18n._('Try again')}
          </Button>
        </Notice>
      )}
      {query.isPending ? (
        <Spinner label={i18n._('Loading products...')} />
      ) : products.length === 0 ? (
        !query.isError && (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <PackageOpen aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
            <p className="mt-3 text-slate-700">{i18n._('No products yet. Please check back soon.')}</p>
          </div>
        )
      ) : (
        <>
          <ul aria-label={i18n._('Products')} className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6" data-testid="product-grid">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} cart={cart} />
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-3 text-sm text-slate-600">
            <p>{i18n._('Showing {shown} of {total} products', { shown: formatCount(products.length), total: formatCount(total) })}</p>
            {query.hasNextPage && (
              <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? i18n._('Loading...') : i18n._('Show more')}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
