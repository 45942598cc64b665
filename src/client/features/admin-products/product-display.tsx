import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ImageOff, Package } from 'lucide-react';
import { useState } from 'react';
import type { AdminProduct } from '../../../shared/api';
import { PRODUCT_TYPE_LABELS } from '../../../shared/schemas/products';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';

/** A digital product never runs out: its stock reads as infinity, and as "Unlimited" to screen readers. */
export function StockValue({ product }: { product: Pick<AdminProduct, 'product_type' | 'stock_quantity'> }) {
  const { i18n } = useLingui();
  if (product.product_type !== 'digital') return <>{formatCount(product.stock_quantity)}</>;
  // relative: the sr-only text is positioned, and must stay inside a sideways-scrolling table.
  return (
    <span className="relative">
      <span aria-hidden>∞</span>
      <span className="sr-only">{i18n._('Unlimited')}</span>
    </span>
  );
}

export const typeLabel = (i18n: I18n, product: Pick<AdminProduct, 'product_type'>) => i18n._(PRODUCT_TYPE_LABELS[product.product_type]);

export function StatusBadge({ active }: { active: boolean }) {
  const { i18n } = useLingui();
  return <Badge tone={active ? 'green' : 'gray'}>{active ? i18n._('Active') : i18n._('Inactive')}</Badge>;
}

/**
 * The product's picture, or a quiet placeholder when there is none or it cannot be loaded (a dead
 * link, or a plain http address that the page's security policy refuses). The name sits beside it,
 * so the picture itself is decorative.
 */
export function ProductThumbnail({ product, className }: { product: Pick<AdminProduct, 'image_url'>; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = product.image_url;
  const frame = cn('flex items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-500', className);
  if (!src || failed === src) {
    const Icon = src ? ImageOff : Package;
    return (
      <div className={frame} aria-hidden>
        <Icon className="h-1/3 w-1/3 max-h-10 max-w-10" />
      </div>
    );
  }
  return (
    <div className={frame}>
      <img src={src} alt="" loading="lazy" referrerPolicy="no-referrer" className="h-full w-full object-cover" onError={() => setFailed(src)} />
    </div>
  );
}
