import { Download, ImageOff, Package } from 'lucide-react';
import { useState } from 'react';
import type { StoreProduct } from '../../../shared/api';

/**
 * The product's picture, or a tinted block with an icon for its type when there is none or it does
 * not load (a dead link, or a plain http address the page's security policy refuses). The card's
 * heading names the product, so the picture is decorative.
 */
export function ProductImage({ product }: { product: Pick<StoreProduct, 'image_url' | 'product_type'> }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = product.image_url;
  const frame = 'aspect-[3/2] w-full overflow-hidden bg-brand-50';
  if (!src || failed === src) {
    const Icon = src ? ImageOff : product.product_type === 'digital' ? Download : Package;
    return (
      <div className={`${frame} flex items-center justify-center text-brand-700/70`} aria-hidden data-testid="product-placeholder">
        <Icon className="h-12 w-12" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <div className={frame}>
      <img src={src} alt="" loading="lazy" referrerPolicy="no-referrer" className="h-full w-full object-cover" onError={() => setFailed(src)} />
    </div>
  );
}
