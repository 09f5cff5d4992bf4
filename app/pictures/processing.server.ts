import fsp from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Metadata, default as Sharp } from 'sharp';
import type { ServiceResult } from '../results/service-result';
import { readExif } from './exif';
import { type ImageFormat, type PictureLimits, resolutionAllowed, sniffImageFormat } from './picture-rules';
import { drawMark } from './proof-noise';
import { stripMetadata } from './strip-metadata';
import { markLayout, watermarkSvg } from './watermark';

export interface InspectedImage {
  format: ImageFormat;
  /** Displayed size, EXIF orientation applied. */
  width: number;
  height: number;
  orientation: number | undefined;
}

export type Inspection = ServiceResult<
  { image: InspectedImage },
  { reason: 'bad-type' } | { reason: 'bad-resolution' }
>;

let sharpLoading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded with the first picture, not at start: it holds memory of its own
 * (docs/PERFORMANCE.md), most of a server's life passes without an upload, and the server's memory
 * has a ceiling (PRODUCT §15).
 * libvips's cache is turned off (decision 034): every picture is read once, so a cached operation
 * is never asked for again, and the cache kept the last pictures' staged files mapped into memory
 * after the upload had deleted them (their pages resident, their disk space not freed).
 * A contract's drawn signature is read with it too (app/contracts/signature-image.server.ts).
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  });
  return sharpLoading;
}

/** Display copy: sharp enough for a full-screen look, light enough for the web. */
export const displaySize = 2048;
/**
 * The thumbnail's long side: what a phone's two columns of square cells ask for (a gallery's own
 * page, decision 074). A 412 px wide phone at 1.75 device pixels (Lighthouse's) has 194 px cells,
 * a 3:2 picture cropped to one needs 291 CSS px of width, 509 device pixels: a 480 thumbnail fell
 * short, so every phone fetched and decoded the 2048 display copy of every picture.
 */
const thumbSize = 640;
/**
 * A proof's largest side (decision 052): enough to choose a picture from on any screen, too small
 * to be the picture a client meant to buy. The thumbnail's proof keeps the thumbnail's size.
 */
export const proofDisplaySize = 1200;

/** Never decode more pixels than the largest allowed picture (a decompression bomb stops here). */
function pixelLimit(limits: PictureLimits): number {
  return limits.maxResolution.width * limits.maxResolution.height;
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = new Uint8Array(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Judges a file on its content (PRODUCT §5 type and resolution rules): the magic bytes, then the header
 * as sharp reads it. Reading the header decodes no pixels, so this is cheap even for large files.
 */
export async function inspectImage(file: string, limits: PictureLimits): Promise<Inspection> {
  const sharp = await loadSharp();
  const sniffed = sniffImageFormat(await readHead(file));
  if (!sniffed) return { ok: false, reason: 'bad-type' };
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'bad-type' };
  }
  if (metadata.format !== sniffed) return { ok: false, reason: 'bad-type' };
  const { width, height } = metadata.autoOrient;
  if (!resolutionAllowed({ width, height }, limits)) return { ok: false, reason: 'bad-resolution' };
  return { ok: true, image: { format: sniffed, width, height, orientation: metadata.orientation } };
}

export interface RenderedFile {
  /** A file in the caller's work folder, ready to be streamed into picture storage. */
  path: string;
  size: number;
  width: number;
  height: number;
}

export interface PictureFiles {
  /** The original with its metadata removed (see strip-metadata.ts). */
  original: RenderedFile;
  display: RenderedFile;
  thumb: RenderedFile;
  /** For a proofing gallery: the display sizes again, smaller and with the mark drawn in. */
  proofs?: ProofFiles;
}

export interface ProofFiles {
  display: RenderedFile;
  thumb: RenderedFile;
}

/** What a picture's proofs carry: the text tiled across them and the picture's own seed (decision 052). */
export interface ProofMark {
  text: string;
  /** 32 bytes, the same for every rendering of one picture's proofs and different for every picture. */
  seed: Uint8Array;
}

/** True when a file's metadata holds nothing but (at most) an orientation. */
export async function carriesOnlyOrientation(bytes: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes).metadata();
  if (metadata.xmp || metadata.iptc || metadata.tifftagPhotoshop || (metadata.comments?.length ?? 0) > 0) {
    return false;
  }
  if (!metadata.exif) return true;
  const exif = readExif(metadata.exif);
  return exif !== null && !exif.hasGps && exif.ifd0Tags.every((tag) => tag === 0x0112);
}

/**
 * The stripped original, written to `target`; if the lossless strip fails or leaves anything
 * behind, a careful re-encode. The strip walks the file's segments in memory, so one original (at
 * most PICTURE_MAX_FILE_MB) is read whole here; sharp decodes far more than that for the WebPs anyway.
 */
