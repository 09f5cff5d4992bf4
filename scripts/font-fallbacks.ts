/**
 * Prints the `size-adjust`, `ascent-override` and `descent-override` of the brand's fallback faces
 * (app/styles/_brand.scss, decision 058): a local font scaled to take the room the web font will,
 * so the text painted before the web font arrives keeps its lines when the font swaps in.
 *
 * Measured in Chromium itself (Debian's, as the tests use), not read from the files' tables: the
 * width of the site's own words in the web font and in the local font gives `size-adjust`, and
 * the web font's ascent and descent as the browser lays lines out give the overrides, divided by
 * `size-adjust` because the browser scales the overrides with it. Run it again after changing a
 * face: `node --import tsx scripts/font-fallbacks.ts`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { aboutParagraphs } from '../app/content/about';
import { business } from '../app/content/business';
import { homeIntro } from '../app/content/home';
import { serviceSeed } from '../app/content/services-data';
import { chromiumFlags, testBrowserPath } from './lib/chromium';

const require = createRequire(import.meta.url);

/**
 * The site's own words, as each face sets them: the texts of home, About and Services for the
 * text face, the services' names and the business's for the heading face.
 */
const texts = [homeIntro, ...aboutParagraphs, ...serviceSeed.map((service) => service.txt)].join(' ');
const headings = [business.name, ...serviceSeed.map((service) => service.name)].join(' ');

interface Pair {
  /** What the face sets on the site. */
  sample: string;
  /** The fallback face's name in _brand.scss. */
  name: string;
  webFile: string;
  weight: number;
  /** The web face's weights as its @font-face declares them: a variable face gets its range. */
  faceWeight: string;
  /** A local face present on the test machine (metric-compatible with Arial or Times New Roman). */
  local: string;
}

const pairs: Pair[] = [
  {
    name: 'Playfair Display Fallback',
    sample: headings,
    webFile: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
    weight: 600,
    faceWeight: '600',
    local: 'Liberation Serif Bold',
  },
  {
    name: 'Source Sans 3 Fallback',
    sample: texts,
    webFile: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    weight: 400,
    faceWeight: '200 900',
    local: 'Liberation Sans',
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

async function main() {
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    for (const pair of pairs) {
      const data = (await readFile(require.resolve(pair.webFile))).toString('base64');
      const measured = await page.evaluate(
        async ({ data, pair }) => {
          const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
          const webFace = new FontFace('Measured Web', bytes, { weight: pair.faceWeight });
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
            const metrics = context.measureText(pair.sample);
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
        { data, pair },
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
