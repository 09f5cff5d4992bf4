import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/session-user';
import { businessToday } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { logError } from '../logging/log-error';
import { pictureDownloads } from './picture-downloads.tables';

/**
 * Counts `pictures` originals handed to `viewer` today, for Show Reports' "Pictures downloaded".
 * The admins' own downloads are not the clients' and are left out. Counted when the download
 * starts (a ZIP streams after its answer). A count that cannot be written is logged and the
 * download goes on: the file matters more than the number.
 */
export async function countPictureDownloads(
  viewer: SessionUser | null,
  pictures: number,
  now: Date = clock.now(),
): Promise<void> {
  if (viewer?.isAdmin || pictures <= 0) return;
  try {
    const db = await getDb();
    await db
      .insert(pictureDownloads)
      .values({ day: businessToday(now), pictures })
      .onConflictDoUpdate({
        target: pictureDownloads.day,
        set: { pictures: sql`${pictureDownloads.pictures} + excluded.pictures` },
      });
  } catch (error) {
    logError('pictures: could not count a download', error);
  }
}
