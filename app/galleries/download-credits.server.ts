import { and, eq, gt, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import type { ServiceResult } from '../results/service-result';
import {
  galleryBoughtPictures,
  galleryCreditDownloads,
  galleryDownloadCredits,
} from './download-credits.tables';
import { pictures } from './pictures.tables';

/**
 * PRODUCT §21 package credits (decision 068): a paid "Package: N digital downloads" gives the
 * session's gallery N credits; Download on a picture spends one, once per picture. Spending is one
 * transaction: the picture's row is claimed first (its primary key refuses a second claim, from
 * another tab or process), then `credits_left - 1 WHERE credits_left > 0` takes the credit; with
 * none left the claim is rolled back.
 */

/** Adds `credits` to the gallery, in the caller's transaction (the payment that paid the invoice). */
export async function grantCredits(tx: Tx, galleryId: string, credits: number): Promise<void> {
  await tx
    .insert(galleryDownloadCredits)
    .values({ galleryId, creditsLeft: credits })
    .onConflictDoUpdate({
      target: galleryDownloadCredits.galleryId,
      set: { creditsLeft: sql`${galleryDownloadCredits.creditsLeft} + ${credits}` },
    });
}

/**
 * Takes back up to `most` of the gallery's credits left, never below zero (a spent credit stays
 * spent), in the caller's transaction; answers how many it took. The row is locked while it is
 * read, so a spend at the same moment waits and then finds what is left.
 */
export async function takeBackCredits(tx: Tx, galleryId: string, most: number): Promise<number> {
  const [row] = await tx
    .select({ left: galleryDownloadCredits.creditsLeft })
    .from(galleryDownloadCredits)
    .where(eq(galleryDownloadCredits.galleryId, galleryId))
    .for('update');
  const taken = Math.min(most, row?.left ?? 0);
  if (taken > 0)
    await tx
      .update(galleryDownloadCredits)
      .set({ creditsLeft: sql`${galleryDownloadCredits.creditsLeft} - ${taken}` })
      .where(eq(galleryDownloadCredits.galleryId, galleryId));
  return taken;
}

/** The gallery's credits left, or null when it never had a package (no line on its page). */
export async function packageDownloadsLeft(galleryId: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ left: galleryDownloadCredits.creditsLeft })
    .from(galleryDownloadCredits)
    .where(eq(galleryDownloadCredits.galleryId, galleryId));
  return row ? row.left : null;
}

/**
 * Records, in the caller's transaction (the order being placed), that the client bought these
 * pictures' originals as digital downloads (decision 070); a picture bought before stays as it was.
 */
export async function recordBoughtPictures(
  tx: Tx,
  bought: readonly { galleryId: string; pictureId: string }[],
): Promise<void> {
  if (bought.length === 0) return;
  await tx
    .insert(galleryBoughtPictures)
    .values([...bought])
    .onConflictDoNothing();
}

/** The gallery's pictures whose originals are the client's: a credit spent on them, or bought. */
export async function paidPictureIds(galleryId: string): Promise<string[]> {
  const db = await getDb();
  const spent = db
    .select({ id: galleryCreditDownloads.pictureId })
    .from(galleryCreditDownloads)
    .where(eq(galleryCreditDownloads.galleryId, galleryId));
  const bought = db
    .select({ id: galleryBoughtPictures.pictureId })
    .from(galleryBoughtPictures)
    .where(eq(galleryBoughtPictures.galleryId, galleryId));
  const rows = await union(spent, bought);
  return rows.map((row) => row.id);
}

/** Whether this picture's original is the client's: a credit was spent on it, or it was bought. */
export async function isPaidFor(galleryId: string, pictureId: string): Promise<boolean> {
  const db = await getDb();
  const spent = db
    .select({ id: galleryCreditDownloads.pictureId })
    .from(galleryCreditDownloads)
    .where(
      and(eq(galleryCreditDownloads.galleryId, galleryId), eq(galleryCreditDownloads.pictureId, pictureId)),
    );
  const bought = db
    .select({ id: galleryBoughtPictures.pictureId })
    .from(galleryBoughtPictures)
    .where(
      and(eq(galleryBoughtPictures.galleryId, galleryId), eq(galleryBoughtPictures.pictureId, pictureId)),
    );
  const rows = await union(spent, bought);
  return rows.length > 0;
}

/** Thrown inside the transaction to undo the picture's claim when no credit is left. */
class NoCreditLeft extends Error {}

export type SpendResult = ServiceResult<
  { spent: boolean },
  { reason: 'no-credits' } | { reason: 'not-found' }
>;

/** Spends a credit on the picture, or none when it was already paid for (`spent: false`). */
export async function spendCredit(galleryId: string, pictureId: string): Promise<SpendResult> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [picture] = await tx
        .select({ id: pictures.id })
        .from(pictures)
        .where(and(eq(pictures.id, pictureId), eq(pictures.galleryId, galleryId)));
      if (!picture) return { ok: false as const, reason: 'not-found' as const };
      const [claimed] = await tx
        .insert(galleryCreditDownloads)
        .values({ galleryId, pictureId })
        .onConflictDoNothing()
        .returning({ pictureId: galleryCreditDownloads.pictureId });
      if (!claimed) return { ok: true as const, spent: false };
      const [taken] = await tx
        .update(galleryDownloadCredits)
        .set({ creditsLeft: sql`${galleryDownloadCredits.creditsLeft} - 1` })
        .where(
          and(eq(galleryDownloadCredits.galleryId, galleryId), gt(galleryDownloadCredits.creditsLeft, 0)),
        )
        .returning({ left: galleryDownloadCredits.creditsLeft });
      if (!taken) throw new NoCreditLeft();
      return { ok: true as const, spent: true };
    });
  } catch (error) {
    if (error instanceof NoCreditLeft) return { ok: false, reason: 'no-credits' };
    throw error;
  }
}
