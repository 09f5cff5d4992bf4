import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { SessionUser } from '../accounts/session-user';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { isGalleryId, updateOwnersGallery } from './galleries.server';
import { type GalleryRow, galleries } from './galleries.tables';
import { pictures } from './pictures.tables';
import { queueSelectionEmail } from './selection-mail.server';

/**
 * The client's choices in a gallery: favourites, notes, and sending the selection. Only
 * the gallery's own client (while they hold the Client role) chooses; for anyone else the gallery
 * does not exist. Every change first locks the gallery's row, so the limit and a sent selection
 * hold across requests and server processes alike.
 */

export type ChoiceRefusal =
  | { reason: 'not-found' }
  | { reason: 'sent' }
  | { reason: 'over-limit'; limit: number };

export type ChoiceResult = ServiceResult<object, ChoiceRefusal>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Thrown inside a transaction to roll it back; the service answers its reason. */
class Refused extends Error {
  constructor(readonly refusal: ChoiceRefusal | { reason: 'empty' }) {
    super(refusal.reason);
  }
}

async function lockOwnGallery(tx: Tx, client: SessionUser, galleryId: string): Promise<GalleryRow> {
  if (!client.isClient || !isGalleryId(galleryId)) throw new Refused({ reason: 'not-found' });
  const [gallery] = await tx
    .select()
    .from(galleries)
    .where(and(eq(galleries.id, galleryId), eq(galleries.userId, client.id)))
    .for('update');
  if (!gallery) throw new Refused({ reason: 'not-found' });
  return gallery;
}

/** Runs `work` on the client's locked, still-open gallery, answering a refusal as a result. */
async function changeChoice(
  client: SessionUser,
  galleryId: string,
  work: (tx: Tx, gallery: GalleryRow) => Promise<void>,
): Promise<ChoiceResult> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const gallery = await lockOwnGallery(tx, client, galleryId);
      if (gallery.selectionSentAt !== null) throw new Refused({ reason: 'sent' });
      await work(tx, gallery);
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof Refused && error.refusal.reason !== 'empty') return { ok: false, ...error.refusal };
    throw error;
  }
}

/** Sets one picture's Favourite; a favourite beyond the gallery's limit is refused and changes nothing. */
export function setFavourite(
  client: SessionUser,
  galleryId: string,
  pictureId: string,
  favourite: boolean,
): Promise<ChoiceResult> {
  return changeChoice(client, galleryId, async (tx, gallery) => {
    if (!uuidPattern.test(pictureId)) throw new Refused({ reason: 'not-found' });
    if (favourite && gallery.selectionLimit !== null) {
      const [others] = await tx
        .select({ n: count() })
        .from(pictures)
        .where(
          and(eq(pictures.galleryId, gallery.id), eq(pictures.favourite, true), ne(pictures.id, pictureId)),
        );
      if ((others?.n ?? 0) >= gallery.selectionLimit) {
        throw new Refused({ reason: 'over-limit', limit: gallery.selectionLimit });
      }
    }
    const changed = await tx
      .update(pictures)
      .set({ favourite })
      .where(and(eq(pictures.id, pictureId), eq(pictures.galleryId, gallery.id)))
      .returning({ id: pictures.id });
    if (changed.length === 0) throw new Refused({ reason: 'not-found' });
  });
}

/** Saves one picture's note (the form's rules have checked its length). */
export function setNote(
  client: SessionUser,
  galleryId: string,
  pictureId: string,
  note: string,
): Promise<ChoiceResult> {
  return changeChoice(client, galleryId, async (tx, gallery) => {
    if (!uuidPattern.test(pictureId)) throw new Refused({ reason: 'not-found' });
    const changed = await tx
      .update(pictures)
      .set({ note })
      .where(and(eq(pictures.id, pictureId), eq(pictures.galleryId, gallery.id)))
      .returning({ id: pictures.id });
    if (changed.length === 0) throw new Refused({ reason: 'not-found' });
  });
}

export type SendResult = ServiceResult<{ sentAt: Date }, { reason: 'not-found' } | { reason: 'empty' }>;

/**
 * Send my selection: marks it sent and queues the business one email listing the chosen pictures,
 * in one transaction. The mark is a conditional UPDATE (… WHERE selection_sent_at IS NULL), so a
 * second send, from another tab or another server process, finds it sent, changes nothing and
 * queues nothing; it is answered with the first send's time.
 */
export async function sendSelection(client: SessionUser, galleryId: string): Promise<SendResult> {
  if (!client.isClient || !isGalleryId(galleryId)) return { ok: false, reason: 'not-found' };
  try {
    return await transactionWithMail(async (tx) => {
      const [marked] = await tx
        .update(galleries)
        .set({ selectionSentAt: clock.now() })
        .where(
          and(
            eq(galleries.id, galleryId),
            eq(galleries.userId, client.id),
            isNull(galleries.selectionSentAt),
          ),
        )
        .returning();
      if (!marked) {
        const [existing] = await tx
          .select({ sentAt: galleries.selectionSentAt })
          .from(galleries)
          .where(and(eq(galleries.id, galleryId), eq(galleries.userId, client.id)));
        if (!existing?.sentAt) throw new Refused({ reason: 'not-found' });
        return { ok: true, sentAt: existing.sentAt } as const;
      }
      const chosen = await tx
        .select({ id: pictures.id, originalName: pictures.originalName, note: pictures.note })
        .from(pictures)
        .where(and(eq(pictures.galleryId, galleryId), eq(pictures.favourite, true)))
        .orderBy(asc(pictures.createdAt), asc(pictures.id));
      if (chosen.length === 0) throw new Refused({ reason: 'empty' });
      await queueSelectionEmail(
        tx,
        client,
        { id: marked.id, title: marked.title, ownerId: marked.userId },
        chosen,
      );
      return { ok: true, sentAt: marked.selectionSentAt ?? clock.now() } as const;
    });
  } catch (error) {
    if (
      error instanceof Refused &&
      (error.refusal.reason === 'not-found' || error.refusal.reason === 'empty')
    ) {
      return { ok: false, reason: error.refusal.reason };
    }
    throw error;
  }
}

/** Reopen selection (admin): the client may change and send their selection again. */
export function reopenSelection(ownerId: number, galleryId: string): Promise<boolean> {
  return updateOwnersGallery(ownerId, galleryId, { selectionSentAt: null });
}
