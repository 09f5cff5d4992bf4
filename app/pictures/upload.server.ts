import fsp from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '../config/env.server';
import { privateFolderMode } from '../config/private-files.server';
import type { ServiceResult } from '../results/service-result';
import { pictureLimits } from './limits.server';
import { maxImagesPerSelection, type PictureLimits, uploadField } from './picture-rules';
import { type InspectedImage, inspectImage } from './processing.server';
import { stageUploadParts } from './upload-parts.server';

/** Why a selection was refused; `file` names the file a refusal is about. */
export type UploadRefusal =
  | {
      reason: 'not-a-client' | 'no-gallery' | 'not-multipart' | 'unreadable' | 'too-many' | 'none' | 'failed';
    }
  | { reason: 'too-large'; maxFileBytes: number; file?: string }
  | { reason: 'bad-type' | 'bad-resolution'; file: string };

export type UploadResult = ServiceResult<{ count: number }, UploadRefusal>;

/** A file of an upload, staged and checked, ready to be stored. */
export interface IncomingPicture {
  /** A staged file on local disk, already inspected. */
  path: string;
  image: InspectedImage;
  /** The name the file was uploaded with (kept as data), when there was one. */
  originalName?: string;
}

const refuse = (refusal: UploadRefusal): UploadResult => ({ ok: false, ...refusal });

/**
 * Receives one selection's files (PRODUCT §2 Edit Images, §5 limits) and hands them to `store`.
 * The body is parsed as it streams in and each file is written to a private staging folder while
 * it arrives, so memory holds a few chunks (upload-parts.server.ts). Every file is checked before
 * any is stored; a refusal stores nothing, and the staging folder is always removed.
 */
export async function receiveUploadedFiles(
  request: Request,
  store: (incoming: IncomingPicture[], limits: PictureLimits) => Promise<UploadResult>,
): Promise<UploadResult> {
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
    return await store(incoming, limits);
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
