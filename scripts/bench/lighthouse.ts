import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './page-weight';
import type { BenchRow } from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const LIGHTHOUSE_PAGES = ['/', '/transparency', '/auth', '/resources'];

/**
 * Lighthouse's default run: a mid-range phone on slow 4G (simulated throttling), each page in a fresh
 * Chromium profile. Scores move by a few points between runs on a shared machine, so the median of
 * `runs` is reported.
 */
export async function benchLighthouse(baseUrl: string, runs = 3): Promise<BenchRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: BenchRow[] = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const results: { scores: number[]; lcp: number; cls: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        results.push({
          scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      results.sort((a, b) => a.scores[0]! - b.scores[0]!);
      const median = results[Math.floor(results.length / 2)]!;
      const [performance, ...others] = median.scores;
      rows.push({
        measure: `Lighthouse mobile \`${path}\` (performance / a11y / best practices / SEO)`,
        value: `${median.scores.join(' / ')} (LCP ${(median.lcp / 1000).toFixed(1)} s, CLS ${median.cls.toFixed(3)})`,
        anchor: '≥ 95 / 100 / 100 / 100, CLS ≤ 0.02',
        ok: performance! >= 95 && others.every((s) => s === 100) && median.cls <= 0.02,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
