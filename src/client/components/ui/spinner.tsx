import { useLingui } from '@lingui/react';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
      <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
      <span>{label ?? i18n._('Loading...')}</span>
    </div>
  );
}
