import crypto from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { users } from '../accounts/accounts.tables';
import { clientAccount, ownerOrAdmin } from '../accounts/roles';
import type { SessionUser } from '../accounts/session-user';
import { asBookingOwner } from '../bookings/booking-owner.server';
import { businessDate, businessToday } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import { business } from '../content/business';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import type { ServiceResult } from '../results/service-result';
import type { NewGallery } from './galleries.forms';
import { type GalleryRow, galleries } from './galleries.tables';
import { isOwnersSession } from './gallery-sessions.server';
import { defaultGalleryTitle, type GalleryChoice, type GalleryView, isExpired } from './gallery-view';
import { listPictureRows, type Placement, toView } from './pictures.server';
import { type PictureRow, pictures } from './pictures.tables';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isGalleryId(value: string): boolean {
  return uuidPattern.test(value);
}

function toGalleryView(row: GalleryRow, rows: PictureRow[]): GalleryView {
  return {
    id: row.id,
    title: row.title,
    state: row.state,
    expiresOn: row.expiresOn === null ? null : formatDay(row.expiresOn),
    expiresOnDay: row.expiresOn,
    expired: isExpired(row.expiresOn, businessToday()),
    shared: row.shareTokenHash !== null,
    selectionLimit: row.selectionLimit,
    selectionSentOn: row.selectionSentAt === null ? null : businessDate(row.selectionSentAt),
    pictures: rows.map((picture) => toView(picture, row.state)),
  };
}

async function galleryRows(ownerId: number): Promise<GalleryRow[]> {
  const db = await getDb();
  // The newest session first: that is the one a client comes for.
  return db
    .select()
    .from(galleries)
    .where(eq(galleries.userId, ownerId))
    .orderBy(desc(galleries.createdAt), asc(galleries.id));
}

/** Edit Images' Gallery select: the owner's galleries, newest first. */
export async function listGalleryChoices(ownerId: number): Promise<GalleryChoice[]> {
  return (await galleryRows(ownerId)).map(({ id, title, state, isDefault }) => ({
    id,
    title,
    state,
    isDefault,
  }));
}

/**
 * The owner's galleries with their pictures, newest gallery first. A client is not shown a gallery
 * the admin has made but not filled yet (`withEmpty: false`); the admin sees them all.
 */
export async function listGalleries(
  ownerId: number,
  { withEmpty }: { withEmpty: boolean },
): Promise<GalleryView[]> {
  const [rows, pictureRows] = await Promise.all([galleryRows(ownerId), listPictureRows(ownerId)]);
  return rows
    .map((row) =>
      toGalleryView(
        row,
        pictureRows.filter((picture) => picture.galleryId === row.id),
      ),
    )
    .filter((gallery) => withEmpty || gallery.pictures.length > 0);
}

export type NewGalleryRefusal = { reason: 'not-a-client' } | { reason: 'not-their-session' };

/**
 * Makes a gallery for `ownerId` in `tx`; the owner must hold the Client role (their row is locked
 * meanwhile), and a session it belongs to must be theirs.
 */
export async function storeGallery(
  tx: Tx,
  ownerId: number,
  input: NewGallery,
): Promise<ServiceResult<{ gallery: GalleryRow }, NewGalleryRefusal>> {
  const [owner] = await tx
    .select({ id: users.id, isClient: users.isClient, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, ownerId))
    .for('update');
  if (!owner?.isClient) return { ok: false, reason: 'not-a-client' } as const;
  if (input.bookingId !== undefined && !(await isOwnersSession(tx, asBookingOwner(owner), input.bookingId)))
    return { ok: false, reason: 'not-their-session' } as const;
  const [made] = await tx
    .insert(galleries)
    .values({
      id: crypto.randomUUID(),
      userId: ownerId,
      title: input.title,
      selectionLimit: input.selectionLimit ?? null,
      expiresOn: input.expiresOn ?? null,
      state: input.proofs ? 'proofing' : 'released',
      bookingId: input.bookingId ?? null,
    })
    .returning();
  if (!made) throw new Error('The gallery was not stored');
  return { ok: true, gallery: made } as const;
}

/** An admin's change to one of `ownerId`'s galleries; false when the owner has no such gallery. */
export async function updateOwnersGallery(
  ownerId: number,
  galleryId: string,
  change: Partial<Pick<GalleryRow, 'expiresOn' | 'selectionSentAt' | 'shareTokenHash'>>,
): Promise<boolean> {
  if (!isGalleryId(galleryId)) return false;
  const db = await getDb();
  const changed = await db
    .update(galleries)
    .set(change)
    .where(and(eq(galleries.id, galleryId), eq(galleries.userId, ownerId)))
    .returning({ id: galleries.id });
  return changed.length > 0;
}

