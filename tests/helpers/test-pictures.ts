import crypto from 'node:crypto';
import type { Db } from '../../app/db/client.server';
import { pictures } from '../../app/galleries/pictures.tables';

/**
 * Picture rows of a gallery, without files: for the tests that read what the rows say (credits,
 * orders), not the pictures themselves. Each gets a new id, answered in order; `names` are the
 * file names they were uploaded with (none kept when not given).
 */
export async function insertTestPictures(
  db: Db,
  owner: { userId: number; galleryId: string },
  count: number,
  names: readonly string[] = [],
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  if (ids.length === 0) return ids;
  await db.insert(pictures).values(
    ids.map((id, at) => ({
      id,
      ...owner,
      originalName: names[at] ?? null,
      format: 'jpeg' as const,
      width: 10,
      height: 10,
      byteSize: 100,
      thumbWidth: 10,
      thumbHeight: 10,
      originalKey: `${id}/original`,
      displayKey: `${id}/display`,
      thumbKey: `${id}/thumb`,
    })),
  );
  return ids;
}
