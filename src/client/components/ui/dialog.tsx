import { useLingui } from '@lingui/react';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus';

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/** A modal with a title, an optional description and a close button; focus stays inside while open. */
export function Dialog({ open, onOpenChange, title, description, children, size = 'md' }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** lg for record details that read better in two columns. */
  size?: keyof typeof WIDTHS;
}) {
  const { i18n } = useLingui();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className={`fixed inset-x-3 top-[5vh] z-50 mx-auto max-h-[90vh] ${WIDTHS[size]} overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-lg p-1 text-slate-600 hover:bg-slate-100" aria-label={i18n._('Close')}>
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
