/**
 * Renders the app icons in src/client/public from favicon.svg with Chromium. Run once after changing
 * the favicon; the PNGs are committed. Usage: npx tsx scripts/render-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { THEME_COLOR } from '../pwa.config';

const publicDir = path.resolve('src/client/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// A maskable icon may be cut to any shape inside the central 80% circle, so the drawing is shrunk to
// fit in it and the square is filled with the theme colour.
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.2, background: THEME_COLOR },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  const drawn = Math.round(icon.size * (1 - icon.inset));
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">` +
      `<img src="${dataUrl}" width="${drawn}" height="${drawn}" alt=""></body>`,
  );
  await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: icon.background === 'transparent' });
  await page.close();
  console.log(icon.file);
}
await browser.close();
