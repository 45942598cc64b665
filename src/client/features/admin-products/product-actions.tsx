import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { AdminProduct } from '../../../shared/api';
import { PRODUCT_MESSAGES } from '../../../shared/schemas/products';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { translateKnown } from '../../i18n/i18n';
import { ProductForm } from './product-form';
import { useDeleteProduct } from './use-products';

/**
 * Add, edit and delete as both admin screens offer them: the form in a dialog, and a confirmation
 * before anything is deleted. The screen places `dialogs` once and calls the three actions.
 */
export function useProductActions({ onCreated }: { onCreated?: () => void } = {}) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const remove = useDeleteProduct();
  const product = editing === 'new' ? undefined : (editing ?? undefined);

  const saved = () => {
    if (editing === 'new') onCreated?.();
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(i18n._(PRODUCT_MESSAGES.deleted));
    } catch (err) {
      toast.error(i18n._(PRODUCT_MESSAGES.deleteFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : undefined });
    }
  };

  const dialogs = (
    <>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={product ? i18n._('Edit Product') : i18n._('Add Product')}>
        {/* Keyed, so each product (or a new one) starts from its own values. */}
        <ProductForm key={product?.id ?? 'new'} product={product} onSaved={saved} onCancel={() => setEditing(null)} />
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={i18n._('Delete this product?')}
        description={i18n._('"{name}" will be removed from the store. This action cannot be undone.', { name: deleting?.name ?? '' })}
        confirmLabel={i18n._('Delete Product')}
        onConfirm={confirmDelete}
      />
    </>
  );

  return { add: () => setEditing('new'), edit: (p: AdminProduct) => setEditing(p), askDelete: (p: AdminProduct) => setDeleting(p), dialogs };
}
