import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import type { NewGallery } from '../galleries/galleries.forms';
import {
  galleryRow,
  isGalleryId,
  type NewGalleryRefusal,
  storeExpiry,
  storeGallery,
  uploadPlacement,
} from '../galleries/galleries.server';
import type { GalleryRow } from '../galleries/galleries.tables';
import { NoSuchGalleryError, NotAClientError, storePictures } from '../galleries/pictures.server';
import { markReleased, NotReleased, type ReleaseResult, removeProofs } from '../galleries/release.server';
import { recordHistory } from '../history/history.server';
import type { HistoryActor, HistoryEvent } from '../history/history-events';
import { deliverWaitingCredits } from '../invoices/invoice-credits.server';
import { logError } from '../logging/log-error';
import { transactionWithMail } from '../mail/outbox.server';
import { queueNewPicturesEmail } from '../pictures/picture-mail.server';
import { receiveUploadedFiles, type UploadResult } from '../pictures/upload.server';
import { makeWaitingReminder, remakeExpiryReminder } from '../reminders/gallery-reminders.server';
import type { ServiceResult } from '../results/service-result';

/**
 * A gallery's changes (PRODUCT §2, §18; decisions 039, 042, 048) and what each sets off, in one
 * transaction: its reminders follow its last day and its release, an upload's files, rows and
 * email go together, and a gallery of a session (one with a booking) adds a line to the booking's
 * history.
 */

async function recordSessionHistory(tx: Tx, gallery: GalleryRow, event: HistoryEvent, by: HistoryActor) {
  if (gallery.bookingId !== null) await recordHistory(tx, gallery.bookingId, event, by);
}

/**
 * Makes a gallery, with "Your gallery expires on …" when it has a last day, and a session's
 * waiting download credits.
 */
export async function createGallery(
  ownerId: number,
  input: NewGallery,
  by: HistoryActor,
): Promise<ServiceResult<{ galleryId: string }, NewGalleryRefusal>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const made = await storeGallery(tx, ownerId, input);
    if (!made.ok) return made;
    const { gallery } = made;
    await remakeExpiryReminder(tx, gallery);
    await recordSessionHistory(tx, gallery, { what: 'gallery-made', title: gallery.title }, by);
    // A session's gallery is where its paid packages' download credits go (decision 068): those
    // paid before it existed arrive with it. A gallery gets its session only here.
    if (gallery.bookingId !== null) await deliverWaitingCredits(tx, gallery.bookingId);
    return { ok: true, galleryId: gallery.id } as const;
  });
}

/**
 * Moves a gallery's last day or clears it; "Your gallery expires on …" follows the new day, or
 * goes with it. False when the owner has no such gallery.
 */
export async function setExpiry(
  ownerId: number,
  galleryId: string,
  expiresOn: string | null,
  by: HistoryActor,
): Promise<boolean> {
  if (!isGalleryId(galleryId)) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const changed = await storeExpiry(tx, ownerId, galleryId, expiresOn);
    if (!changed) return false;
    await remakeExpiryReminder(tx, changed);
    await recordSessionHistory(tx, changed, { what: 'gallery-expiry', title: changed.title, expiresOn }, by);
    return true;
  });
}

/**
 * Release gallery: the gallery Released with the client's email, and "Your pictures are waiting"
 * for 3 days later, in one transaction; then its proofs go, never to be shown again.
 */
export async function releaseGallery(
  ownerId: number,
  galleryId: string,
  by: HistoryActor,
): Promise<ReleaseResult> {
  if (!isGalleryId(galleryId)) return { ok: false, reason: 'not-found' };
  try {
    await transactionWithMail(async (tx) => {
      const released = await markReleased(tx, ownerId, galleryId);
      await makeWaitingReminder(tx, released);
      await recordSessionHistory(tx, released, { what: 'gallery-released', title: released.title }, by);
    });
  } catch (error) {
    if (error instanceof NotReleased) return { ok: false, reason: error.reason };
    throw error;
  }
  await removeProofs(galleryId);
  return { ok: true };
}

/**
 * Uploading into a gallery (PRODUCT §2 Edit Images) by the admin `uploadedBy`: the files checked
 * and staged (pictures), the gallery they go into, `galleryId` or with none chosen (null) the
 * owner's "Your pictures", with the mark a proofing gallery's sizes carry (galleries), then the
 * rows stored all or nothing with the client's one email in their transaction (decisions 013, 021).
 */
export async function receivePictureUpload(
  request: Request,
  owner: { id: number; isClient: boolean; name: string; email: string },
  uploadedBy: number,
  galleryId: string | null = null,
): Promise<UploadResult> {
  if (!owner.isClient) return { ok: false, reason: 'not-a-client' };
  return receiveUploadedFiles(request, async (incoming, limits) => {
    try {
      const placement = await uploadPlacement(owner.id, galleryId);
      await storePictures(owner.id, uploadedBy, incoming, limits, placement, async (tx, placedIn) => {
        await queueNewPicturesEmail(tx, owner, incoming.length, placement.watermark !== undefined);
        const gallery = await galleryRow(tx, placedIn);
        if (!gallery) return;
        const event = { what: 'pictures-uploaded', title: gallery.title, count: incoming.length } as const;
        await recordSessionHistory(tx, gallery, event, { userId: uploadedBy });
      });
    } catch (error) {
      if (error instanceof NotAClientError) return { ok: false, reason: 'not-a-client' };
      if (error instanceof NoSuchGalleryError) return { ok: false, reason: 'no-gallery' };
      logError('pictures: upload failed, nothing stored', error);
      return { ok: false, reason: 'failed' };
    }
    return { ok: true, count: incoming.length };
  });
}
