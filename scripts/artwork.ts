/**
 * Renders the original placeholder artwork listed in app/content/artwork.ts into public/images: one SVG
 * per artwork (built by the modules in ./artwork/), rasterised once at its master size, then resized to
 * every width as WebP and JPEG. Run with `npm run artwork` (node --import tsx scripts/artwork.ts).
 * The installed site's icons (app/content/app-icons.ts) are drawn the same way from the logo
 * (public/favicon.svg) as PNG, and the 180 px iOS icon is also written to the two addresses iOS asks
 * for when a page names none (public/apple-touch-icon.png, …-precomposed.png).
 *
 * Every file name carries its artwork's version: a fingerprint of what decides its pixels (this
 * script, the scene builders, the artwork's entry, the encoders' settings), written to
 * app/content/artwork-versions.json for the app (committed: it changes only with those). The server
 * lets browsers keep /images files for a year (PRODUCT §15): a changed picture gets a new name.
 *
 * A stamp file holds a hash of the generator sources and the artwork list, so re-runs cost nothing
 * until one of them changes.
 */
import { access, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type AppIcon, appIcons } from '../app/content/app-icons';
import {
  type Artwork,
  type ArtworkFormat,
  artworkFileName,
  artworks,
  widthsFor,
} from '../app/content/artwork';
import { appIconPath, appIconVersions, logoFile, renderAppIcon } from './artwork/app-icons';
import { buildSvg } from './artwork/scenes';
import { artworkVersions, generatorFiles, hashFiles, JPEG, type Versions, WEBP } from './artwork/versions';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'public', 'images');
/** Where iOS looks for a home-screen icon by name (the site's top folder, served with a short cache). */
const appleTouchFiles = ['apple-touch-icon.png', 'apple-touch-icon-precomposed.png'].map((name) =>
  join(root, 'public', name),
);
const stampFile = join(outDir, '.stamp');
const versionsFile = join(root, 'app', 'content', 'artwork-versions.json');
/** The machine has two cores; two renders at once keeps both busy without thrashing memory. */
const CONCURRENCY = 2;
/**
 * Only names shaped like our output are ever deleted, so stray hand-made files survive a clean-up
 * (with a version, and the unversioned names of earlier builds).
 */
const GENERATED = /^[a-z0-9-]+-\d+(?:\.[0-9a-f]{8})?\.(?:webp|jpg|png)$/;

const formats = ['webp', 'jpg'] as const satisfies readonly ArtworkFormat[];

function outputPath(art: Artwork, width: number, versions: Versions, format: ArtworkFormat): string {
  return join(outDir, artworkFileName(art.name, width, versions[art.name] ?? '', format));
}

function expectedFiles(list: readonly Artwork[], icons: readonly AppIcon[], versions: Versions): string[] {
  return [
    ...list.flatMap((art) =>
      widthsFor(art).flatMap((width) => formats.map((format) => outputPath(art, width, versions, format))),
    ),
    ...icons.map((icon) => appIconPath(outDir, icon, versions)),
    ...appleTouchFiles,
  ];
}

/** Everything that decides the files: the generator, the artwork and icon lists, and the logo. */
async function sourceHash(): Promise<string> {
  return hashFiles([
    ...(await generatorFiles()),
    join(root, 'app', 'content', 'artwork.ts'),
    join(root, 'app', 'content', 'app-icons.ts'),
    logoFile,
  ]);
}

/** Writes artwork-versions.json when it differs (formatted as Biome formats JSON). */
async function writeVersions(versions: Versions): Promise<void> {
  const text = `${JSON.stringify(versions, null, 2)}\n`;
  const current = await readFile(versionsFile, 'utf8').catch(() => '');
  if (current !== text) {
    await writeFile(versionsFile, text);
    console.log('artwork: wrote app/content/artwork-versions.json (commit it with the generator change)');
  }
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
  await Promise.all([stampFile, ...appleTouchFiles].map((file) => rm(file, { force: true })));
}

/** The icons, and the iOS icon again under the names iOS asks for; returns files and bytes written. */
async function renderIcons(
  icons: readonly AppIcon[],
  versions: Versions,
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const icon of icons) {
    const png = await renderAppIcon(icon);
    const targets = [
      appIconPath(outDir, icon, versions),
      ...(icon === appIcons.appleTouch ? appleTouchFiles : []),
    ];
    await Promise.all(targets.map((file) => writeFile(file, png)));
    files += targets.length;
    bytes += png.length * targets.length;
  }
  return { files, bytes };
}

/** Rasterises once, then resizes from the master; returns the number of files and bytes written. */
async function render(art: Artwork, versions: Versions): Promise<{ files: number; bytes: number }> {
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
        .toFile(outputPath(art, width, versions, 'webp')),
      sized
        .clone()
        .jpeg(JPEG)
        .toFile(outputPath(art, width, versions, 'jpg')),
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
  const icons: AppIcon[] = Object.values(appIcons);
  const hash = await sourceHash();
  const versions = { ...(await artworkVersions(list)), ...(await appIconVersions(icons)) };
  await writeVersions(versions);
  await mkdir(outDir, { recursive: true });
  if (await isUpToDate(hash, expectedFiles(list, icons, versions))) {
    console.log('artwork: up to date');
    return;
  }
  await removeStale();
  const results = [
    ...(await pool(list, CONCURRENCY, (art) => render(art, versions))),
    await renderIcons(icons, versions),
  ];
  const files = results.reduce((sum, r) => sum + r.files, 0);
  const kb = Math.round(results.reduce((sum, r) => sum + r.bytes, 0) / 1024);
  // Written last, so an interrupted run is redone in full next time.
  await writeFile(stampFile, `${hash}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `artwork: wrote ${files} files (${kb} KB) for ${list.length} artworks and ${icons.length} icons in ${seconds}s`,
  );
}

main().catch((error: unknown) => {
  console.error('artwork: failed', error);
  process.exitCode = 1;
});
