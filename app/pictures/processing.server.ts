import fsp from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { readExif } from './exif';
import {
  type ImageFormat,
  type PictureLimits,
  pictureMessages,
  resolutionAllowed,
  sniffImageFormat,
} from './picture-rules';
import { stripMetadata } from './strip-metadata';

export interface InspectedImage {
  format: ImageFormat;
  /** Displayed size, EXIF orientation applied. */
  width: number;
  height: number;
  orientation: number | undefined;
}

export type Inspection = { ok: true; image: InspectedImage } | { ok: false; message: string };

/** Display copy: sharp enough for a full-screen look, light enough for the web. */
const displaySize = 2048;
const thumbSize = 480;

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
  const sniffed = sniffImageFormat(await readHead(file));
  if (!sniffed) return { ok: false, message: pictureMessages.badType };
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: pictureMessages.badType };
  }
  if (metadata.format !== sniffed) return { ok: false, message: pictureMessages.badType };
  const { width, height } = metadata.autoOrient;
  if (!resolutionAllowed({ width, height }, limits))
    return { ok: false, message: pictureMessages.badResolution };
  return { ok: true, image: { format: sniffed, width, height, orientation: metadata.orientation } };
}

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface PictureFiles {
  /** The original with its metadata removed (see strip-metadata.ts). */
  original: Buffer;
  display: RenderedImage;
  thumb: RenderedImage;
}

/** True when a file's metadata holds nothing but (at most) an orientation. */
export async function carriesOnlyOrientation(bytes: Buffer): Promise<boolean> {
  const metadata = await sharp(bytes).metadata();
  if (metadata.xmp || metadata.iptc || metadata.tifftagPhotoshop || (metadata.comments?.length ?? 0) > 0) {
    return false;
  }
  if (!metadata.exif) return true;
  const exif = readExif(metadata.exif);
  return exif !== null && !exif.hasGps && exif.ifd0Tags.every((tag) => tag === 0x0112);
}

/** The stripped original; if the lossless strip fails or leaves anything behind, a careful re-encode. */
async function cleanOriginal(bytes: Buffer, image: InspectedImage, limits: PictureLimits): Promise<Buffer> {
  try {
    const stripped = stripMetadata(bytes, image.format, image.orientation);
    const check = await sharp(stripped).metadata();
    const same =
      check.format === image.format &&
      check.autoOrient.width === image.width &&
      check.autoOrient.height === image.height;
    if (same && (await carriesOnlyOrientation(stripped))) return stripped;
  } catch {
    // Unusual layout: fall through to the re-encode below.
  }
  // sharp writes no metadata unless told to; the pixels are turned upright instead of tagged.
  const pipeline = sharp(bytes, { limitInputPixels: pixelLimit(limits) })
    .autoOrient()
    .keepIccProfile();
  return image.format === 'jpeg'
    ? pipeline.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer()
    : pipeline.png({ compressionLevel: 9 }).toBuffer();
}

async function webp(
  bytes: Buffer,
  size: number,
  quality: number,
  limits: PictureLimits,
): Promise<RenderedImage> {
  // No withMetadata()/keep*(): sharp strips EXIF, GPS, XMP and ICC and converts to sRGB.
  const { data, info } = await sharp(bytes, { limitInputPixels: pixelLimit(limits) })
    .autoOrient()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The three stored files of one upload, made one after another to keep memory low on a small machine. */
export async function renderPictureFiles(
  bytes: Buffer,
  image: InspectedImage,
  limits: PictureLimits,
): Promise<PictureFiles> {
  const original = await cleanOriginal(bytes, image, limits);
  const display = await webp(bytes, displaySize, 82, limits);
  const thumb = await webp(bytes, thumbSize, 75, limits);
  return { original, display, thumb };
}
