import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { qrSvgFor } from '../../lib/qr-svg';

/** A scannable QR code for the URL, drawn as SVG so it stays sharp at any print size. */
export function QrCode({ url, className, alt }: { url: string; className?: string; alt?: string }) {
  const { i18n } = useLingui();
  const [svg, setSvg] = useState<{ url: string; markup: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvgFor(url).then((markup) => current && setSvg({ url, markup }));
    return () => {
      current = false;
    };
  }, [url]);
  if (svg?.url !== url) return <span className="sr-only">{i18n._('Preparing the QR code...')}</span>;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`} alt={alt ?? i18n._('QR code linking to {url}', { url })} className={className} />;
}
