import QRCode, { type QRCodeToStringOptionsOther } from 'qrcode';

const QR_OPTIONS: QRCodeToStringOptionsOther = { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#022c22', light: '#ffffff' } };

/**
 * The QR code for a URL as SVG markup. Plain TypeScript without React, so the browser tests can
 * regenerate the markup for the URL they expect and compare it with what the page shows.
 */
export const qrSvgFor = (url: string): Promise<string> => QRCode.toString(url, QR_OPTIONS);
