import fsp from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '../config/env.server';
import { notUnderstoodMessage } from '../http/notice';
import { pictureLimits } from './limits.server';
import { queueNewPicturesEmail } from './picture-mail.server';
import { maxImagesPerSelection, pictureMessages, tooLargeMessage, uploadField } from './picture-rules';
import { type IncomingPicture, NotAClientError, storePictures } from './pictures.server';
import { inspectImage } from './processing.server';
import { stageUploadParts } from './upload-parts.server';

export type UploadOutcome =
  | { ok: true; message: string; count: number }
  | { ok: false; status: number; message: string; file?: string };

const refuse = (status: number, message: string, file?: string): UploadOutcome => ({
  ok: false,
  status,
  message,
  ...(file === undefined ? {} : { file }),
});

/**
 * Receives one selection for `owner` (PRODUCT §2 Edit Images, §5 limits). The body is parsed as it
 * streams in and each file is written to a private staging folder while it arrives, so memory holds
 * a few chunks (upload-parts.server.ts). Every file is checked before any is stored; a refusal stores nothing, and
 * the staging folder is always removed. A stored selection queues the client one email with its
 * rows (docs/decisions/013: the selection is one request, so one upload is one email; 021: queued).
 */
export async function receivePictureUpload(
  request: Request,
  owner: { id: number; isClient: boolean; name: string; email: string },
  uploadedBy: number,
): Promise<UploadOutcome> {
  if (!owner.isClient) return refuse(409, pictureMessages.notClient);
  if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return refuse(400, notUnderstoodMessage);
  }
  const limits = pictureLimits();
  const stagingRoot = path.join(getEnv().dataDir, 'tmp');
  await fsp.mkdir(stagingRoot, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(stagingRoot, 'upload-'));
  try {
    const parts = await stageUploadParts(request, uploadField, staging, {
      maxFiles: maxImagesPerSelection,
      maxFileBytes: limits.maxFileBytes,
      maxParts: 50,
    });
    if (!parts.ok) {
      if (parts.problem === 'too-many-files') return refuse(400, pictureMessages.tooMany);
      if (parts.problem === 'file-too-large') return refuse(413, tooLargeMessage(limits));
      return refuse(400, 'The upload could not be read. Please try again.');
    }
    const staged = parts.files;
    if (staged.length === 0) return refuse(400, pictureMessages.none);

    const incoming: IncomingPicture[] = [];
    for (const file of staged) {
      // The parser stops larger parts already; this keeps the rule visible where the others are.
      if (file.size > limits.maxFileBytes) return refuse(413, tooLargeMessage(limits), file.name);
      const inspection = await inspectImage(file.path, limits);
      if (!inspection.ok) return refuse(400, inspection.message, file.name);
      incoming.push({ path: file.path, image: inspection.image });
    }

    try {
      await storePictures(owner.id, uploadedBy, incoming, limits, (tx) =>
        queueNewPicturesEmail(tx, owner, incoming.length),
      );
    } catch (error) {
      if (error instanceof NotAClientError) return refuse(409, pictureMessages.notClient);
      console.error('pictures: upload failed, nothing stored', error);
      return refuse(500, pictureMessages.failed);
    }
    return { ok: true, message: pictureMessages.uploaded, count: incoming.length };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
