/**
 * Prints the `size-adjust`, `ascent-override` and `descent-override` of the brand's fallback faces
 * (app/styles/_brand.scss, decision 058): a local font scaled to take the room the web font will,
 * so the text painted before the web font arrives keeps its lines when the font swaps in.
 *
 * Measured in Chromium itself (Debian's, as the tests use), not read from the files' tables: the
 * width of the same English text in the web font and in the local font gives `size-adjust`, and
 * the web font's ascent and descent as the browser lays lines out give the overrides, divided by
 * `size-adjust` because the browser scales the overrides with it. Run it again after changing a
 * face: `node --import tsx scripts/font-fallbacks.ts`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from '../tests/chromium';

const require = createRequire(import.meta.url);

interface Pair {
  /** The fallback face's name in _brand.scss. */
  name: string;
  webFile: string;
  weight: number;
  /** A local face present on the test machine (metric-compatible with Arial or Times New Roman). */
  local: string;
}

const pairs: Pair[] = [
  {
    name: 'Playfair Display Fallback',
    webFile: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
    weight: 600,
    local: 'Liberation Serif Bold',
  },
  {
    name: 'Source Sans 3 Fallback',
    webFile: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    weight: 400,
    local: 'Liberation Sans',
  },
];

/** English as the site writes it: letters in their usual proportions, capitals, digits, prices. */
const sample =
  'Sierra Equine Photography captures horses and the people who love them: portraits in the ' +
  'golden hour, the spring show in Sacramento, May 21-23, and a day at the barn. Book Now from ' +
  '$450.00; a 30 % deposit holds the date. Your Sessions, Invoice INV-2026-0003, Paid.';

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

async function main() {
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    for (const pair of pairs) {
      const data = (await readFile(require.resolve(pair.webFile))).toString('base64');
      const measured = await page.evaluate(
        async ({ data, pair, sample }) => {
          const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
          const webFace = new FontFace('Measured Web', bytes, { weight: String(pair.weight) });
          const localFace = new FontFace('Measured Local', `local("${pair.local}")`, {
            weight: String(pair.weight),
          });
          await Promise.all([webFace.load(), localFace.load()]);
          document.fonts.add(webFace);
          document.fonts.add(localFace);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no 2d canvas');
          // One loop, no inner function: the page gets this code as text, without tsx's helpers.
          const found: { width: number; ascent: number; descent: number }[] = [];
          for (const family of ['Measured Web', 'Measured Local']) {
            context.font = `${pair.weight} 1000px "${family}"`;
            const metrics = context.measureText(sample);
            found.push({
              width: metrics.width,
              ascent: metrics.fontBoundingBoxAscent,
              descent: metrics.fontBoundingBoxDescent,
            });
          }
          const [web, local] = found;
          if (!web || !local) throw new Error('nothing measured');
          return { web, local };
        },
        { data, pair, sample },
      );
      const sizeAdjust = measured.web.width / measured.local.width;
      console.log(`${pair.name} (${pair.local}):`);
      console.log(`  size-adjust: ${percent(sizeAdjust)};`);
      console.log(`  ascent-override: ${percent(measured.web.ascent / 1000 / sizeAdjust)};`);
      console.log(`  descent-override: ${percent(measured.web.descent / 1000 / sizeAdjust)};`);
      console.log('  line-gap-override: 0%;');
    }
  } finally {
    await browser.close();
  }
}

await main();
