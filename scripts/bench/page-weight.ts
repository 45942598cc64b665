import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
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

/** The budgets of a first visit to `/`: JavaScript gzipped (level 9, as the files are), and everything on the wire. */
export const HOME_JS_BUDGET = 110 * 1024;
export const HOME_TOTAL_BUDGET = 140 * 1024;

async function weigh(browser: Browser, url: string) {
  const transfers = await firstVisit(browser, url);
  const scripts = transfers.filter((t) => t.type === 'Script');
  const gzipped = await Promise.all(scripts.map(async (t) => gzipSync(Buffer.from(await (await fetch(t.url)).arrayBuffer()), { level: 9 }).length));
  return {
    total: transfers.reduce((sum, t) => sum + t.bytes, 0),
    count: transfers.length,
    wireScript: scripts.reduce((sum, t) => sum + t.bytes, 0),
    gzipScript: gzipped.reduce((sum, n) => sum + n, 0),
  };
}

/** `/` first visit, ours against the bare React 19 page of the same HTML (bare-react-page.ts), in one browser. */
export async function benchPageWeight(baseUrl: string, bareUrl: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const ours = await weigh(browser, `${baseUrl}/`);
    const bare = await weigh(browser, `${bareUrl}/`);
    return [
      { measure: 'JavaScript loaded by `/`, first visit (gzip -9 of the files)', value: `${kb(ours.gzipScript)} (${kb(ours.wireScript)} on the wire, brotli)`, anchor: `≤ 110 KB; bare React 19 page ${kb(bare.gzipScript)} (${kb(bare.wireScript)} on the wire)`, ok: ours.gzipScript <= HOME_JS_BUDGET },
      { measure: 'bytes sent for `/`, first visit (HTML, CSS, JS, fonts, headers)', value: `${kb(ours.total)} in ${ours.count} responses`, anchor: `≤ 140 KB; bare React 19 page ${kb(bare.total)} in ${bare.count}`, ok: ours.total <= HOME_TOTAL_BUDGET },
    ];
  } finally {
    await browser.close();
  }
}
