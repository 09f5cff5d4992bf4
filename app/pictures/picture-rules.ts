/**
 * PRODUCT §5 Image picker rules, shared by the browser (checks before upload) and the server (checks
 * again, on the file's content). The numbers come from configuration (PICTURE_* variables) through
 * the Edit Images loader; only the count of 11 and the types are fixed by the product (PRODUCT §5).
 */
export const maxImagesPerSelection = 11;

/** The multipart field the picker sends its files in. */
export const uploadField = 'images';

export const pictureMessages = {
  tooMany: `Number of selected images exceed ${maxImagesPerSelection}`,
  badType: 'Your selected file type is not allowed. The allowed types are jpg, jpeg, and png',
  badResolution: 'Selected file does not match your desired resolution',
  uploaded: 'Images Uploaded!',
  none: 'Please choose at least one image.',
  notClient: 'Only users with the Client role can receive pictures.',
  failed: 'The images could not be uploaded, and nothing was saved. Please try again.',
} as const;

export interface Resolution {
  width: number;
  height: number;
}

export interface PictureLimits {
  maxFileBytes: number;
  /** Smallest picture, landscape (width >= height); a portrait picture is judged turned on its side. */
  minResolution: Resolution;
  maxResolution: Resolution;
}

export type ImageFormat = 'jpeg' | 'png';

/** 'Selected file size exceeds maxFileSize (25 MB)': the product's text with the limit (decision 007). */
export function tooLargeMessage(limits: Pick<PictureLimits, 'maxFileBytes'>): string {
  return `Selected file size exceeds maxFileSize (${formatMegabytes(limits.maxFileBytes)})`;
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** A download's size as people read it: KB below a megabyte. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : formatMegabytes(bytes);
}

/** 'WIDTHxHEIGHT', as the configuration writes a resolution. */
export function parseResolution(text: string): Resolution | null {
  const match = /^(\d{1,6})x(\d{1,6})$/.exec(text.trim());
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Orientation-free: a 480x640 portrait passes a 640x480 minimum. Both sides are compared long side
 * to long side and short side to short side.
 */
export function resolutionAllowed(size: Resolution, limits: PictureLimits): boolean {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  const sides = (r: Resolution) => [Math.max(r.width, r.height), Math.min(r.width, r.height)] as const;
  const [minLong, minShort] = sides(limits.minResolution);
  const [maxLong, maxShort] = sides(limits.maxResolution);
  return long >= minLong && short >= minShort && long <= maxLong && short <= maxShort;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format by its magic bytes (the first 8 are enough), never by the file's name or declared type. */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && pngSignature.every((byte, i) => head[i] === byte)) return 'png';
  return null;
}

/** Accept map for the file picker: narrows the OS dialog; the content checks above still decide. */
export const acceptedTypes = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] } as const;

export function extensionFor(format: ImageFormat): 'jpg' | 'png' {
  return format === 'jpeg' ? 'jpg' : 'png';
}

/**
 * An uploaded file's name as kept: its last path segment (some browsers send a path), without
 * control characters, at most 255 characters; null when nothing is left.
 */
export function cleanOriginalName(sent: string): string | null {
  const base = sent.split(/[\\/]/).pop() ?? '';
  // Control characters (below 32, and 127) have no place in a name shown and emailed.
  const printable = [...base]
    .filter((char) => char.charCodeAt(0) > 31 && char.charCodeAt(0) !== 127)
    .join('');
  const clean = printable.trim().slice(0, 255);
  return clean === '' ? null : clean;
}

/**
 * ZIP entry names from the pictures' original file names, in order: a picture without
 * one (or with only dots) gets `fallback`'s name, and a name already taken, compared regardless of
 * case as Windows and macOS do, gets " (2)", " (3)" … before its extension, so no entry overwrites
 * another when the archive is unpacked.
 */
export function zipEntryNames(pictures: { originalName: string | null; fallback: string }[]): string[] {
  const taken = new Set<string>();
  return pictures.map(({ originalName, fallback }) => {
    const name = originalName === null || /^\.*$/.test(originalName) ? fallback : originalName;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
