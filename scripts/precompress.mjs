// Run by `npm run build` after `react-router build`: writes a .br and a .gz beside every script,
// style sheet and SVG of the browser build (build/client), at the highest levels, so the server
// sends them as they are (server/static-files.ts) and never compresses a file per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '..', 'build', 'client');
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed file saves too little to be worth a second request path. */
const minBytes = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const entries = await fs.readdir(clientDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let written = 0;
let before = 0;
let after = 0;
for (const file of files) {
  const data = await fs.readFile(file);
  if (data.length < minBytes) continue;
  const [gz, br] = await Promise.all([
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await fs.writeFile(`${file}.gz`, gz);
  await fs.writeFile(`${file}.br`, br);
  written += 1;
  before += data.length;
  after += br.length;
}
console.log(
  `precompress: ${written} files in build/client as .br and .gz (${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli)`,
);
