import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from './helpers/fixtures';

/**
 * Scripts and style sheets are compressed once, at build time (scripts/precompress.mjs), and sent
 * as they are: the encoding the browser asks for, a Content-Length (a file compressed while it is
 * sent has none), Vary: Accept-Encoding, a year's cache for hashed names.
 */
function rawGet(url: string, encoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

test('the home page scripts and every style sheet come precompressed, brotli or gzip as asked', async ({
  request,
  server,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  // The home page links no style sheet (its first-paint CSS is inlined, decision 024): the parts
  // other pages load (tables, modal, the date picker) are taken from the build.
  const styleSheets = fs
    .readdirSync('build/client/assets')
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/assets/${file}`);
  expect(styleSheets.length).toBeGreaterThan(0);
  const assets = [...scripts, ...styleSheets];
  for (const asset of new Set(assets)) {
    const plain = await rawGet(`${server.url}${asset}`, 'identity');
    expect(plain.headers['content-encoding'], asset).toBeUndefined();
    expect(plain.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    if (plain.body.length < 1024) continue;
    const br = await rawGet(`${server.url}${asset}`, 'gzip, deflate, br');
    const gzip = await rawGet(`${server.url}${asset}`, 'gzip');
    expect(br.headers['content-encoding'], asset).toBe('br');
    expect(gzip.headers['content-encoding'], asset).toBe('gzip');
    for (const answer of [br, gzip]) {
      expect(answer.headers.vary, asset).toContain('Accept-Encoding');
      expect(Number(answer.headers['content-length']), asset).toBe(answer.body.length);
      expect(answer.headers['content-type'], asset).toMatch(
        asset?.endsWith('.css') ? /^text\/css/ : /javascript/,
      );
    }
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body), asset).toBe(true);
    expect(br.body.length, asset).toBeLessThan(plain.body.length);
  }
});
