/**
 * Takes full-page screenshots of screens at 375, 768 and 1280 px so we can look at what we built.
 * Usage: npx tsx scripts/screenshots.ts --base http://127.0.0.1:3000 --out /tmp/shots [--cookie sid=…] [--dark] /path …
 * --dark emulates a system set to the dark colour scheme (file names end in -dark).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://127.0.0.1:3000' }, out: { type: 'string', default: 'screenshots' }, cookie: { type: 'string' }, dark: { type: 'boolean', default: false } },
});

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
mkdirSync(values.out, { recursive: true });
for (const width of [375, 768, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: values.dark ? 'dark' : 'light' });
  if (values.cookie) {
    const [name, value] = values.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: values.base }]);
  }
  const page = await context.newPage();
  for (const route of positionals.length ? positionals : ['/']) {
    await page.goto(`${values.base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1200);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}${values.dark ? '-dark' : ''}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(`${name}${overflow ? '  HORIZONTAL OVERFLOW' : ''}`);
  }
  await context.close();
}
await browser.close();
