import { gzipSync } from 'node:zlib';
import { atMost, type Cell, checkedCell, fixed, type Table, text } from './report';

/** DEVELOPERS.md's budget: the home page's first-load JavaScript. */
export const homeJsBudget = atMost(120 * 1024, '≤ 120 KB');

/** Every script and stylesheet the page's HTML makes the browser load before it is interactive. */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
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

export interface PageWeight {
  page: string;
  js: number;
  css: number;
  html: number;
}

/** What a first visit to each page downloads before it is interactive (gzip level 9). */
export async function measurePageWeights(baseUrl: string, pages: readonly string[]): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const page of pages) {
    const html = await (await fetch(baseUrl + page)).text();
    const assets = firstLoadAssets(html);
    const [js, css] = await Promise.all([gzipTotal(baseUrl, assets.js), gzipTotal(baseUrl, assets.css)]);
    weights.push({ page, js, css, html: Buffer.byteLength(html) });
  }
  return weights;
}

export function pageWeightTable(weights: readonly PageWeight[]): Table {
  const kb = (bytes: number) => fixed(1)(bytes / 1024);
  const rows: Cell[][] = weights.map((w) => [
    text(w.page),
    w.page === '/' ? checkedCell(w.js, homeJsBudget, kb) : text(kb(w.js)),
    text(kb(w.css)),
    text(kb(w.html)),
  ]);
  return {
    title: 'First-load page weight (KB)',
    columns: ['page', `JS gzip (home ${homeJsBudget.text})`, 'CSS gzip', 'HTML'],
    rows,
    notes: [
      'Every module the HTML preloads or imports, gzip level 9; widgets loaded after the page is interactive are not first-load.',
    ],
  };
}
