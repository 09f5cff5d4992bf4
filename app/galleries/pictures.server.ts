import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../accounts/accounts.tables';
import { clientAccount, ownerOrAdmin } from '../accounts/roles';
import type { SessionUser } from '../accounts/session-user';
import { clock } from '../business-time/clock';
import { getEnv } from '../config/env.server';
import { privateFolderMode } from '../config/private-files.server';
import { business } from '../content/business';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { logError } from '../logging/log-error';
import { transactionWithMail } from '../mail/outbox.server';
import { cleanOriginalName, extensionFor, type PictureLimits } from '../pictures/picture-rules';
import { putFile } from '../pictures/picture-storage.server';
import type { PictureView } from '../pictures/picture-view';
import {
  displaySize,
  proofDisplaySize,
  type RenderedFile,
  renderPictureFiles,
} from '../pictures/processing.server';
import { proofKeys, proofSeed } from '../pictures/proof-keys.server';
import { getPictureStorage } from '../pictures/storage.server';
import type { IncomingPicture } from '../pictures/upload.server';
import { type GalleryState, galleries } from './galleries.tables';
import { type PictureRow, pictures } from './pictures.tables';

export const pictureVariants = ['original', 'display', 'thumb'] as const;
export type PictureVariant = (typeof pictureVariants)[number];

export function pictureUrl(id: string, variant: PictureVariant): string {
  return `/pictures/${id}/${variant}`;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A friendly, ASCII-only download name: business, upload day, a short piece of the id. */
export function downloadName(row: Pick<PictureRow, 'id' | 'format' | 'createdAt'>): string {
  const day = row.createdAt.toISOString().slice(0, 10);
  return `${slug(business.name)}-${day}-${row.id.slice(0, 8)}.${extensionFor(row.format)}`;
}

/**
 * The name a client knows a picture by (an order's line, the lab's CSV): the file name it was
 * uploaded with, else its download name. PictureView carries both, for the pages.
 */
export function knownFileName(row: Pick<PictureRow, 'id' | 'format' | 'createdAt' | 'originalName'>): string {
  return row.originalName ?? downloadName(row);
}

/** The "Download all" archive's name: business and day (the business's day, e.g. 2026-11-23). */
export function archiveName(day: string): string {
  return `${slug(business.name)}-${day}.zip`;
}

/** The width of a picture made to fit inside a `box` square, never enlarged (as sharp resizes it). */
export function fittedWidth({ width, height }: { width: number; height: number }, box: number): number {
  return Math.round(width * Math.min(1, box / Math.max(width, height)));
}

/**
 * A picture as the pages get it, in a gallery that is in `state`: while it is proofing, the display
 * size is the proof's (at most 1200 pixels, decision 052), so a srcset names the size it gets.
 */
export function toView(row: PictureRow, state: GalleryState): PictureView {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    thumbWidth: row.thumbWidth,
    thumbHeight: row.thumbHeight,
    displayWidth: fittedWidth(row, state === 'proofing' ? proofDisplaySize : displaySize),
    byteSize: row.byteSize,
    downloadName: downloadName(row),
    thumbUrl: pictureUrl(row.id, 'thumb'),
    displayUrl: pictureUrl(row.id, 'display'),
    originalUrl: pictureUrl(row.id, 'original'),
    originalName: row.originalName,
    favourite: row.favourite,
    note: row.note,
  };
}

/** A user's picture rows, in the order they were chosen. */
export async function listPictureRows(userId: number): Promise<PictureRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(pictures)
    .where(eq(pictures.userId, userId))
    .orderBy(asc(pictures.createdAt), asc(pictures.id));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A picture's or gallery's id is a random UUID; anything else names nothing. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * A picture row with its gallery's state (whether its original may be had) and expiry date
 * (whether its client may still see it).
 */
export type ViewablePicture = PictureRow & { galleryState: GalleryState; galleryExpiresOn: string | null };

/**
 * PRODUCT §10 private pictures: the picture if `viewer` may see it (an admin, or the client it
 * belongs to while they still hold the Client role), otherwise null, exactly as if it did not exist.
 */
export async function findViewablePicture(
  pictureId: string,
  viewer: SessionUser | null,
): Promise<ViewablePicture | null> {
  if (!viewer || !uuidPattern.test(pictureId)) return null;
  const db = await getDb();
  const [found] = await db
    .select({ row: pictures, galleryState: galleries.state, galleryExpiresOn: galleries.expiresOn })
    .from(pictures)
    .innerJoin(galleries, eq(galleries.id, pictures.galleryId))
    .where(eq(pictures.id, pictureId))
    .limit(1);
  if (!found) return null;
  const { row, ...gallery } = found;
  return (await ownerOrAdmin(viewer, clientAccount(row.userId))) ? { ...row, ...gallery } : null;
}

/** Where a picture's file is stored (its clean display sizes, whatever its gallery's state). */
export function keyOf(row: PictureRow, variant: PictureVariant): string {
  return variant === 'original' ? row.originalKey : variant === 'display' ? row.displayKey : row.thumbKey;
}

/**
 * The file shown for `variant` of a picture whose gallery is in `state`: while it is proofing, the
 * watermarked proof, and null for the original and for a picture with no proof, so a
 * clean size is never shown before Release gallery; once released, the clean file.
 */
export function shownKeyOf(row: PictureRow, variant: PictureVariant, state: GalleryState): string | null {
  if (state === 'released') return keyOf(row, variant);
  if (variant === 'display') return row.proofDisplayKey;
  if (variant === 'thumb') return row.proofThumbKey;
  return null;
}

