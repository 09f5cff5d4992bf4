import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../app/db/db.server';
import { grantCredits } from '../../app/galleries/download-credits.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { type PictureRow, pictures } from '../../app/galleries/pictures.tables';
import { action as editImagesAction } from '../../app/routes/edit-images';
import { action as galleryAction, loader as galleryLoader } from '../../app/routes/gallery';
import { loader as fileLoader } from '../../app/routes/picture-file';
import { creditsLeft } from '../helpers/download-credits';
import { usePictureBackend } from '../helpers/picture-backends';
import { callRoute, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { jpegFile, setupPictureCast, upload } from './pictures-helpers';

/**
 * PRODUCT §21 package credits on a gallery still in proofing (decision 068): Download on a picture
 * is a POST that spends one credit and is answered with the original's address; the original is
 * then the client's, and the same picture again is free; with none left the answer says so and
 * nothing changes. No change happens on GET. A released gallery hands out originals without
 * spending.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();

const noneLeft =
  'You have no downloads left. The other pictures can be downloaded once the gallery is released.';

let made = 0;

async function proofingGallery(credits: number | null): Promise<{ galleryId: string; rows: PictureRow[] }> {
  const id = String(cast.owner.id);
  const form = await callRoute(editImagesAction, `/editImages/${id}`, { id }, cast.admin, {
    title: 'Spring show',
    proofs: 'on',
  });
  const galleryId = new URL(form.headers.get('Location') ?? '/', 'http://localhost').searchParams.get(
    'gallery',
  );
  if (!galleryId) throw new Error('the gallery was not made');
  made += 1;
  const files = [await jpegFile(`Arena-${made}.jpg`), await jpegFile(`Paddock-${made}.jpg`)];
  const uploaded = await upload(cast.owner.id, cast.admin, files, galleryId);
  expect(uploaded.status, JSON.stringify(uploaded.body ?? null)).toBe(200);
  const rows = await t
    .db()
    .select()
    .from(pictures)
    .where(eq(pictures.galleryId, galleryId))
    .orderBy(pictures.createdAt);
  if (credits !== null) {
    const db = await getDb();
    await db.transaction((tx) => grantCredits(tx, galleryId, credits));
  }
  return { galleryId, rows };
}

function original(pictureId: string, user: TestUser = cast.owner, method = 'GET') {
  return fileLoader(
    routeArgs<typeof fileLoader>(
      new Request(siteRequest(`/pictures/${pictureId}/original`, { cookie: user.cookie }), { method }),
      { pictureId, variant: 'original' },
    ),
  );
}

/** Download's POST on the gallery page, as the client's native form sends it. */
const spend = (galleryId: string, pictureId: string) =>
  callRoute(galleryAction, `/galleries/${galleryId}`, { galleryId }, cast.owner, {
    intent: 'spend-download',
    pictureId,
  });

const pageOf = async (galleryId: string) =>
  (await callRoute(galleryLoader, `/galleries/${galleryId}`, { galleryId }, cast.owner)).body;

describe('Download with package credits (PRODUCT §21)', () => {
  const stored = usePictureBackend('local');

  it('spends one credit on a proof by its POST and hands out the original; the same picture again is free', async () => {
    const { galleryId, rows } = await proofingGallery(2);
    const [first] = rows;
    if (!first?.originalKey) throw new Error('no picture');
    // Asked for by its address before a credit was spent on it, the original is not handed out.
    const before = await t.snapshot();
    const early = await original(first.id);
    expect([early.status, await early.text()]).toEqual([
      403,
      'Press Download on the gallery page to use one of your downloads on this picture.',
    ]);
    expect(await t.snapshot()).toEqual(before);

    const spent = await spend(galleryId, first.id);
    expect([spent.status, spent.headers.get('Location')]).toEqual([303, `/pictures/${first.id}/original`]);
    expect(await creditsLeft(galleryId)).toBe(1);
    const answer = await original(first.id);
    expect(answer.status).toBe(200);
    expect(
      Buffer.from(await answer.arrayBuffer()).equals(
        (await stored.read(first.originalKey)) ?? Buffer.alloc(0),
      ),
    ).toBe(true);
    expect((await original(first.id, cast.owner, 'HEAD')).status).toBe(200);
    expect((await spend(galleryId, first.id)).status).toBe(303);
    expect(await creditsLeft(galleryId)).toBe(1);
    const page = (await pageOf(galleryId)).gallery;
    expect([page.downloadsLeft, page.paidPictureIds]).toEqual([1, [first.id]]);
  });

  it('with no credit left refuses a new picture with its message, and changes nothing', async () => {
    const { galleryId, rows } = await proofingGallery(1);
    expect((await spend(galleryId, rows[0]?.id ?? '')).status).toBe(303);
    const before = await t.snapshot();
    const refused = await spend(galleryId, rows[1]?.id ?? '');
    expect([refused.status, refused.headers.get('Location')]).toEqual([302, `/galleries/${galleryId}`]);
    expect(refused.headers.get('Set-Cookie')).toContain('flash');
    const asked = await original(rows[1]?.id ?? '');
    expect([asked.status, await asked.text()]).toEqual([403, noneLeft]);
    expect(await t.snapshot()).toEqual(before);
    expect((await pageOf(galleryId)).gallery.downloadsLeft).toBe(0);
  });

  it('a picture of another gallery spends nothing', async () => {
    const { galleryId } = await proofingGallery(2);
    const { rows: others } = await proofingGallery(null);
    const before = await t.snapshot();
    const refused = await spend(galleryId, others[0]?.id ?? '');
    expect(refused.status).toBe(302);
    expect(await t.snapshot()).toEqual(before);
  });

  it('without a package, a proof stays refused as before; an admin gets no original', async () => {
    const { rows: without } = await proofingGallery(null);
    const refused = await original(without[0]?.id ?? '');
    expect([refused.status, await refused.text()]).toEqual([
      403,
      'These pictures can be downloaded once the gallery is released.',
    ]);
    const { galleryId, rows } = await proofingGallery(3);
    expect((await original(rows[0]?.id ?? '', cast.admin)).status).toBe(403);
    expect(await creditsLeft(galleryId)).toBe(3);
  });

  it('a released gallery hands out originals without spending a credit, and shows no count', async () => {
    const { galleryId, rows } = await proofingGallery(3);
    await t.db().update(galleries).set({ state: 'released' }).where(eq(galleries.id, galleryId));
    expect((await original(rows[0]?.id ?? '')).status).toBe(200);
    expect(await creditsLeft(galleryId)).toBe(3);
    expect((await pageOf(galleryId)).gallery.downloadsLeft).toBeNull();
  });
});