/**
 * Moves a gallery's Expires on day in `tx`, or clears it (null: it never expires), which reopens
 * an expired gallery; the gallery as changed, or undefined when the owner has no such
 * gallery.
 */
export async function storeExpiry(
  tx: Tx,
  ownerId: number,
  galleryId: string,
  expiresOn: string | null,
): Promise<GalleryRow | undefined> {
  const [changed] = await tx
    .update(galleries)
    .set({ expiresOn })
    .where(and(eq(galleries.id, galleryId), eq(galleries.userId, ownerId)))
    .returning();
  return changed;
}

/**
 * The gallery an upload goes into, inside the upload's transaction: `galleryId` if it is one of
 * the owner's, null if it is not; with no gallery chosen, the owner's "Your pictures" gallery,
 * made (Released, as every picture was before galleries) the first time it is needed.
 */
export async function galleryForUpload(
  tx: Tx,
  ownerId: number,
  galleryId: string | null,
): Promise<string | null> {
  if (galleryId !== null) {
    if (!isGalleryId(galleryId)) return null;
    const [chosen] = await tx
      .select({ id: galleries.id })
      .from(galleries)
      .where(and(eq(galleries.id, galleryId), eq(galleries.userId, ownerId)));
    return chosen?.id ?? null;
  }
  // The unique index on (user_id) where is_default makes a second "Your pictures" a no-op.
  await tx
    .insert(galleries)
    .values({
      id: crypto.randomUUID(),
      userId: ownerId,
      title: defaultGalleryTitle,
      state: 'released',
      isDefault: true,
    })
    .onConflictDoNothing();
  const [found] = await tx
    .select({ id: galleries.id })
    .from(galleries)
    .where(and(eq(galleries.userId, ownerId), eq(galleries.isDefault, true)));
  return found?.id ?? null;
}

/**
 * Where an upload goes (see galleryForUpload) and, when that is a proofing gallery, the mark its
 * display sizes carry: the business name. Read before the pictures are rendered; a
 * gallery never goes back from Released to Proofing, so a later release only leaves the proofs
 * unused, and a picture without proofs is never shown in a proofing gallery (shownKeyOf).
 */
export async function uploadPlacement(ownerId: number, galleryId: string | null): Promise<Placement> {
  const placeIn = (tx: Tx) => galleryForUpload(tx, ownerId, galleryId);
  if (galleryId === null || !isGalleryId(galleryId)) return { placeIn };
  const db = await getDb();
  const [chosen] = await db
    .select({ state: galleries.state })
    .from(galleries)
    .where(and(eq(galleries.id, galleryId), eq(galleries.userId, ownerId)));
  return chosen?.state === 'proofing' ? { placeIn, watermark: business.name } : { placeIn };
}

/** A gallery's row as `tx` sees it; undefined when there is none. */
export async function galleryRow(tx: Tx, galleryId: string): Promise<GalleryRow | undefined> {
  const [row] = await tx.select().from(galleries).where(eq(galleries.id, galleryId));
  return row;
}

/** True when `viewer` is the client whose gallery this is (the one who chooses in it). */
export async function isOwnGallery(galleryId: string, viewer: SessionUser | null): Promise<boolean> {
  if (!viewer?.isClient || !isGalleryId(galleryId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: galleries.id })
    .from(galleries)
    .where(and(eq(galleries.id, galleryId), eq(galleries.userId, viewer.id)));
  return row !== undefined;
}

/**
 * A gallery and its pictures, if `viewer` may see it: an admin, or the client it belongs to while
 * they hold the Client role. Anyone else is told it does not exist (null), like a picture.
 */
export async function findViewableGallery(
  galleryId: string,
  viewer: SessionUser | null,
): Promise<(GalleryView & { ownerId: number }) | null> {
  if (!viewer || !isGalleryId(galleryId)) return null;
  const db = await getDb();
  const [row] = await db.select().from(galleries).where(eq(galleries.id, galleryId));
  if (!row) return null;
  if (!(await ownerOrAdmin(viewer, clientAccount(row.userId)))) return null;
  const rows = await db
    .select()
    .from(pictures)
    .where(eq(pictures.galleryId, row.id))
    .orderBy(asc(pictures.createdAt), asc(pictures.id));
  return { ...toGalleryView(row, rows), ownerId: row.userId };
}
