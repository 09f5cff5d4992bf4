import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A cached page with a hole wherever the CSP nonce goes, ready to send with a fresh nonce per
 * response, plain or gzip, without compressing at run time (docs/decisions/023).
 *
 * The gzip form is made once: each piece of text between two nonces is deflated on its own,
 * ending on a byte boundary (a sync flush), and a response's nonce goes between them as a stored
 * (uncompressed) deflate block; only the CRC is computed per response. Each piece is deflated with
 * the text before it as its dictionary, so the compression is as good as for the whole page, but
 * with the nonce bytes in that dictionary replaced by NUL bytes: no back-reference can then reach
 * into a nonce (an HTML page has no NUL), so the pieces decode to the same text whatever nonce
 * sits between them.
 */
export interface PageTemplate {
  /** The page's text between nonces (one more than there are nonces). */
  readonly parts: readonly Buffer[];
  /** Each part as raw deflate; all but the last end with a sync flush, the last is final. */
  readonly deflated: readonly Buffer[];
  /** The page's length in bytes with a nonce in every hole. */
  readonly length: number;
  readonly nonceLength: number;
}

/** Nonces are 16 random bytes in base64 (server/security-headers.ts): 24 characters. */
export function makeNoncePlaceholder(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** Deflate's window: a back-reference reaches at most this far. */
const windowBytes = 32 * 1024;

export function makePageTemplate(html: string, placeholder: string): PageTemplate {
  const parts = html.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
  const nonceLength = Buffer.byteLength(placeholder);
  const hole = Buffer.alloc(nonceLength, 0);
  const deflated: Buffer[] = [];
  let history = Buffer.alloc(0);
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    deflated.push(
      zlib.deflateRawSync(part, {
        level: zlib.constants.Z_BEST_COMPRESSION,
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        ...(history.length > 0 ? { dictionary: history } : {}),
      }),
    );
    history = Buffer.concat([history, part, last ? Buffer.alloc(0) : hole]);
    if (history.length > windowBytes) history = history.subarray(history.length - windowBytes);
  });
  const length = parts.reduce((sum, part) => sum + part.length, 0) + nonceLength * (parts.length - 1);
  return { parts, deflated, length, nonceLength };
}

function checkedNonce(template: PageTemplate, nonce: string): Buffer {
  const bytes = Buffer.from(nonce, 'utf8');
  // A nonce of another length would shift every back-reference after it.
  if (bytes.length !== template.nonceLength) {
    throw new Error(`page template: a nonce of ${bytes.length} bytes, expected ${template.nonceLength}`);
  }
  return bytes;
}

/** The page with `nonce` in every hole. */
export function renderPlain(template: PageTemplate, nonce: string): Buffer {
  const bytes = checkedNonce(template, nonce);
  const chunks: Buffer[] = [];
  template.parts.forEach((part, index) => {
    if (index > 0) chunks.push(bytes);
    chunks.push(part);
  });
  return Buffer.concat(chunks, template.length);
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** The page with `nonce` in every hole, as a gzip body (RFC 1952). */
export function renderGzip(template: PageTemplate, nonce: string): Buffer {
  const bytes = checkedNonce(template, nonce);
  // A stored block: header byte (not final, type 00, already byte-aligned), LEN, NLEN, the bytes.
  const stored = Buffer.alloc(5 + bytes.length);
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(bytes.length, 1);
  stored.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(stored, 5);

  const chunks: Buffer[] = [gzipHeader];
  let crc = 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored);
      crc = zlib.crc32(bytes, crc);
    }
    const deflated = template.deflated[index];
    if (!deflated) throw new Error('page template: a part has no deflated form');
    chunks.push(deflated);
    // Never an empty buffer: zlib reads a buffer without memory as "start again" and returns 0.
    if (part.length > 0) crc = zlib.crc32(part, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(template.length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
