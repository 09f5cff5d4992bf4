/** A ZIP entry as stored: its name, compression method (0 = stored) and its bytes. */
export interface ZipEntry {
  name: string;
  method: number;
  bytes: Buffer;
}

/**
 * Reads a ZIP's entries from its central directory, independently of the library that wrote it
 * (APPNOTE.TXT 4.3). Only what the tests need: no ZIP64, no encryption, stored entries only.
 */
export function readZipEntries(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a ZIP: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error('bad local header');
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (method !== 0) throw new Error(`entry ${name} is not stored (method ${method})`);
    entries.push({ name, method, bytes: zip.subarray(dataStart, dataStart + compressedSize) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
