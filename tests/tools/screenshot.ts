/**
 * Full-page screenshots at a phone and a desktop width, for looking at pages by eye:
 *   npx tsx tests/tools/screenshot.ts http://localhost:3000 /packages /tmp/shots/packages
 * writes /tmp/shots/packages-390.png and /tmp/shots/packages-1280.png.
 * External images are replaced by a generated landscape (this machine has no internet).
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PLACEHOLDER_SVG, isExternal } from '../e2e/support/offline-images.ts';

const [baseURL, path = '/', out = '/tmp/shots/page'] = process.argv.slice(2);
if (!baseURL) {
  console.error('usage: screenshot.ts <baseURL> <path> <output prefix>');
  process.exit(2);
}
mkdirSync(dirname(out), { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking', '--no-first-run'] });
try {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
    await page.route((url) => isExternal(url.toString(), baseURL), (route) => route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_SVG }));
    page.on('console', (m) => m.type() === 'error' && console.log(`[console error ${width}] ${m.text()}`));
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
    // Lazy images below the fold load as the page scrolls.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}-${width}.png`, fullPage: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Saved ${out}-390.png and ${out}-1280.png`);
