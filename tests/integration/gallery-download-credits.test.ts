import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../app/db/db.server';
import { grantCredits, spendCredit } from '../../app/galleries/download-credits.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { downloadsLeftText } from '../../app/galleries/gallery-view';
import { creditsLeft } from '../helpers/download-credits';
import { setupTestDatabase } from '../helpers/test-database';
import { insertTestPictures } from '../helpers/test-pictures';
import { createSignedInUser } from '../helpers/test-users';

const t = setupTestDatabase();

/** A client's gallery in proofs with `count` pictures, and `credits` granted as a paid package would. */
async function galleryWith(count: number, credits: number) {
  const client = await createSignedInUser({ isClient: true });
  const galleryId = crypto.randomUUID();
  await t
    .db()
    .insert(galleries)
    .values({ id: galleryId, userId: client.id, title: 'Spring', state: 'proofing' });
  const ids = await insertTestPictures(t.db(), { userId: client.id, galleryId }, count);
  const db = await getDb();
  await db.transaction((tx) => grantCredits(tx, galleryId, credits));
  return { galleryId, ids };
}

describe('package credits', () => {
  it('a download spends one credit, and the same picture again is free', async () => {
    const { galleryId, ids } = await galleryWith(2, 7);
    expect(await spendCredit(galleryId, ids[0] ?? '')).toEqual({ ok: true, spent: true });
    expect(await spendCredit(galleryId, ids[0] ?? '')).toEqual({ ok: true, spent: false });
    expect(await creditsLeft(galleryId)).toBe(6);
  });

  it('with no credit left, a new picture is refused and nothing is recorded', async () => {
    const { galleryId, ids } = await galleryWith(2, 1);
    await spendCredit(galleryId, ids[0] ?? '');
    expect(await spendCredit(galleryId, ids[1] ?? '')).toEqual({ ok: false, reason: 'no-credits' });
    expect(await creditsLeft(galleryId)).toBe(0);
    // The refused picture was not claimed: a credit granted later pays for it.
    const db = await getDb();
    await db.transaction((tx) => grantCredits(tx, galleryId, 1));
    expect(await spendCredit(galleryId, ids[1] ?? '')).toEqual({ ok: true, spent: true });
  });

  it('one credit, two pictures at once (two tabs, two processes): exactly one is spent', async () => {
    const { galleryId, ids } = await galleryWith(2, 1);
    const results = await Promise.all(ids.map((id) => spendCredit(galleryId, id)));
    expect(results.filter((result) => result.ok && result.spent)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toHaveLength(1);
    expect(await creditsLeft(galleryId)).toBe(0);
  });

  it('the same picture twice at once spends one credit', async () => {
    const { galleryId, ids } = await galleryWith(1, 5);
    const results = await Promise.all([
      spendCredit(galleryId, ids[0] ?? ''),
      spendCredit(galleryId, ids[0] ?? ''),
    ]);
    expect(results.map((result) => result.ok && result.spent).sort()).toEqual([false, true]);
    expect(await creditsLeft(galleryId)).toBe(4);
  });

  it('words what is left, one download in the singular', () => {
    expect(downloadsLeftText(7)).toBe('You have 7 downloads left');
    expect(downloadsLeftText(1)).toBe('You have 1 download left');
    expect(downloadsLeftText(0)).toBe('You have 0 downloads left');
  });
});
