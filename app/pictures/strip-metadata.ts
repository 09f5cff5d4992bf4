import zlib from 'node:zlib';
import { orientationOnlyTiff } from './exif';
import type { ImageFormat } from './picture-rules';

/**
 * Removes metadata from an original without re-encoding it: the photographer's pixels stay
 * bit-for-bit, only EXIF (GPS, camera serials), XMP, IPTC, comments and text chunks go. The ICC
 * profile stays (colours), and so does the orientation, re-written as the only EXIF tag.
 * Throws on a file it cannot walk; the caller then falls back to a sharp re-encode.
 */
export function stripMetadata(bytes: Buffer, format: ImageFormat, orientation: number | undefined): Buffer {
  const keepOrientation = orientation !== undefined && orientation >= 2 && orientation <= 8 ? orientation : 0;
  return format === 'jpeg' ? stripJpeg(bytes, keepOrientation) : stripPng(bytes, keepOrientation);
}

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/** APPn segments carry metadata; keep only JFIF (APP0), the ICC profile (APP2) and Adobe's colour flag (APP14). */
function keepSegment(marker: number, segment: Buffer): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  if (marker === APP0 || marker === APP14) return true;
  return marker === APP2 && segment.subarray(4, 16).toString('latin1') === 'ICC_PROFILE\0';
}

function orientationSegment(orientation: number): Buffer {
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationOnlyTiff(orientation)]);
  const header = Buffer.alloc(4);
  header.writeUInt8(0xff, 0);
  header.writeUInt8(APP1, 1);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** End of the entropy-coded data that follows a scan header: the next real marker. */
function scanEnd(input: Buffer, from: number): number {
  let at = from;
  while (at < input.length - 1) {
    if (input[at] === 0xff) {
      const next = input[at + 1] ?? 0;
      // 0xFF00 is a stuffed byte and 0xFFD0-D7 are restart markers: both belong to the data.
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        at += 2;
        continue;
      }
      if (next !== 0xff) return at;
    }
    at += 1;
  }
  return input.length;
}

function stripJpeg(input: Buffer, orientation: number): Buffer {
  if (input[0] !== 0xff || input[1] !== 0xd8) throw new Error('Not a JPEG');
  const out: Buffer[] = [input.subarray(0, 2)];
  let inserted = orientation === 0;
  let pos = 2;
  while (pos < input.length) {
    if (input[pos] !== 0xff) throw new Error('JPEG: marker expected');
    while (input[pos + 1] === 0xff) pos += 1; // fill bytes before a marker
    const marker = input[pos + 1];
    if (marker === undefined) break;
    if (marker === EOI) {
      // Anything after the end of the image (extra pictures, trailers) is dropped with the metadata.
      out.push(input.subarray(pos, pos + 2));
      return Buffer.concat(out);
    }
    if (pos + 4 > input.length) break;
    const end = pos + 2 + input.readUInt16BE(pos + 2);
    if (end > input.length) break;
    if (!inserted && marker !== APP0) {
      out.push(orientationSegment(orientation));
      inserted = true;
    }
    const segment = input.subarray(pos, end);
    if (keepSegment(marker, segment)) out.push(segment);
    pos = end;
    if (marker === SOS) {
      const dataEnd = scanEnd(input, pos);
      out.push(input.subarray(pos, dataEnd));
      pos = dataEnd;
    }
  }
  throw new Error('JPEG: truncated');
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks that carry metadata: EXIF and the three text kinds (which also hold XMP and EXIF profiles). */
const pngMetadataChunks = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(Buffer.from(type, 'latin1'))), 0);
  return Buffer.concat([head, data, crc]);
}

function stripPng(input: Buffer, orientation: number): Buffer {
  if (!input.subarray(0, 8).equals(pngSignature)) throw new Error('Not a PNG');
  const out: Buffer[] = [pngSignature];
  let inserted = orientation === 0;
  let pos = 8;
  while (pos + 12 <= input.length) {
    const end = pos + 12 + input.readUInt32BE(pos);
    if (end > input.length) break;
    const type = input.subarray(pos + 4, pos + 8).toString('latin1');
    // eXIf must come before the image data.
    if (!inserted && type === 'IDAT') {
      out.push(pngChunk('eXIf', orientationOnlyTiff(orientation)));
      inserted = true;
    }
    if (!pngMetadataChunks.has(type)) out.push(input.subarray(pos, end));
    pos = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw new Error('PNG: truncated');
}
