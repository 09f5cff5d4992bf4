import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readExif } from './exif';
import { stripMetadata } from './strip-metadata';

const gpsExif = {
  IFD0: { Make: 'TestCam', Model: 'Serial 12345', Copyright: 'Hannah Brooks' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '38/1 34/1 56/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '121/1 29/1 40/1',
  },
};
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="38,34.9N"/></rdf:RDF></x:xmpmeta>';

/** A small photo-like image: a gradient, so the encoders have real detail to keep. */
function scene(width = 320, height = 240) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 7) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const rawPixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(Buffer.from(type, 'latin1'))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Puts a chunk right after IHDR (8-byte signature + 25-byte IHDR chunk), where readers look for it. */
function withPngChunk(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

describe('stripMetadata, JPEG', () => {
  it('drops EXIF with GPS, XMP and comments, keeps ICC, orientation and every pixel', async () => {
    const input = await scene()
      .jpeg({ quality: 90 })
      .withExif(gpsExif)
      .withXmp(xmp)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(readExif(before.exif ?? Buffer.alloc(0))?.hasGps).toBe(true);
    expect(before.xmp).toBeDefined();

    const output = stripMetadata(input, 'jpeg', before.orientation);
    const after = await sharp(output).metadata();
    const exif = readExif(after.exif ?? Buffer.alloc(0));
    expect(exif?.hasGps).toBe(false);
    expect(exif?.ifd0Tags).toEqual([0x0112]);
    expect(after.orientation).toBe(6);
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.hasProfile).toBe(before.hasProfile);
    expect(output.includes(Buffer.from('TestCam'))).toBe(false);
    expect(await rawPixels(output)).toEqual(await rawPixels(input));
  });

  it('returns a metadata-free file byte for byte', async () => {
    const input = await scene().jpeg().toBuffer();
    expect(stripMetadata(input, 'jpeg', undefined).equals(input)).toBe(true);
  });

  it('walks progressive scans and drops comments and anything after the end of the image', async () => {
    const progressive = await scene().jpeg({ progressive: true, quality: 85 }).toBuffer();
    const text = Buffer.from('Barn 7 GPS', 'latin1');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, text.length + 2]), text]);
    const trailer = Buffer.from('trailing camera data', 'latin1');
    const input = Buffer.concat([progressive.subarray(0, 2), comment, progressive.subarray(2), trailer]);
    const output = stripMetadata(input, 'jpeg', 1);
    expect(output.equals(progressive)).toBe(true);
  });

  it('refuses a truncated file, so the caller re-encodes instead', async () => {
    const input = await scene().jpeg().toBuffer();
    expect(() => stripMetadata(input.subarray(0, input.length - 200), 'jpeg', undefined)).toThrow();
  });
});

describe('stripMetadata, PNG', () => {
  it('drops eXIf and text chunks and keeps every pixel', async () => {
    const base = await scene().png().withExif(gpsExif).toBuffer();
    const input = withPngChunk(base, pngChunk('tEXt', Buffer.from('Comment\0Taken at Barn 7', 'latin1')));
    const before = await sharp(input).metadata();
    expect(readExif(before.exif ?? Buffer.alloc(0))?.hasGps).toBe(true);
    expect(before.comments?.length).toBe(1);

    const output = stripMetadata(input, 'png', before.orientation);
    const after = await sharp(output).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.comments ?? []).toEqual([]);
    expect(await rawPixels(output)).toEqual(await rawPixels(input));
  });

  it('keeps a non-default orientation as the only EXIF tag', async () => {
    const input = await scene().png().withExif(gpsExif).withMetadata({ orientation: 3 }).toBuffer();
    const output = stripMetadata(input, 'png', (await sharp(input).metadata()).orientation);
    const after = await sharp(output).metadata();
    expect(after.orientation).toBe(3);
    expect(readExif(after.exif ?? Buffer.alloc(0))?.ifd0Tags).toEqual([0x0112]);
  });

  it('returns a metadata-free file byte for byte', async () => {
    const input = await scene().png().toBuffer();
    expect(stripMetadata(input, 'png', undefined).equals(input)).toBe(true);
  });
});
