import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from '@remix-run/form-data-parser';
import { getEnv } from '../config/env.server';
import { logError } from '../logging/log-error';
import type { ServiceResult } from '../results/service-result';
import { pictureLimits } from './limits.server';
import { queueNewPicturesEmail } from './picture-mail.server';
import { maxImagesPerSelection, uploadField } from './picture-rules';
import { type IncomingPicture, NotAClientError, storePictures } from './pictures.server';
import { inspectImage } from './processing.server';

/** Why a selection was refused; `file` names the file a refusal is about. */
export type UploadRefusal =
  | { reason: 'not-a-client' | 'not-multipart' | 'unreadable' | 'too-many' | 'none' | 'failed' }
  | { reason: 'too-large'; maxFileBytes: number; file?: string }
  | { reason: 'bad-type' | 'bad-resolution'; file: string };

export type UploadResult = ServiceResult<{ count: number }, UploadRefusal>;

interface StagedFile {
  path: string;
  name: string;
  size: number;
}

const refuse = (refusal: UploadRefusal): UploadResult => ({ ok: false, ...refusal });

/**
 * Receives one selection for `owner` (PRODUCT §2 Edit Images, §5 limits). The body is parsed as it
 * streams in and each file goes to a private staging folder as soon as it has arrived, so memory
 * holds one file at most. Every file is checked before any is stored; a refusal stores nothing, and
 * the staging folder is always removed. A stored selection queues the client one email with its
 * rows (docs/decisions/013: the selection is one request, so one upload is one email; 021: queued).
 */
export async function receivePictureUpload(
  request: Request,
  owner: { id: number; isClient: boolean; name: string; email: string },
  uploadedBy: number,
): Promise<UploadResult> {
  if (!owner.isClient) return refuse({ reason: 'not-a-client' });
  if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return refuse({ reason: 'not-multipart' });
  }
  const limits = pictureLimits();
  const stagingRoot = path.join(getEnv().dataDir, 'tmp');
  await fsp.mkdir(stagingRoot, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(stagingRoot, 'upload-'));
  const staged: StagedFile[] = [];
  try {
    try {
      await parseFormData(
        request,
        { maxFiles: maxImagesPerSelection, maxFileSize: limits.maxFileBytes, maxParts: 50 },
        async (upload) => {
          if (upload.fieldName !== uploadField) return null;
          const file = path.join(staging, String(staged.length));
          // The parser holds this one part; piping it out avoids a second, whole copy of it.
          await pipeline(Readable.fromWeb(upload.stream() as WebReadableStream), fs.createWriteStream(file));
          staged.push({ path: file, name: upload.name, size: upload.size });
          return null;
        },
      );
    } catch (error) {
      if (error instanceof MaxFilesExceededError) return refuse({ reason: 'too-many' });
      if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
        return refuse({ reason: 'too-large', maxFileBytes: limits.maxFileBytes });
      }
      if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
        return refuse({ reason: 'unreadable' });
      }
      throw error;
    }
    if (staged.length === 0) return refuse({ reason: 'none' });

    const incoming: IncomingPicture[] = [];
    for (const file of staged) {
      // The parser stops larger parts already; this keeps the rule visible where the others are.
      if (file.size > limits.maxFileBytes) {
        return refuse({ reason: 'too-large', maxFileBytes: limits.maxFileBytes, file: file.name });
      }
      const inspection = await inspectImage(file.path, limits);
      if (!inspection.ok) return refuse({ reason: inspection.reason, file: file.name });
      incoming.push({ path: file.path, image: inspection.image });
    }

    try {
      await storePictures(owner.id, uploadedBy, incoming, limits, (tx) =>
        queueNewPicturesEmail(tx, owner, incoming.length),
      );
    } catch (error) {
      if (error instanceof NotAClientError) return refuse({ reason: 'not-a-client' });
      logError('pictures: upload failed, nothing stored', error);
      return refuse({ reason: 'failed' });
    }
    return { ok: true, count: incoming.length };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
