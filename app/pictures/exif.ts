/**
 * Just enough TIFF/EXIF to do two things: read which tags a picture's EXIF carries (to prove GPS is
 * gone) and write an EXIF block holding the orientation alone (so a stripped original still shows
 * the right way up).
 */
const gpsIfdTag = 0x8825;
const orientationTag = 0x0112;

export interface ExifSummary {
  /** Tag ids of IFD0, e.g. 0x0112 orientation, 0x8825 the GPS block. */
  ifd0Tags: number[];
  hasGps: boolean;
  orientation: number | undefined;
}

/** Reads IFD0 of an EXIF block (with or without the 'Exif\0\0' prefix); null if it is not TIFF. */
export function readExif(block: Uint8Array): ExifSummary | null {
  let bytes = Buffer.from(block.buffer, block.byteOffset, block.byteLength);
  if (bytes.subarray(0, 6).toString('latin1') === 'Exif\0\0') bytes = bytes.subarray(6);
  if (bytes.length < 8) return null;
  const order = bytes.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > bytes.length) return null;
  const count = u16(ifd);
  const ifd0Tags: number[] = [];
  let orientation: number | undefined;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) break;
    const tag = u16(entry);
    ifd0Tags.push(tag);
    if (tag === orientationTag) orientation = u16(entry + 8);
  }
  return { ifd0Tags, hasGps: ifd0Tags.includes(gpsIfdTag), orientation };
}

/** A big-endian TIFF block with one IFD0 entry, Orientation (SHORT) = `orientation`. */
export function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(orientationTag, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // count
  tiff.writeUInt16BE(orientation, 18); // value, left-justified in the 4-byte field
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}
