import { chromium, type Browser } from '@playwright/test';
import type { BenchRow } from './types';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Transfer = { url: string; type: string; bytes: number };

/**
 * What a first visit to `path` downloads, as the browser counts it (compressed bytes on the wire, headers
 * included). `e2e/prerender.spec.ts` holds `/` to its budget through this same count.
 */
export async function firstVisit(browser: Browser, url: string): Promise<Transfer[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, { url: string; type: string }>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => {
    const seen = types.get(e.requestId);
    if (seen) transfers.push({ ...seen, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  // The live counter's stream never finishes loading, so it is not counted; it sends a few hundred bytes.
  return transfers;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchPageWeight(baseUrl: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const transfers = await firstVisit(browser, `${baseUrl}/`);
    const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
    const script = transfers.filter((t) => t.type === 'Script').reduce((sum, t) => sum + t.bytes, 0);
    return [
      { measure: 'bytes sent for `/`, first visit', value: `${kb(total)} in ${transfers.length} responses`, anchor: '≤ 100 KB', ok: total <= 100 * 1024 },
      { measure: 'JavaScript loaded by `/` (compressed)', value: kb(script), anchor: '≤ 90 KB', ok: script <= 90 * 1024 },
    ];
  } finally {
    await browser.close();
  }
}
