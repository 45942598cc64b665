import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { SCREENS } from '../../../shared/routes';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Table, Td, Th } from '../../components/ui/table';
import { AdminLayout } from '../../features/admin/admin-layout';
import { useProductActions } from '../../features/admin-products/product-actions';
import { ProductCard } from '../../features/admin-products/product-card';
import { StatusBadge, StockValue, typeLabel } from '../../features/admin-products/product-display';
import { ProductListFrame } from '../../features/admin-products/product-list-frame';
import { StoreViews } from '../../features/admin-products/store-views';
import { useProductList } from '../../features/admin-products/use-products';
import { useSession } from '../../features/auth/session';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';

const PAGE_SIZE = 20;

/** The store's table view: the same products, API and form as the cards. */
export default function AdminProductsScreen() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const list = useProductList(PAGE_SIZE, user?.is_admin === true);
  const actions = useProductActions({ onCreated: () => list.setPage(1) });
  return (
    <AdminLayout
      screen={SCREENS.adminProducts}
      title={i18n._('Store Management')}
      description={i18n._('Every product in the community store, newest first.')}
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
          <>
            {/* The table from 768 px; cards below, so each product's buttons stay in reach on a phone. */}
            <div className="hidden md:block">
              <Table caption={i18n._('Products')}>
                <thead>
                  <tr>
                    <Th>{i18n._('Name')}</Th>
                    <Th>{i18n._('Type')}</Th>
                    <Th className="text-end">{i18n._('Price')}</Th>
                    <Th className="text-end">{i18n._('Stock')}</Th>
                    <Th>{i18n._('Status')}</Th>
                    <Th className="text-end">{i18n._('Actions')}</Th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((product) => (
                    <tr key={product.id}>
                      <Cell className="max-w-xs break-words font-medium"><bdi>{product.name}</bdi></Cell>
                      <Cell>{typeLabel(i18n, product)}</Cell>
                      <Cell end className="tabular-nums"><Amount>{formatUsd(product.price_cents)}</Amount></Cell>
                      <Cell end className="tabular-nums"><StockValue product={product} /></Cell>
                      <Cell><StatusBadge active={product.is_active} /></Cell>
                      <Cell end className="gap-2">
                        <Button variant="outline" size="sm" onClick={() => actions.edit(product)} aria-label={i18n._('Edit {name}', { name: product.name })}>{i18n._('Edit')}</Button>
                        <Button variant="destructiveOutline" size="sm" onClick={() => actions.askDelete(product)} aria-label={i18n._('Delete {name}', { name: product.name })}>{i18n._('Delete')}</Button>
                      </Cell>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <ul aria-label={i18n._('Products')} className="grid gap-4 sm:grid-cols-2 md:hidden">
              {items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} onEdit={() => actions.edit(product)} onDelete={() => actions.askDelete(product)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ProductListFrame>
      {actions.dialogs}
    </AdminLayout>
  );
}

/** Cell content centred on the height of the row's buttons, so text and buttons line up. */
function Cell({ end, className, children }: { end?: boolean; className?: string; children: ReactNode }) {
  return (
    <Td>
      <div className={cn('flex min-h-9 items-center', end && 'justify-end', className)}>{children}</div>
    </Td>
  );
}
