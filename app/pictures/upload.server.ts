import fsp from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '../config/env.server';
import { uploadPlacement } from '../galleries/galleries.server';
import { logError } from '../logging/log-error';
import type { ServiceResult } from '../results/service-result';
import { privateFolderMode } from '../security/private-files.server';
import { pictureLimits } from './limits.server';
import { queueNewPicturesEmail } from './picture-mail.server';
import { maxImagesPerSelection, uploadField } from './picture-rules';
import { type IncomingPicture, NoSuchGalleryError, NotAClientError, storePictures } from './pictures.server';
import { inspectImage } from './processing.server';
import { stageUploadParts } from './upload-parts.server';

/** Why a selection was refused; `file` names the file a refusal is about. */
export type UploadRefusal =
  | {
      reason: 'not-a-client' | 'no-gallery' | 'not-multipart' | 'unreadable' | 'too-many' | 'none' | 'failed';
    }
  | { reason: 'too-large'; maxFileBytes: number; file?: string }
  | { reason: 'bad-type' | 'bad-resolution'; file: string };

export type UploadResult = ServiceResult<{ count: number }, UploadRefusal>;

const refuse = (refusal: UploadRefusal): UploadResult => ({ ok: false, ...refusal });

/**
 * Receives one selection for `owner` (PRODUCT §2 Edit Images, §5 limits). The body is parsed as it
 * streams in and each file is written to a private staging folder while it arrives, so memory holds
 * a few chunks (upload-parts.server.ts). Every file is checked before any is stored; a refusal stores nothing, and
 * the staging folder is always removed. A stored selection queues the client one email with its
 * rows (docs/decisions/013: the selection is one request, so one upload is one email; 021: queued).
 * The pictures go into `galleryId`, one of the owner's galleries, or with none chosen (null) into
 * the owner's "Your pictures" gallery (issue 24).
 */
export async function receivePictureUpload(
  request: Request,
  owner: { id: number; isClient: boolean; name: string; email: string },
  uploadedBy: number,
  galleryId: string | null = null,
): Promise<UploadResult> {
  if (!owner.isClient) return refuse({ reason: 'not-a-client' });
  if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return refuse({ reason: 'not-multipart' });
  }
  const limits = pictureLimits();
  const stagingRoot = path.join(getEnv().dataDir, 'tmp');
  await fsp.mkdir(stagingRoot, { recursive: true, mode: privateFolderMode });
  const staging = await fsp.mkdtemp(path.join(stagingRoot, 'upload-'));
  try {
    const parts = await stageUploadParts(request, uploadField, staging, {
      maxFiles: maxImagesPerSelection,
      maxFileBytes: limits.maxFileBytes,
      maxParts: 50,
    });
    if (!parts.ok) {
      return parts.reason === 'too-large'
        ? refuse({ reason: 'too-large', maxFileBytes: limits.maxFileBytes })
        : refuse({ reason: parts.reason });
    }
    const staged = parts.files;
    if (staged.length === 0) return refuse({ reason: 'none' });

    const incoming: IncomingPicture[] = [];
    for (const file of staged) {
      // The parser stops larger parts already; this keeps the rule visible where the others are.
      if (file.size > limits.maxFileBytes) {
        return refuse({ reason: 'too-large', maxFileBytes: limits.maxFileBytes, file: file.name });
      }
      const inspection = await inspectImage(file.path, limits);
      if (!inspection.ok) return refuse({ reason: inspection.reason, file: file.name });
      incoming.push({ path: file.path, image: inspection.image, originalName: file.name });
    }

    try {
      const placement = await uploadPlacement(owner.id, galleryId);
      await storePictures(owner.id, uploadedBy, incoming, limits, placement, (tx) =>
        queueNewPicturesEmail(tx, owner, incoming.length, placement.watermark !== undefined),
      );
    } catch (error) {
      if (error instanceof NotAClientError) return refuse({ reason: 'not-a-client' });
      if (error instanceof NoSuchGalleryError) return refuse({ reason: 'no-gallery' });
      logError('pictures: upload failed, nothing stored', error);
      return refuse({ reason: 'failed' });
    }
    return { ok: true, count: incoming.length };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
