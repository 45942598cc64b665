import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { SCREENS } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { AdminLayout } from '../../features/admin/admin-layout';
import { useProductActions } from '../../features/admin-products/product-actions';
import { ProductCard } from '../../features/admin-products/product-card';
import { ProductListFrame } from '../../features/admin-products/product-list-frame';
import { StoreViews } from '../../features/admin-products/store-views';
import { useProductList } from '../../features/admin-products/use-products';
import { useSession } from '../../features/auth/session';

const PAGE_SIZE = 12;

/** Admin store management: every product as a card, added and edited in a dialog; the table is its other view. */
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
      <StoreViews />
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
