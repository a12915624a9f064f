import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Playwright from 'playwright-core';
import { CATALOGUE, ICON_PX, iconFile } from './catalogue/index.ts';
import { productIconSvg } from './product-icons.ts';

/**
 * Writes the catalogue's icons into the web app's public folder as PNG files of ICON_PX
 * pixels (three device pixels per CSS pixel of the 36 px badge), rendered from their SVG by
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium):
 *
 *   npx tsx apps/server/src/modules/quotes/write-product-icons.ts
 *
 * Raster icons, not SVG: a phone decodes a PNG off the main thread, while an SVG image is a
 * document of its own that the page parses and paints on its main thread each time a row
 * shows a new one (measured in bench/quotes-page.bench.mjs: the SVG icons were the longest
 * frames of a scrolled quote list).
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/product-icons');
const require = createRequire(path.resolve(dir, '../../../../package.json'));
const { chromium } = require('playwright-core') as typeof Playwright;

fs.mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: ICON_PX, height: ICON_PX }, deviceScaleFactor: 1 });
  for (const e of CATALOGUE) {
    const svg = productIconSvg(e).replace('width="64" height="64"', `width="${ICON_PX}" height="${ICON_PX}"`);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: path.join(dir, iconFile(e.code)), omitBackground: true, clip: { x: 0, y: 0, width: ICON_PX, height: ICON_PX } });
  }
} finally {
  await browser.close();
}
for (const f of fs.readdirSync(dir)) if (f.endsWith('.svg')) fs.rmSync(path.join(dir, f));
process.stdout.write(`${CATALOGUE.length} icons in ${dir}\n`);
