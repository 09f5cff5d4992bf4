/**
 * Renders the original placeholder artwork listed in app/content/artwork.ts into public/images: one SVG
 * per artwork (built by the modules in ./artwork/), rasterised once at its master size, then resized to
 * every width as WebP and JPEG. Run with `npm run artwork` (node --import tsx scripts/artwork.ts).
 *
 * A stamp file holds a hash of the generator sources and the artwork list, so re-runs cost nothing
 * until one of them changes.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type Artwork, artworks, artworkUrl, widthsFor } from '../app/content/artwork';
import { buildSvg } from './artwork/scenes';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'public', 'images');
const stampFile = join(outDir, '.stamp');
/** The scene builders; every file in the folder is hashed, so a new module can't be missed. */
const scenesDir = fileURLToPath(new URL('./artwork/', import.meta.url));
/** The machine has two cores; two renders at once keeps both busy without thrashing memory. */
const CONCURRENCY = 2;
const WEBP = { quality: 78 } as const;
const JPEG = { quality: 80, mozjpeg: true, progressive: true } as const;
/** Only names shaped like our output are ever deleted, so stray hand-made files survive a clean-up. */
const GENERATED = /^[a-z0-9]+-\d+\.(?:webp|jpg)$/;

const formats = ['webp', 'jpg'] as const;

function outputPath(name: string, width: number, format: (typeof formats)[number]): string {
  return join(root, 'public', artworkUrl(name, width, format));
}

function expectedFiles(list: readonly Artwork[]): string[] {
  return list.flatMap((art) =>
    widthsFor(art).flatMap((width) => formats.map((format) => outputPath(art.name, width, format))),
  );
}

/** Everything that decides the pixels: this script, the scene builders and the artwork list. */
async function sourceFiles(): Promise<string[]> {
  // Sorted, because readdir order is up to the file system and the hash must not depend on it.
  const scenes = (await readdir(scenesDir)).sort().map((f) => join(scenesDir, f));
  return [fileURLToPath(import.meta.url), ...scenes, join(root, 'app', 'content', 'artwork.ts')];
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await sourceFiles()) hash.update(await readFile(file));
  return hash.digest('hex');
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function isUpToDate(hash: string, files: readonly string[]): Promise<boolean> {
  const stamp = await readFile(stampFile, 'utf8').catch(() => '');
  if (stamp.trim() !== hash) return false;
  const present = await Promise.all(files.map(exists));
  return present.every(Boolean);
}

async function removeStale(): Promise<void> {
  const entries = await readdir(outDir);
  await Promise.all(
    entries.filter((f) => GENERATED.test(f)).map((f) => rm(join(outDir, f), { force: true })),
  );
  await rm(stampFile, { force: true });
}

/** Rasterises once, then resizes from the master; returns the number of files and bytes written. */
async function render(art: Artwork): Promise<{ files: number; bytes: number }> {
  // The scenes are fully opaque, so dropping alpha keeps the encoders from carrying a useless channel.
  const master = await sharp(Buffer.from(buildSvg(art)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let files = 0;
  let bytes = 0;
  for (const width of widthsFor(art)) {
    const height = Math.round((width * art.height) / art.width);
    const sized = sharp(master.data, { raw: master.info }).resize(width, height, { kernel: 'lanczos3' });
    const written = await Promise.all([
      sized
        .clone()
        .webp(WEBP)
        .toFile(outputPath(art.name, width, 'webp')),
      sized
        .clone()
        .jpeg(JPEG)
        .toFile(outputPath(art.name, width, 'jpg')),
    ]);
    for (const info of written) {
      files += 1;
      bytes += info.size;
    }
  }
  return { files, bytes };
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function main(): Promise<void> {
  const started = performance.now();
  const list: Artwork[] = Object.values(artworks);
  const hash = await sourceHash();
  await mkdir(outDir, { recursive: true });
  if (await isUpToDate(hash, expectedFiles(list))) {
    console.log('artwork: up to date');
    return;
  }
  await removeStale();
  const results = await pool(list, CONCURRENCY, render);
  const files = results.reduce((sum, r) => sum + r.files, 0);
  const kb = Math.round(results.reduce((sum, r) => sum + r.bytes, 0) / 1024);
  // Written last, so an interrupted run is redone in full next time.
  await writeFile(stampFile, `${hash}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`artwork: wrote ${files} files (${kb} KB) for ${list.length} artworks in ${seconds}s`);
}

main().catch((error: unknown) => {
  console.error('artwork: failed', error);
  process.exitCode = 1;
});