/** How a selection is stored: where it goes, and the mark for a proofing gallery's display sizes. */
export interface Placement {
  /** Answers the gallery inside the transaction that stores the rows (see GalleryPlacement). */
  placeIn: GalleryPlacement;
  /** The text drawn across the proofs (the business name), when the gallery is proofing. */
  watermark?: string;
}

export class NotAClientError extends Error {
  constructor() {
    super('Only users with the Client role can receive pictures');
  }
}

/** The gallery chosen for an upload is not (or no longer) one of the owner's. */
export class NoSuchGalleryError extends Error {
  constructor() {
    super('The gallery chosen for the upload does not exist');
  }
}

/**
 * Which gallery a selection goes into, answered inside the transaction that stores it (so the
 * gallery cannot go away in between): its id, or null when there is no such gallery of the owner's.
 */
export type GalleryPlacement = (tx: Tx) => Promise<string | null>;

/** What a browser is told an original is (S3 also keeps it with the object). */
export const mediaTypes = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * Stores a checked selection all or nothing: every file is rendered into a private work folder and
 * streamed into storage first, then all rows go in one transaction that re-checks the owner still
 * holds the Client role and places them in a gallery (`placeIn`); if anything fails, the files
 * already stored are deleted again. `alsoInTransaction` commits with the rows (the upload's email
 * and history), told the gallery they went into.
 */
export async function storePictures(
  ownerId: number,
  uploadedBy: number | null,
  incoming: IncomingPicture[],
  limits: PictureLimits,
  { placeIn, watermark }: Placement,
  alsoInTransaction?: (tx: Tx, galleryId: string) => Promise<void>,
): Promise<PictureRow[]> {
  const storage = getPictureStorage();
  const written: string[] = [];
  const workRoot = path.join(getEnv().dataDir, 'tmp');
  await fsp.mkdir(workRoot, { recursive: true, mode: privateFolderMode });
  const work = await fsp.mkdtemp(path.join(workRoot, 'render-'));
  try {
    const rows: Omit<typeof pictures.$inferInsert, 'galleryId'>[] = [];
    // A millisecond apart, so the pictures are listed in the order they were chosen.
    const startedAt = clock.now().getTime();
    // One at a time: the machine is small, and a 25 MB original decodes to far more than that.
    for (const [index, file] of incoming.entries()) {
      const id = crypto.randomUUID();
      const workDir = path.join(work, String(index));
      await fsp.mkdir(workDir);
      const mark = watermark === undefined ? undefined : { text: watermark, seed: proofSeed(id) };
      const files = await renderPictureFiles(file.path, file.image, limits, workDir, mark);
      const keys = {
        originalKey: `pictures/${id}/original.${extensionFor(file.image.format)}`,
        displayKey: `pictures/${id}/display.webp`,
        thumbKey: `pictures/${id}/thumb.webp`,
        ...(files.proofs ? proofKeys(id) : { proofDisplayKey: null, proofThumbKey: null }),
      };
      const toStore: [string | null, RenderedFile | undefined, string][] = [
        [keys.originalKey, files.original, mediaTypes[file.image.format]],
        [keys.displayKey, files.display, 'image/webp'],
        [keys.thumbKey, files.thumb, 'image/webp'],
        [keys.proofDisplayKey, files.proofs?.display, 'image/webp'],
        [keys.proofThumbKey, files.proofs?.thumb, 'image/webp'],
      ];
      for (const [key, rendered, type] of toStore) {
        if (key === null || rendered === undefined) continue;
        written.push(key);
        await putFile(storage, key, rendered.path, type);
      }
      // The rendered files are stored: free the disk before the next picture.
      await fsp.rm(workDir, { recursive: true, force: true });
      rows.push({
        id,
        userId: ownerId,
        format: file.image.format,
        width: file.image.width,
        height: file.image.height,
        byteSize: files.original.size,
        thumbWidth: files.thumb.width,
        thumbHeight: files.thumb.height,
        originalName: file.originalName === undefined ? null : cleanOriginalName(file.originalName),
        uploadedBy,
        createdAt: new Date(startedAt + index),
        ...keys,
      });
    }
    return await transactionWithMail(async (tx) => {
      const [owner] = await tx
        .select({ isClient: users.isClient })
        .from(users)
        .where(eq(users.id, ownerId))
        .for('update');
      if (!owner?.isClient) throw new NotAClientError();
      const galleryId = await placeIn(tx);
      if (galleryId === null) throw new NoSuchGalleryError();
      const stored = await tx
        .insert(pictures)
        .values(rows.map((row) => ({ ...row, galleryId })))
        .returning();
      await alsoInTransaction?.(tx, galleryId);
      return stored;
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** Deletes one of `ownerId`'s pictures: the row first (so nothing points at missing files), then its files. */
export async function deletePicture(ownerId: number, pictureId: string): Promise<boolean> {
  if (!uuidPattern.test(pictureId)) return false;
  const db = await getDb();
  const [row] = await db
    .delete(pictures)
    .where(and(eq(pictures.id, pictureId), eq(pictures.userId, ownerId)))
    .returning();
  if (!row) return false;
  const storage = getPictureStorage();
  const keys = [...pictureVariants.map((v) => keyOf(row, v)), row.proofDisplayKey, row.proofThumbKey];
  const results = await Promise.allSettled(
    keys.filter((key) => key !== null).map((key) => storage.delete(key)),
  );
  for (const result of results) {
    // The row is gone, so the picture is gone for everyone; a left-over file is only disk space.
    if (result.status === 'rejected') logError('pictures: could not delete a file', result.reason);
  }
  return true;
}
