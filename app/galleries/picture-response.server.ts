import { Readable } from 'node:stream';
import { getPictureStorage } from '../pictures/storage.server';
import { downloadName, mediaTypes, type PictureVariant } from './pictures.server';
import type { PictureRow } from './pictures.tables';

/** Shared by every answer: nothing here may land in a shared cache, and nothing is sniffed. */
const baseHeaders = { Vary: 'Cookie', 'X-Content-Type-Options': 'nosniff' };

/** A plain-text answer that is never kept: 404, or a refusal with its text (403, 410). */
export function plainAnswer(status: number, text: string, extraHeaders: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: {
      ...baseHeaders,
      ...extraHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A ZIP streamed as it is built (so no Content-Length), a download never kept. */
export function zipAnswer(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      ...baseHeaders,
      'Cache-Control': 'private, no-store',
      'Content-Type': 'application/zip',
      // The name is ASCII letters, digits and dashes by construction, so it needs no escaping.
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/**
 * A picture's stored file under `key`, streamed (PRODUCT §10), once its route has decided who may
 * have it: revalidated thumbnails and display copies, never-kept originals as downloads.
 */
export async function pictureFileResponse(
  request: Request,
  row: PictureRow,
  variant: PictureVariant,
  key: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  // A stored file never changes, so its key's file name and the picture make a strong validator:
  // Release gallery, or a proof made again with a new mark (decision 052), changes the key, and
  // with it the file a browser must fetch again.
  const etag = `"${row.id}-${key.slice(key.lastIndexOf('/') + 1)}"`;
  const original = variant === 'original';
  const headers = new Headers({
    ...baseHeaders,
    ...extraHeaders,
    ETag: etag,
    // Thumbnails revalidate (the session is checked again each time); downloads are not kept at all.
    'Cache-Control': original ? 'private, no-store' : 'private, no-cache',
  });
  if (!original && request.headers.get('If-None-Match') === etag) {
    return new Response(null, { status: 304, headers });
  }

  const storage = getPictureStorage();
  // A HEAD asks for the headers only: the store is asked for the size, not for the bytes.
  const stored =
    request.method === 'HEAD'
      ? await storage.stat(key).then((stat) => stat && { size: stat.size, body: null })
      : await storage.get(key);
  if (!stored) {
    console.error(`pictures: the ${variant} file of picture ${row.id} is missing`);
    return plainAnswer(404, 'Not Found', extraHeaders);
  }
  headers.set('Content-Type', original ? mediaTypes[row.format] : 'image/webp');
  headers.set('Content-Length', String(stored.size));
  if (original) {
    // The name is ASCII letters, digits, dashes and a dot by construction, so it needs no escaping.
    headers.set('Content-Disposition', `attachment; filename="${downloadName(row)}"`);
  }
  // The file (or the S3 download) streams straight into the response; a cancelled download closes it.
  const body = stored.body && (Readable.toWeb(stored.body) as ReadableStream<Uint8Array>);
  return new Response(body, { headers });
}
