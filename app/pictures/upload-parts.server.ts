import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import type { ServiceResult } from '../results/service-result';

export interface StagedFile {
  /** Where the part's bytes were written. */
  path: string;
  /** The file name the browser sent. */
  name: string;
  size: number;
}

export interface PartLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxParts: number;
}

/** The reasons match the upload's own refusals (upload.server.ts), which pass them on. */
export type StagedParts = ServiceResult<
  { files: StagedFile[] },
  { reason: 'too-many' | 'too-large' | 'unreadable' }
>;

/**
 * Writes every file of `field` in a multipart/form-data request into `folder` (named 0, 1, 2 … in
 * the order sent) while the body arrives: each chunk goes to the disk as it comes, and the body is
 * read only as fast as the disk takes it, so an upload holds a few chunks in memory, never a whole
 * file (decision 034: five uploads of eleven 11 MB pictures at once buffered every part whole, and
 * the server kept the memory). Files of other fields and plain fields are read and dropped. The
 * first limit crossed ends the reading; what was written stays for the caller to remove.
 */
export async function stageUploadParts(
  request: Request,
  field: string,
  folder: string,
  limits: PartLimits,
): Promise<StagedParts> {
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('Content-Type') ?? '' },
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, parts: limits.maxParts },
    });
  } catch {
    // Not multipart, or no boundary.
    return { ok: false, reason: 'unreadable' };
  }
  if (!request.body) return { ok: false, reason: 'unreadable' };
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);

  const files: StagedFile[] = [];
  const streams: BusboyFileStream[] = [];
  const writes: Promise<void>[] = [];
  let problem: Extract<StagedParts, { ok: false }>['reason'] | undefined;
  const stop = (why: NonNullable<typeof problem>) => {
    problem ??= why;
    body.destroy();
  };
  parser.on('file', (name: string, stream: BusboyFileStream, fileName: string) => {
    if (name !== field || problem) {
      stream.resume();
      return;
    }
    const staged = { path: path.join(folder, String(files.length)), name: fileName, size: 0 };
    files.push(staged);
    streams.push(stream);
    stream.once('limit', () => stop('too-large'));
    writes.push(
      pipeline(stream, fs.createWriteStream(staged.path)).then(() => {
        staged.size = stream.bytesRead;
      }),
    );
  });
  parser.on('filesLimit', () => stop('too-many'));
  parser.on('partsLimit', () => stop('unreadable'));

  try {
    await pipeline(body, parser);
  } catch {
    // A limit stopped the body, or it was not valid multipart, or the client went away.
    problem ??= 'unreadable';
  }
  if (problem) {
    // The parser ends no part it has not finished reading: end their writes here.
    for (const stream of streams) stream.destroy();
    await Promise.allSettled(writes);
    return { ok: false, reason: problem };
  }
  // A failed write (a full disk) is the server's problem, not the upload's.
  await Promise.all(writes);
  return { ok: true, files };
}
