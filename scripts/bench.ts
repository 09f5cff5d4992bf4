// `npm run bench`: measures the budgets of DEVELOPERS.md against the built production server on a
// fresh embedded database: first-load JavaScript and CSS of each public page (gzip), and the
// server's response time per page. Prints a Markdown table for docs/PERFORMANCE.md.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { startServer } from '../tests/e2e/helpers/server';

const pages = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/team',
  '/clientStories',
  '/BookingForm',
  '/login',
  '/signup',
];
const samples = 40;

/** Every script and stylesheet the page's HTML makes the browser load before it is interactive. */
function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  // Attributes in any order: the CSP nonce (decision 010) may come before rel.
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const hrefOf = (tag: string) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? '';
  const js = new Set<string>();
  for (const tag of links) if (/\srel="modulepreload"/.test(tag) && hrefOf(tag)) js.add(hrefOf(tag));
  for (const m of html.matchAll(
    /import\("([^"]+\.js)"\)|from "([^"]+\.js)"|<script[^>]+src="([^"]+\.js)"/g,
  )) {
    const url = m[1] ?? m[2] ?? m[3];
    if (url?.startsWith('/')) js.add(url);
  }
  const css = links.filter((tag) => /\srel="stylesheet"/.test(tag)).map(hrefOf);
  return { js: [...js], css: css.filter(Boolean) };
}

async function gzipTotal(base: string, urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(
      async (url) =>
        gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer()), { level: 9 }).length,
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const server = await startServer();
try {
  const rows: string[] = [];
  for (const page of pages) {
    const url = server.url + page;
    const html = await (await fetch(url)).text();
    const assets = firstLoadAssets(html);
    const [js, css] = await Promise.all([
      gzipTotal(server.url, assets.js),
      gzipTotal(server.url, assets.css),
    ]);
    for (let i = 0; i < 5; i++) await (await fetch(url)).text(); // warm up
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      await (await fetch(url)).text();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| ${page} | ${(js / 1024).toFixed(1)} | ${(css / 1024).toFixed(1)} | ${(Buffer.byteLength(html) / 1024).toFixed(1)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  console.log(
    '| Page | First-load JS (KB gzip) | CSS (KB gzip) | HTML (KB) | Response p50 (ms) | p95 (ms) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
}