async function cleanOriginal(
  source: string,
  target: string,
  image: InspectedImage,
  limits: PictureLimits,
): Promise<RenderedFile> {
  const sharp = await loadSharp();
  try {
    const stripped = stripMetadata(await fsp.readFile(source), image.format, image.orientation);
    const check = await sharp(stripped).metadata();
    const same =
      check.format === image.format &&
      check.autoOrient.width === image.width &&
      check.autoOrient.height === image.height;
    if (same && (await carriesOnlyOrientation(stripped))) {
      await fsp.writeFile(target, stripped);
      return { path: target, size: stripped.length, width: image.width, height: image.height };
    }
  } catch {
    // Unusual layout: fall through to the re-encode below.
  }
  // sharp writes no metadata unless told to; the pixels are turned upright instead of tagged.
  const pipeline = sharp(source, { limitInputPixels: pixelLimit(limits) })
    .autoOrient()
    .keepIccProfile();
  const info = await (image.format === 'jpeg'
    ? pipeline.jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    : pipeline.png({ compressionLevel: 9 })
  ).toFile(target);
  return { path: target, size: info.size, width: info.width, height: info.height };
}

async function webp(
  source: string,
  target: string,
  size: number,
  quality: number,
  limits: PictureLimits,
): Promise<RenderedFile> {
  const sharp = await loadSharp();
  // No withMetadata()/keep*(): sharp strips EXIF, GPS, XMP and ICC and converts to sRGB.
  const info = await sharp(source, { limitInputPixels: pixelLimit(limits) })
    .autoOrient()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toFile(target);
  return { path: target, size: info.size, width: info.width, height: info.height };
}

/**
 * A proof: the clean WebP `clean` made to fit a `box` square, with the mark drawn across all of
 * it, written to `target` (decision 052). It is made from a rendered clean size, not the
 * original, so it costs a small image's work: at most 1200 x 1200 pixels, the picture, its mark
 * and the result held as raw bytes (about 10 MB), one proof at a time.
 */
async function proofOf(
  clean: string,
  target: string,
  box: number,
  quality: number,
  mark: ProofMark,
): Promise<RenderedFile> {
  const sharp = await loadSharp();
  const picture = await sharp(clean)
    .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = picture.info;
  const overlay = await sharp(Buffer.from(watermarkSvg(width, height, mark.text, mark.seed)))
    .ensureAlpha()
    .raw()
    .toBuffer();
  drawMark(picture.data, picture.info, overlay, markLayout(width, height, mark.seed).fontSize, mark.seed);
  const info = await sharp(picture.data, { raw: { width, height, channels } })
    .webp({ quality })
    .toFile(target);
  return { path: target, size: info.size, width: info.width, height: info.height };
}

/** Both proofs of a picture, from its rendered clean display size and thumbnail. */
async function proofsOf(
  cleanDisplay: string,
  cleanThumb: string,
  workDir: string,
  mark: ProofMark,
): Promise<ProofFiles> {
  return {
    display: await proofOf(
      cleanDisplay,
      path.join(workDir, 'display-proof.webp'),
      proofDisplaySize,
      82,
      mark,
    ),
    thumb: await proofOf(cleanThumb, path.join(workDir, 'thumb-proof.webp'), thumbSize, 75, mark),
  };
}

/**
 * One picture is rendered at a time in the whole server, whichever upload it belongs to (decision
 * 034): decoding a camera picture takes far more memory than its file, and five uploads at once
 * rendered five pictures at once (four running, on libuv's four threads), each thread's allocator
 * keeping what it had used. Uploads arriving together take turns, picture by picture.
 */
const oneRenderAtATime = pLimit(1);

/**
 * The stored files of one upload, rendered from the staged `source` into `workDir` one after
 * another to keep memory low on a small machine; the caller streams them into storage. With
 * `watermark` (a proofing gallery) the display sizes are also made as proofs carrying
 * that mark; the original is never marked, and the clean sizes wait for Release gallery.
 */
export function renderPictureFiles(
  source: string,
  image: InspectedImage,
  limits: PictureLimits,
  workDir: string,
  watermark?: ProofMark,
): Promise<PictureFiles> {
  return oneRenderAtATime(async () => {
    const original = await cleanOriginal(source, path.join(workDir, 'original'), image, limits);
    const display = await webp(source, path.join(workDir, 'display.webp'), displaySize, 82, limits);
    const thumb = await webp(source, path.join(workDir, 'thumb.webp'), thumbSize, 75, limits);
    if (watermark === undefined) return { original, display, thumb };
    const proofs = await proofsOf(display.path, thumb.path, workDir, watermark);
    return { original, display, thumb, proofs };
  });
}

/**
 * The proofs of a picture already stored, from its clean display size and thumbnail copied into
 * `workDir`: a proof made before the mark it carries now is made again (decision 052). In turn
 * with every other render.
 */
export function renderProofFiles(
  cleanDisplay: string,
  cleanThumb: string,
  workDir: string,
  mark: ProofMark,
): Promise<ProofFiles> {
  return oneRenderAtATime(() => proofsOf(cleanDisplay, cleanThumb, workDir, mark));
}
