/**
 * Renders card.html to src/client/public/social-card.png, the 1200×630 preview messengers show for a
 * shared link. Run once after changing the card: npx tsx scripts/social-card/render.ts
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const here = import.meta.dirname;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(pathToFileURL(path.join(here, 'card.html')).href);
await page.screenshot({ path: path.resolve(here, '../../src/client/public/social-card.png') });
await browser.close();
