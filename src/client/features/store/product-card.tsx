import { useLingui } from '@lingui/react';
import { Ban, Check, ShoppingCart } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { StoreProduct } from '../../../shared/api';
import { addStatus, type AddStatus, quantityInCart } from '../../../shared/domain/cart';
import { PRODUCT_TYPE_LABELS } from '../../../shared/schemas/products';
import { Amount } from '../../components/ui/amount';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatCount, formatUsd } from '../../lib/format';
import { ProductDescription } from './product-description';
import { ProductImage } from './product-image';
import type { CartState } from './use-cart';

const BUTTON_TEXT: Record<AddStatus, string> = {
  available: /*i18n*/ 'Add to cart',
  out_of_stock: /*i18n*/ 'Out of Stock',
  all_in_cart: /*i18n*/ 'All in your cart',
};

function StockLine({ product }: { product: StoreProduct }) {
  const { i18n } = useLingui();
  if (product.product_type === 'digital') {
    return (
      <span>
        {i18n._('In stock:')} <span aria-hidden>∞</span>
        <span className="sr-only">{i18n._('unlimited')}</span>
      </span>
    );
  }
  if (product.stock_quantity <= 0) return <span className="font-semibold text-red-800">{i18n._('Out of Stock')}</span>;
  return <span>{i18n._('In stock: {count}', { count: formatCount(product.stock_quantity) })}</span>;
}

export function ProductCard({ product, cart }: { product: StoreProduct; cart: CartState }) {
  const { i18n } = useLingui();
  const status = addStatus(cart.cart, product);
  const inCart = quantityInCart(cart.cart, product.id);
  const headingId = `store-product-${product.id}`;

  const add = () => {
    const result = cart.add(product);
    if (result.ok) toast.success(i18n._('Added to cart'), { description: product.name });
    else toast.error(i18n._(BUTTON_TEXT[result.reason]), { description: product.name });
  };

  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ProductImage product={product} />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold leading-snug">{product.name}</h2>
          <p className="shrink-0 text-lg font-bold tabular-nums text-brand-900"><Amount>{formatUsd(product.price_cents)}</Amount></p>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <Badge tone={product.product_type === 'digital' ? 'yellow' : 'gray'}>{i18n._(PRODUCT_TYPE_LABELS[product.product_type])}</Badge>
          <StockLine product={product} />
        </div>
        {product.description && <ProductDescription text={product.description} />}
        {/* Above the button, so the buttons of a row stay level whether or not the line is there. */}
        <div className="mt-auto pt-4">
          {inCart > 0 && <p className="mb-2 text-sm font-medium text-brand-900" data-testid="in-cart">{i18n._('In your cart: {count}', { count: formatCount(inCart) })}</p>}
          <Button className="w-full" variant={status === 'available' ? 'primary' : 'secondary'} disabled={status !== 'available'} onClick={add}>
            {status === 'available' ? <ShoppingCart aria-hidden className="h-4 w-4" /> : status === 'out_of_stock' ? <Ban aria-hidden className="h-4 w-4" /> : <Check aria-hidden className="h-4 w-4" />}
            {i18n._(BUTTON_TEXT[status])}
          </Button>
        </div>
      </div>
    </article>
  );
}
