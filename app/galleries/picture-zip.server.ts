import { Readable } from 'node:stream';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { clientAccount, ownerOrAdmin } from '../accounts/roles';
import type { SessionUser } from '../accounts/session-user';
import { businessToday } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { errorMessage, logError } from '../logging/log-error';
import { zipEntryNames } from '../pictures/picture-rules';
import { getPictureStorage } from '../pictures/storage.server';
import { type GalleryState, galleries } from './galleries.tables';
import { isExpired } from './gallery-view';
import { archiveName, downloadName, isUuid } from './pictures.server';
import { type PictureRow, pictures } from './pictures.tables';

/**
 * A user's pictures that may be downloaded: those of released galleries, in order;
 * without `today`, expired ones too (for an admin), with it only those not expired by that day.
 */
export async function listReleasedPictureRows(userId: number, today: string | null): Promise<PictureRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ row: pictures })
    .from(pictures)
    .innerJoin(galleries, eq(galleries.id, pictures.galleryId))
    .where(
      and(
        eq(pictures.userId, userId),
        eq(galleries.state, 'released'),
        today === null ? undefined : or(isNull(galleries.expiresOn), gte(galleries.expiresOn, today)),
      ),
    )
    .orderBy(asc(pictures.createdAt), asc(pictures.id));
  return rows.map(({ row }) => row);
}

/** A gallery (its owner and state) and its pictures in order, or null when there is no such gallery. */
export async function findGalleryPictureRows(galleryId: string): Promise<{
  gallery: { userId: number; state: GalleryState; expiresOn: string | null };
  rows: PictureRow[];
} | null> {
  if (!isUuid(galleryId)) return null;
  const db = await getDb();
  const [gallery] = await db
    .select({ userId: galleries.userId, state: galleries.state, expiresOn: galleries.expiresOn })
    .from(galleries)
    .where(eq(galleries.id, galleryId));
  if (!gallery) return null;
  const rows = await db
    .select()
    .from(pictures)
    .where(eq(pictures.galleryId, galleryId))
    .orderBy(asc(pictures.createdAt), asc(pictures.id));
  return { gallery, rows };
}

export type ArchiveResult =
  /** `pictures`: how many originals it holds. */
  | { ok: true; fileName: string; body: ReadableStream<Uint8Array>; pictures: number }
  | { ok: false; reason: 'not-found' };

/**
 * Same rule as a single picture (docs/decisions/007): an admin, or the owner while they hold the
 * Client role. Everyone else is told nothing exists.
 */
async function mayDownload(viewer: SessionUser | null, ownerId: number): Promise<boolean> {
  return (await ownerOrAdmin(viewer, clientAccount(ownerId))) !== null;
}

/**
 * Every original as it is stored, one after the other, in a ZIP built while it is sent
 * (docs/decisions/012). Entries are STORED: JPEG and PNG are compressed already. Each file is
 * opened only when its turn comes, so one file handle (or one S3 download) and a few chunks are in
 * use at a time.
 */
export function zipOfOriginals(
  rows: PictureRow[],
  names: string[],
  /** Small files written after the originals (the lab's CSV), whole. */
  extra: readonly { name: string; content: Buffer }[] = [],
): ReadableStream<Uint8Array> {
  const storage = getPictureStorage();
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A missing or unreadable file breaks the download instead of ending it as a valid, short ZIP.
  zip.on('error', (error: unknown) => {
    logError('pictures: the ZIP download failed', error);
    output.destroy(error instanceof Error ? error : new Error(errorMessage(error)));
  });
  // A download the browser abandons frees the file or the S3 connection being read at that moment.
  let current: Readable | undefined;
  output.on('close', () => current?.destroy());
  for (const [index, row] of rows.entries()) {
    zip.addReadStreamLazy(
      names[index] ?? downloadName(row),
      { compress: false, mtime: row.createdAt, size: row.byteSize },
      (callback) => {
        const fail = (error: unknown) => callback(error, Readable.from([]));
        storage.get(row.originalKey).then((stored) => {
          if (!stored) fail(new Error(`the original of picture ${row.id} is missing`));
          else {
            current = stored.body;
            callback(null, stored.body);
          }
        }, fail);
      },
    );
  }
  for (const file of extra) zip.addBuffer(file.content, file.name, { mtime: clock.now(), compress: false });
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

/** "Download all": the owner's released originals as one streamed ZIP, if `viewer` may have them. */
export async function pictureArchive(
  ownerId: number,
  viewer: SessionUser | null,
  now: Date = clock.now(),
): Promise<ArchiveResult> {
  if (!(await mayDownload(viewer, ownerId))) return { ok: false, reason: 'not-found' };
  // A proofing gallery's originals are not to be had yet, nor an expired one's by its client.
  const rows = await listReleasedPictureRows(ownerId, viewer?.isAdmin ? null : businessToday(now));
  if (rows.length === 0) return { ok: false, reason: 'not-found' };
  return {
    ok: true,
    fileName: archiveName(businessToday(now)),
    body: zipOfOriginals(rows, rows.map(downloadName)),
    pictures: rows.length,
  };
}

export type GalleryArchiveResult = ArchiveResult | { ok: false; reason: 'not-released' | 'expired' };

/**
 * A gallery's "Download all": its originals as one streamed ZIP, named after the files
 * the photographer uploaded (deduplicated), for the gallery's client and the admins; 'not-found'
 * for everyone else, 'not-released' while it is proofing, 'expired' to its client once expired.
 */
export async function galleryArchive(
  galleryId: string,
  viewer: SessionUser | null,
  now: Date = clock.now(),
): Promise<GalleryArchiveResult> {
  const found = await findGalleryPictureRows(galleryId);
  if (!found || !(await mayDownload(viewer, found.gallery.userId))) return { ok: false, reason: 'not-found' };
  if (!viewer?.isAdmin && isExpired(found.gallery.expiresOn, businessToday(now))) {
    return { ok: false, reason: 'expired' };
  }
  if (found.gallery.state !== 'released') return { ok: false, reason: 'not-released' };
  if (found.rows.length === 0) return { ok: false, reason: 'not-found' };
  const names = zipEntryNames(
    found.rows.map((row) => ({ originalName: row.originalName, fallback: downloadName(row) })),
  );
  return {
    ok: true,
    fileName: archiveName(businessToday(now)),
    body: zipOfOriginals(found.rows, names),
    pictures: found.rows.length,
  };
}
