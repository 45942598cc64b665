import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { AdminProduct } from '../../../shared/api';
import { PRODUCT_MESSAGES } from '../../../shared/schemas/products';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { ProductForm } from './product-form';
import { useDeleteProduct } from './use-products';

/**
 * Add, edit and delete as both admin screens offer them: the form in a dialog, and a confirmation
 * before anything is deleted. The screen places `dialogs` once and calls the three actions.
 */
export function useProductActions({ onCreated }: { onCreated?: () => void } = {}) {
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
      toast.success(PRODUCT_MESSAGES.deleted);
    } catch (err) {
      toast.error(PRODUCT_MESSAGES.deleteFailed, { description: err instanceof Error ? err.message : undefined });
    }
  };

  const dialogs = (
    <>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={product ? 'Edit Product' : 'Add Product'}>
        {/* Keyed, so each product (or a new one) starts from its own values. */}
        <ProductForm key={product?.id ?? 'new'} product={product} onSaved={saved} onCancel={() => setEditing(null)} />
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this product?"
        description={`"${deleting?.name ?? ''}" will be removed from the store. This action cannot be undone.`}
        confirmLabel="Delete Product"
        onConfirm={confirmDelete}
      />
    </>
  );

  return { add: () => setEditing('new'), edit: (p: AdminProduct) => setEditing(p), askDelete: (p: AdminProduct) => setDeleting(p), dialogs };
}
