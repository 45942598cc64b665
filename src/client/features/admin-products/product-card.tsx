import { useLingui } from '@lingui/react';
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminProduct } from '../../../shared/api';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { formatUsd } from '../../lib/format';
import { ProductThumbnail, StatusBadge, StockValue, typeLabel } from './product-display';

/**
 * One product with its actions: the store screen's grid, and the products table's rows on a phone,
 * where a table would hide its buttons off to the side. What admins typed keeps its own direction.
 */
export function ProductCard({ product, onEdit, onDelete }: { product: AdminProduct; onEdit: () => void; onDelete: () => void }) {
  const { i18n } = useLingui();
  return (
    <article aria-labelledby={`product-${product.id}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-4">
        <ProductThumbnail product={product} className="h-20 w-20 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={`product-${product.id}`} dir="auto" className="break-words font-semibold text-slate-900">{product.name}</h2>
          <p className="mt-0.5 text-lg font-bold text-brand-900"><Amount>{formatUsd(product.price_cents)}</Amount></p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StatusBadge active={product.is_active} />
            <span className="text-sm text-slate-600">{typeLabel(i18n, product)}</span>
          </div>
        </div>
      </div>
      {product.description && <p dir="auto" className="mt-3 line-clamp-2 text-sm text-slate-700">{product.description}</p>}
      <dl className="mt-3 flex gap-2 text-sm">
        <dt className="text-slate-600">{i18n._('Stock')}</dt>
        <dd className="font-medium text-slate-900">
          <StockValue product={product} />
        </dd>
      </dl>
      <div className="mt-auto flex gap-2 pt-4">
        <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={i18n._('Edit {name}', { name: product.name })}>
          <Pencil aria-hidden className="h-4 w-4" />
          {i18n._('Edit')}
        </Button>
        <Button variant="destructiveOutline" size="sm" className="flex-1" onClick={onDelete} aria-label={i18n._('Delete {name}', { name: product.name })}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {i18n._('Delete')}
        </Button>
      </div>
    </article>
  );
}
