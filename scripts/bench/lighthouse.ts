import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './page-weight';
import type { BenchRow } from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const LIGHTHOUSE_PAGES = ['/', '/transparency', '/auth', '/resources'];

type PageResult = { scores: number[]; tbt: number; cls: number };

/** One page's median run (by performance score) of `runs` Lighthouse runs. */
async function medianRun(port: number, url: string, runs: number): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    results.push({
      scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    });
  }
  results.sort((a, b) => a.scores[0]! - b.scores[0]!);
  return results[Math.floor(results.length / 2)]!;
}

/**
 * Lighthouse's default run: a mid-range phone on slow 4G (simulated throttling), each page in a fresh
 * Chromium profile, ours and the bare React 19 page of the same HTML (bare-react-page.ts) one after
 * the other, so a slow or busy host lowers both alike. Scores move by a few points between runs on a
 * shared machine, so the median of `runs` is reported. Performance must be within 5 points of the
 * bare page's, and at least 95 where the bare page scores 100.
 */
export async function benchLighthouse(baseUrl: string, bareUrl: string, runs = 3): Promise<BenchRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: BenchRow[] = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const ours = await medianRun(chrome.port, `${baseUrl}${path}`, runs);
      const bare = await medianRun(chrome.port, `${bareUrl}${path}`, runs);
      const [performance, ...others] = ours.scores;
      const floor = bare.scores[0] === 100 ? 95 : bare.scores[0]! - 5;
      rows.push({
        measure: `Lighthouse mobile \`${path}\` (performance / a11y / best practices / SEO)`,
        value: `${ours.scores.join(' / ')} (TBT ${ours.tbt.toFixed(0)} ms, CLS ${ours.cls.toFixed(3)})`,
        anchor: `bare React 19 page ${bare.scores[0]} (TBT ${bare.tbt.toFixed(0)} ms); ≥ ${floor} / 100 / 100 / 100, CLS ≤ 0.02`,
        ok: performance! >= floor && others.every((s) => s === 100) && ours.cls <= 0.02,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
