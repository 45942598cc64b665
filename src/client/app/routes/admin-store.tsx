import { useLingui } from '@lingui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminProduct } from '../../../shared/api';
import { SCREENS } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { AdminLayout } from '../../features/admin/admin-layout';
import { useProductActions } from '../../features/admin-products/product-actions';
import { ProductThumbnail, StatusBadge, StockValue, typeLabel } from '../../features/admin-products/product-display';
import { ProductListFrame } from '../../features/admin-products/product-list-frame';
import { useProductList } from '../../features/admin-products/use-products';
import { useSession } from '../../features/auth/session';
import { formatUsd } from '../../lib/format';

const PAGE_SIZE = 12;

/** Admin store management (spec §2): every product as a card, added and edited in a dialog. */
export default function AdminStoreScreen() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const list = useProductList(PAGE_SIZE, user?.is_admin === true);
  const actions = useProductActions({ onCreated: () => list.setPage(1) });
  return (
    <AdminLayout
      screen={SCREENS.adminStore}
      title={i18n._('Store Management')}
      description={i18n._('Every product in the community store, active or not.')}
      actions={
        <Button onClick={actions.add}>
          <Plus aria-hidden className="h-5 w-5" />
          {i18n._('Add Product')}
        </Button>
      }
    >
      <ProductListFrame list={list} pageSize={PAGE_SIZE}>
        {(items) => (
          <ul aria-label={i18n._('Products')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} onEdit={() => actions.edit(product)} onDelete={() => actions.askDelete(product)} />
              </li>
            ))}
          </ul>
        )}
      </ProductListFrame>
      {actions.dialogs}
    </AdminLayout>
  );
}

function ProductCard({ product, onEdit, onDelete }: { product: AdminProduct; onEdit: () => void; onDelete: () => void }) {
  const { i18n } = useLingui();
  return (
    <article aria-labelledby={`product-${product.id}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-4">
        <ProductThumbnail product={product} className="h-20 w-20 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={`product-${product.id}`} className="break-words font-semibold text-slate-900">{product.name}</h2>
          <p className="mt-0.5 text-lg font-bold text-brand-900">{formatUsd(product.price_cents)}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StatusBadge active={product.is_active} />
            <span className="text-sm text-slate-600">{typeLabel(i18n, product)}</span>
          </div>
        </div>
      </div>
      {product.description && <p className="mt-3 line-clamp-2 text-sm text-slate-700">{product.description}</p>}
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
