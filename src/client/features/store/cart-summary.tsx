import { useLingui } from '@lingui/react';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cartCount, cartTotalCents } from '../../../shared/domain/cart';
import { PRODUCT_TYPE_LABELS } from '../../../shared/schemas/products';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatCount, formatUsd } from '../../lib/format';
import type { CartState } from './use-cart';

/** The cart's count and total, with a dialog to see what is in it and take things out. */
export function CartSummary({ cart }: { cart: CartState }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const count = cartCount(cart.cart);
  const total = formatUsd(cartTotalCents(cart.cart));
  return (
    <section aria-labelledby="cart-heading" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <ShoppingCart aria-hidden className="h-5 w-5" />
        </span>
        <div>
          <h2 id="cart-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">{i18n._('Your cart')}</h2>
          <p className="text-slate-900">
            <span className="font-semibold" data-testid="cart-count">{i18n._('{count, plural, one {{n} item} other {{n} items}}', { count, n: formatCount(count) })}</span>
            <span aria-hidden> · </span>
            <span className="sr-only">{i18n._(', total')} </span>
            <span className="font-bold tabular-nums" data-testid="cart-total"><Amount>{total}</Amount></span>
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>{i18n._('View cart')}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={i18n._('Your cart')} description={i18n._('Kept in this browser tab until you close it.')}>
        {count === 0 ? (
          <p className="text-slate-700">{i18n._('Your cart is empty.')}</p>
        ) : (
          <>
            <ul aria-label={i18n._('Items in your cart')} className="divide-y divide-slate-100">
              {cart.cart.map((line) => (
                <li key={line.id} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium text-slate-900">{line.name}</p>
                    <p className="text-sm text-slate-600">
                      {i18n._(PRODUCT_TYPE_LABELS[line.product_type])} · {formatCount(line.quantity)} × <Amount>{formatUsd(line.price_cents)}</Amount>
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold tabular-nums"><Amount>{formatUsd(line.price_cents * line.quantity)}</Amount></p>
                  <Button variant="ghost" size="icon" aria-label={i18n._('Remove {name} from cart', { name: line.name })} onClick={() => cart.remove(line.id)}>
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </Button>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-lg font-bold">
              <span>{i18n._('Total')}</span>
              <span className="tabular-nums"><Amount>{total}</Amount></span>
            </p>
          </>
        )}
      </Dialog>
    </section>
  );
}
