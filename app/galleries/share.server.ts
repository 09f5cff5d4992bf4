import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import { getDb } from '../db/db.server';
import type { PictureView } from '../pictures/picture-view';
import { isGalleryId, updateOwnersGallery } from './galleries.server';
import { type GalleryState, galleries } from './galleries.tables';
import { isExpired } from './gallery-view';
import { toView } from './pictures.server';
import { type PictureRow, pictures } from './pictures.tables';

/**
 * Guest links: a view-only address `/share/{token}` for a gallery, to show an owner or a
 * trainer. The token is 32 random bytes (256 bits), base64url; only its SHA-256 is stored, so it is
 * shown once, and a database copy opens nothing. A new link replaces the old one; Revoke link
 * forgets it, and its address answers 404 at once, on every server (nothing is cached).
 */

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Makes (or replaces) the gallery's guest link; answers its token, or null when there is no such gallery. */
export async function createShareLink(ownerId: number, galleryId: string): Promise<string | null> {
  const token = crypto.randomBytes(32).toString('base64url');
  return (await updateOwnersGallery(ownerId, galleryId, { shareTokenHash: hashOf(token) })) ? token : null;
}

/** Revoke link: the gallery's guest link stops working at once. False when there is no such gallery. */
export function revokeShareLink(ownerId: number, galleryId: string): Promise<boolean> {
  return updateOwnersGallery(ownerId, galleryId, { shareTokenHash: null });
}

async function sharedGalleryRow(token: string) {
  if (!tokenPattern.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: galleries.id,
      title: galleries.title,
      state: galleries.state,
      expiresOn: galleries.expiresOn,
    })
    .from(galleries)
    .where(eq(galleries.shareTokenHash, hashOf(token)));
  return row ?? null;
}

/** A shared picture as a guest sees it: sizes and the guest addresses, nothing of the client's. */
function guestView(token: string, row: PictureRow, state: GalleryState): PictureView {
  const view = toView(row, state);
  const base = `/share/${token}/${row.id}`;
  return {
    ...view,
    thumbUrl: `${base}/thumb`,
    displayUrl: `${base}/display`,
    originalUrl: '',
    originalName: null,
    favourite: false,
    note: '',
  };
}

export interface SharedGallery {
  title: string;
  state: GalleryState;
  expired: boolean;
  pictures: PictureView[];
}

/** The gallery a guest link opens (title and pictures only), or null for an unknown or revoked token. */
export async function findSharedGallery(token: string): Promise<SharedGallery | null> {
  const gallery = await sharedGalleryRow(token);
  if (!gallery) return null;
  const expired = isExpired(gallery.expiresOn, businessToday());
  const db = await getDb();
  const rows = expired
    ? []
    : await db
        .select()
        .from(pictures)
        .where(eq(pictures.galleryId, gallery.id))
        .orderBy(asc(pictures.createdAt), asc(pictures.id));
  return {
    title: gallery.title,
    state: gallery.state,
    expired,
    pictures: rows.map((row) => guestView(token, row, gallery.state)),
  };
}

/** A picture of the gallery a guest link opens, with that gallery's state and expiry, or null. */
export async function findSharedPicture(
  token: string,
  pictureId: string,
): Promise<{ row: PictureRow; state: GalleryState; expired: boolean } | null> {
  const gallery = await sharedGalleryRow(token);
  if (!gallery || !isGalleryId(pictureId)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(pictures)
    .where(and(eq(pictures.id, pictureId), eq(pictures.galleryId, gallery.id)));
  if (!row) return null;
  return { row, state: gallery.state, expired: isExpired(gallery.expiresOn, businessToday()) };
}
