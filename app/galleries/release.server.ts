import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import { href } from 'react-router';
import { users } from '../accounts/accounts.tables';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { logError } from '../logging/log-error';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import { getPictureStorage } from '../pictures/storage.server';
import type { ServiceResult } from '../results/service-result';
import { type GalleryRow, galleries } from './galleries.tables';
import { pictures } from './pictures.tables';

export const releasedSubject = 'Your pictures are ready to download';

/** Tells the client their gallery is released, with its link (built from PUBLIC_URL, as every email link). */
async function queueReleasedEmail(
  queue: MailQueue,
  client: { name: string; email: string },
  gallery: { id: string; title: string },
): Promise<void> {
  const galleryUrl = siteUrl(href('/galleries/:galleryId', { galleryId: gallery.id }));
  const lines = [
    `Hello ${client.name},`,
    `The pictures of "${gallery.title}" are ready: you can now download them at full size, one by one or all at once.`,
  ];
  await enqueueMail(queue, {
    to: `${client.name} <${client.email}>`,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject: releasedSubject,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: { label: 'Download your pictures', url: galleryUrl },
      closing: [`Thank you for choosing ${business.name}!`],
    }),
  });
}

export type ReleaseResult = ServiceResult<
  object,
  { reason: 'not-found' } | { reason: 'released' } | { reason: 'empty' }
>;

/** Thrown inside the transaction to roll it back; the flow that releases answers its reason. */
export class NotReleased extends Error {
  constructor(readonly reason: 'not-found' | 'released' | 'empty') {
    super(reason);
  }
}

/**
 * Release gallery (admin), in `tx`: the gallery becomes Released and the client is
 * queued one email with its link. The clean display sizes and the originals were stored at upload
 * and are served from that moment (shownKeyOf), so there is nothing to render here. The change is
 * a conditional UPDATE (… WHERE state = 'proofing'), so a second release, from another tab or
 * server process, changes nothing and sends nothing. An empty gallery is not released: the client
 * would be told of pictures that are not there. A refusal is thrown (NotReleased), so the flow's
 * transaction rolls back.
 */
export async function markReleased(tx: Tx, ownerId: number, galleryId: string): Promise<GalleryRow> {
  const [released] = await tx
    .update(galleries)
    .set({ state: 'released' })
    .where(and(eq(galleries.id, galleryId), eq(galleries.userId, ownerId), eq(galleries.state, 'proofing')))
    .returning();
  if (!released) {
    const [existing] = await tx
      .select({ id: galleries.id })
      .from(galleries)
      .where(and(eq(galleries.id, galleryId), eq(galleries.userId, ownerId)));
    throw new NotReleased(existing ? 'released' : 'not-found');
  }
  const [pictureCount] = await tx
    .select({ n: count() })
    .from(pictures)
    .where(eq(pictures.galleryId, galleryId));
  if ((pictureCount?.n ?? 0) === 0) throw new NotReleased('empty');
  const [client] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!client) throw new NotReleased('not-found');
  await queueReleasedEmail(tx, client, released);
  return released;
}

/**
 * After a release the proofs are never shown again: their rows forget them first (so nothing
 * points at a missing file), then the files go. A file left behind is only disk space.
 */
export async function removeProofs(galleryId: string): Promise<void> {
  const db = await getDb();
  const rows = await db
    .select({ id: pictures.id, display: pictures.proofDisplayKey, thumb: pictures.proofThumbKey })
    .from(pictures)
    .where(
      and(
        eq(pictures.galleryId, galleryId),
        or(isNotNull(pictures.proofDisplayKey), isNotNull(pictures.proofThumbKey)),
      ),
    );
  if (rows.length === 0) return;
  await db
    .update(pictures)
    .set({ proofDisplayKey: null, proofThumbKey: null })
    .where(eq(pictures.galleryId, galleryId));
  const storage = getPictureStorage();
  const keys = rows.flatMap((row) => [row.display, row.thumb]).filter((key) => key !== null);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') logError('galleries: could not delete a proof', result.reason);
  }
}
