import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { getEnv } from '../config/env.server';
import { business } from '../content/business';
import { getDb } from '../db/db.server';
import { logError } from '../logging/log-error';
import { type PictureStorage, putFile } from '../pictures/picture-storage.server';
import { renderProofFiles } from '../pictures/processing.server';
import { isCurrentProofKey, proofKeys, proofSeed } from '../pictures/proof-keys.server';
import { getPictureStorage } from '../pictures/storage.server';
import type { GalleryState } from './galleries.tables';
import { type PictureVariant, shownKeyOf } from './pictures.server';
import { type PictureRow, pictures } from './pictures.tables';

type ProofKeys = ReturnType<typeof proofKeys>;

/**
 * The stored file to send for `variant` of a picture whose gallery is in `state` (shownKeyOf), with
 * one step more while it is proofing: a proof made before today's mark (the 2048-pixel proofs with
 * one band, decision 052) is made again first, from the picture's clean sizes, and never sent.
 * Null when there is nothing to send.
 */
export async function fileToShow(
  row: PictureRow,
  variant: PictureVariant,
  state: GalleryState,
): Promise<string | null> {
  const key = shownKeyOf(row, variant, state);
  if (key === null || state === 'released' || isCurrentProofKey(key)) return key;
  const remade = await remakeOnce(row);
  if (remade === null) return null;
  return variant === 'display' ? remade.proofDisplayKey : remade.proofThumbKey;
}

/** The remakes under way in this process, by picture: a gallery's page asks for both sizes at once. */
const remaking = new Map<string, Promise<ProofKeys | null>>();

function remakeOnce(row: PictureRow): Promise<ProofKeys | null> {
  let pending = remaking.get(row.id);
  if (!pending) {
    pending = remakeProofs(row)
      .catch((error: unknown) => {
        logError('pictures: could not make a proof again', error);
        return null;
      })
      .finally(() => remaking.delete(row.id));
    remaking.set(row.id, pending);
  }
  return pending;
}

/** Copies a stored file to `file`; false when it is not stored. */
async function copyOut(storage: PictureStorage, key: string, file: string): Promise<boolean> {
  const stored = await storage.get(key);
  if (!stored) return false;
  await pipeline(stored.body, fs.createWriteStream(file));
  return true;
}

/**
 * Makes both proofs of `row` with today's mark, stores them, then points the row at them if it
 * still points at the proofs it had: a proof is the same bytes each time it is made, so two
 * processes remaking one picture store the same files, and the second finds the row changed. A
 * picture released or deleted meanwhile no longer wants proofs: the new files go again. The old
 * files are deleted once the row no longer names them.
 */
async function remakeProofs(row: PictureRow): Promise<ProofKeys | null> {
  const { proofDisplayKey: oldDisplay, proofThumbKey: oldThumb } = row;
  if (oldDisplay === null || oldThumb === null) return null;
  const storage = getPictureStorage();
  const workRoot = path.join(getEnv().dataDir, 'tmp');
  await fsp.mkdir(workRoot, { recursive: true });
  const work = await fsp.mkdtemp(path.join(workRoot, 'proof-'));
  try {
    const display = path.join(work, 'display.webp');
    const thumb = path.join(work, 'thumb.webp');
    if (
      !(await copyOut(storage, row.displayKey, display)) ||
      !(await copyOut(storage, row.thumbKey, thumb))
    ) {
      console.error(`pictures: the clean sizes of picture ${row.id} are missing; no proof made`);
      return null;
    }
    const files = await renderProofFiles(display, thumb, work, {
      text: business.name,
      seed: proofSeed(row.id),
    });
    const keys = proofKeys(row.id);
    await putFile(storage, keys.proofDisplayKey, files.display.path, 'image/webp');
    await putFile(storage, keys.proofThumbKey, files.thumb.path, 'image/webp');
    const db = await getDb();
    const [updated] = await db
      .update(pictures)
      .set(keys)
      .where(
        and(
          eq(pictures.id, row.id),
          eq(pictures.proofDisplayKey, oldDisplay),
          eq(pictures.proofThumbKey, oldThumb),
        ),
      )
      .returning({ id: pictures.id });
    if (updated) {
      await deleteQuietly(storage, [oldDisplay, oldThumb]);
      return keys;
    }
    const [now] = await db
      .select({ proofDisplayKey: pictures.proofDisplayKey })
      .from(pictures)
      .where(eq(pictures.id, row.id));
    if (now?.proofDisplayKey === keys.proofDisplayKey) return keys;
    await deleteQuietly(storage, [keys.proofDisplayKey, keys.proofThumbKey]);
    return null;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** A file left behind is only disk space: logged, never an error for the request. */
async function deleteQuietly(storage: PictureStorage, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') logError('pictures: could not delete an old proof', result.reason);
  }
}
