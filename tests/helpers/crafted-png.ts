import zlib from 'node:zlib';

/**
 * A PNG written chunk by chunk, with whatever its header claims: what a hostile client can post as
 * a drawn signature (a colour type PNG does not have, a size no canvas has, image data that is not
 * zlib's). Each chunk's CRC is right, so only what the test means to be wrong is.
 */
export interface CraftedPng {
  width: number;
  height: number;
  /** 8 unless said; 16 is PNG's other depth for RGB(A). */
  bitDepth?: number;
  /** 2 RGB, 6 RGBA (a canvas's), 0 grey, 3 palette; anything else is not PNG. */
  colourType: number;
  /** The IDAT chunk's bytes as they are: zlib's stream of the rows, or anything else. */
  imageData: Buffer;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export function craftedPng({ width, height, bitDepth = 8, colourType, imageData }: CraftedPng): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  // Compression, filter and interlace methods 0: PNG's only compression and filter, no interlace.
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', imageData),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** zlib's stream of `height` white rows of `bytesPerPixel` bytes each, filter type 0. */
export function whiteRows(width: number, height: number, bytesPerPixel: number): Buffer {
  const rowLength = width * bytesPerPixel + 1;
  const rows = Buffer.alloc(rowLength * height, 0xff);
  for (let row = 0; row < height; row++) rows[row * rowLength] = 0;
  return zlib.deflateSync(rows);
}

/** What a PNG's header says: its size, bit depth, colour type and interlace method. */
export function pngHeader(png: Buffer) {
  if (!png.subarray(0, 8).equals(signature) || png.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG');
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    bitDepth: png[24],
    colourType: png[25],
    interlace: png[28],
  };
}

export const asDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
