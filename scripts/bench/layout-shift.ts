import { chromium } from '@playwright/test';
import { CHROMIUM } from './page-weight';
import type { BenchRow } from './types';

export const PUBLIC_PAGES = ['/', '/transparency', '/resources', '/shariah-compliance', '/contact', '/terms', '/privacy', '/ambassador', '/reviews', '/poster', '/auth', '/no-such-page'];

/** Cumulative layout shift of every public page on a phone-sized screen, as the browser reports it. */
export async function benchLayoutShift(baseUrl: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const shifts: { path: string; cls: number }[] = [];
  try {
    for (const path of PUBLIC_PAGES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      shifts.push({ path, cls: await page.evaluate(() => (window as unknown as { __cls: number }).__cls) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const worst = shifts.reduce((a, b) => (b.cls > a.cls ? b : a));
  return [{
    measure: `layout shift (CLS) of ${shifts.length} public pages at 375 px`,
    value: `worst ${worst.cls.toFixed(3)} (\`${worst.path}\`); ${shifts.map((s) => `${s.path} ${s.cls.toFixed(3)}`).join(', ')}`,
    anchor: '≤ 0.02 on every page',
    ok: worst.cls <= 0.02,
  }];
}
