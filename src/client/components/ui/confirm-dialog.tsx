import { useLingui } from '@lingui/react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useReturnFocus } from './return-focus';
import { Button } from './button';

/** Asks before a destructive action; the action runs only on the explicit confirm button. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, destructive = true }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
  destructive?: boolean;
}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(open);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed inset-x-3 top-[20vh] z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>{i18n._('Cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={() => void confirm()} disabled={busy}>
              {busy ? i18n._('Working...') : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
