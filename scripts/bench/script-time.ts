import { chromium } from '@playwright/test';
import { median } from './measure';
import { CHROMIUM } from './page-weight';
import type { BenchRow } from './types';

/** Trace events in which the main thread runs JavaScript: compiling and evaluating scripts, calls, timers, events. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'V8.ParseOnBackground']);

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

/** One thread's time in JavaScript, in ms: the union of its script events (they nest). */
function threadScriptMs(events: TraceEvent[], pid: number, tid: number): number {
  const spans = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && SCRIPT_EVENTS.has(e.name) && e.dur)
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

/**
 * The page's main thread's time in JavaScript during a load, in ms. A trace holds several renderer
 * threads (the blank page before the navigation, the page's own, workers), not always named: the
 * page's main thread is the one that ran the most script.
 */
export function mainThreadScriptMs(events: TraceEvent[]): number {
  const threads = new Map(events.filter((e) => SCRIPT_EVENTS.has(e.name)).map((e) => [`${e.pid}:${e.tid}`, e]));
  if (threads.size === 0) throw new Error('The trace has no script events');
  return Math.max(...[...threads.values()].map((e) => threadScriptMs(events, e.pid, e.tid)));
}

async function scriptTime(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'networkidle' });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return mainThreadScriptMs(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

/**
 * The main thread's script time for a first load of `/` at full speed (no throttling), median of
 * `runs` fresh browsers, ours and the bare React 19 page taken in turns so the machine's load falls on both.
 */
export async function benchScriptTime(baseUrl: string, bareUrl: string, runs = 5): Promise<BenchRow[]> {
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    ours.push(await scriptTime(`${baseUrl}/`));
    bare.push(await scriptTime(`${bareUrl}/`));
  }
  const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} ms`;
  return [{
    measure: `main-thread script time, first load of \`/\` (Chrome trace, no throttling, median of ${runs})`,
    value: `${median(ours).toFixed(0)} ms (${range(ours)})`,
    anchor: `bare React 19 page ${median(bare).toFixed(0)} ms (${range(bare)})`,
  }];
}
