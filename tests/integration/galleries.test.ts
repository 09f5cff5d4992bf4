import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { loader as clientPicturesLoader } from '../../app/routes/client-pictures';
import { action as editImagesAction, loader as editImagesLoader } from '../../app/routes/edit-images';
import { loader as galleryLoader } from '../../app/routes/gallery';
import { loader as fileLoader } from '../../app/routes/picture-file';
import { loader as zipLoader } from '../../app/routes/pictures-zip';
import { loader as showImagesLoader } from '../../app/routes/show-images';
import { callRoute, replyErrors, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { readZipEntries } from '../helpers/zip-entries';
import { jpegFile, setupPictureCast, upload } from './pictures-helpers';

/**
 * Galleries (PRODUCT §14): the admin's New gallery form and Gallery select on Edit Images, uploads
 * into the chosen gallery or the client's "Your pictures", the sections of Your Pictures and Show
 * Images, the gallery's own page, and who gets 404. The expected texts are the issue's.
 */

const t = setupTestDatabase();

const cast = setupPictureCast();

function newGallery(ownerId: number, user: TestUser | null, fields: Record<string, string>) {
  return callRoute(editImagesAction, `/editImages/${ownerId}`, { id: String(ownerId) }, user, fields);
}

/** Makes a gallery through the form and answers its id, read from the redirect. */
async function makeGallery(fields: Record<string, string>, forOwner = cast.owner): Promise<string> {
  const made = await newGallery(forOwner.id, cast.admin, fields);
  expect(made.status).toBe(302);
  const location = made.headers.get('Location') ?? '';
  const id = new URL(location, 'http://localhost').searchParams.get('gallery');
  expect(location.startsWith(`/editImages/${forOwner.id}?gallery=`)).toBe(true);
  if (!id) throw new Error('no gallery in the redirect');
  return id;
}

const galleryRow = async (id: string) =>
  (await t.db().select().from(galleries).where(eq(galleries.id, id)))[0];

describe('New gallery', () => {
  it('makes a Proofing gallery when Proofs is ticked, and a Released one when it is not', async () => {
    const proofing = await makeGallery({
      title: 'Spring show',
      selectionLimit: '2',
      expiresOn: '2099-12-31',
      proofs: 'on',
    });
    expect(await galleryRow(proofing)).toMatchObject({
      userId: cast.owner.id,
      title: 'Spring show',
      selectionLimit: 2,
      expiresOn: '2099-12-31',
      state: 'proofing',
      isDefault: false,
    });
    const released = await makeGallery({ title: 'Portraits' });
    expect(await galleryRow(released)).toMatchObject({
      title: 'Portraits',
      selectionLimit: null,
      expiresOn: null,
      state: 'released',
    });
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await t.snapshot();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '   ' }, 'title', 'Please enter a title for the gallery.'],
      [{ title: 'x'.repeat(101) }, 'title', 'A title can be at most 100 characters.'],
      [
        { title: 'A', selectionLimit: '0' },
        'selectionLimit',
        'The selection limit must be a whole number from 1 to 500.',
      ],
      [
        { title: 'A', selectionLimit: '2.5' },
        'selectionLimit',
        'The selection limit must be a whole number from 1 to 500.',
      ],
      [
        { title: 'A', selectionLimit: '501' },
        'selectionLimit',
        'The selection limit must be a whole number from 1 to 500.',
      ],
      [{ title: 'A', expiresOn: '2099-02-30' }, 'expiresOn', 'Please enter the expiry date as a date.'],
      [{ title: 'A', expiresOn: '2000-01-01' }, 'expiresOn', 'The expiry date cannot be in the past.'],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await newGallery(cast.owner.id, cast.admin, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(replyErrors(answer.body)[field]).toEqual([message]);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses a user without the Client role, and anyone but an admin', async () => {
    const before = await t.snapshot();
    const notClient = await newGallery(cast.plainUser.id, cast.admin, { title: 'Nope' });
    expect(notClient.status).toBe(409);
    expect(replyErrors(notClient.body)['']).toEqual(['Only users with the Client role can have galleries.']);
    for (const user of [cast.owner, cast.plainUser, null]) {
      expect((await newGallery(cast.owner.id, user, { title: 'Nope' })).status).toBe(403);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('uploads and the pages', () => {
  let proofingId: string;
  let emptyId: string;

  beforeAll(async () => {
    proofingId = await makeGallery({ title: 'Summer clinic', expiresOn: '2099-06-30', proofs: 'on' });
    emptyId = await makeGallery({ title: 'Not filled yet' });
  });

  it('puts an upload with no gallery chosen into one "Your pictures" gallery, made when first needed', async () => {
    const defaults = () =>
      t
        .db()
        .select()
        .from(galleries)
        .where(eq(galleries.userId, cast.owner.id))
        .then((rows) => rows.filter((r) => r.isDefault));
    expect(await defaults()).toEqual([]);
    expect((await upload(cast.owner.id, cast.admin, [await jpegFile('a.jpg')])).status).toBe(200);
    expect((await upload(cast.owner.id, cast.admin, [await jpegFile('b.jpg')])).status).toBe(200);
    const [made, ...more] = await defaults();
    expect(more).toEqual([]);
    expect(made).toMatchObject({ title: 'Your pictures', state: 'released' });
    const placed = await t.db().select().from(pictures).where(eq(pictures.userId, cast.owner.id));
    expect(placed.map((row) => row.galleryId)).toEqual([made?.id, made?.id]);
  });

  it("puts an upload into the gallery chosen, and refuses another client's gallery storing nothing", async () => {
    expect(
      (
        await upload(
          cast.owner.id,
          cast.admin,
          [await jpegFile('c.jpg'), await jpegFile('d.jpg')],
          proofingId,
        )
      ).status,
    ).toBe(200);
    const inProofing = await t.db().select().from(pictures).where(eq(pictures.galleryId, proofingId));
    expect(inProofing).toHaveLength(2);

    const before = await t.snapshot();
    const wrong = await upload(cast.otherClient.id, cast.admin, [await jpegFile('e.jpg')], proofingId);
    expect(wrong).toEqual({ status: 404, body: { ok: false, message: 'That gallery no longer exists.' } });
    const unknown = await upload(cast.owner.id, cast.admin, [await jpegFile('f.jpg')], 'not-a-gallery');
    expect(unknown.status).toBe(404);
    expect(await t.snapshot()).toEqual(before);
  });

  it('lists the galleries with pictures on Your Pictures, each with its title, state and expiry', async () => {
    const page = await callRoute(clientPicturesLoader, '/client-pictures', {}, cast.owner);
    const shown = page.body.galleries;
    expect(
      shown.map(({ title, state, expiresOn, pictures: p }) => ({ title, state, expiresOn, count: p.length })),
    ).toEqual([
      // The newest first: "Your pictures" was made by the uploads, after "Summer clinic".
      { title: 'Your pictures', state: 'released', expiresOn: null, count: 2 },
      { title: 'Summer clinic', state: 'proofing', expiresOn: 'June 30, 2099', count: 2 },
    ]);
    const other = await callRoute(clientPicturesLoader, '/client-pictures', {}, cast.otherClient);
    expect(other.body.galleries).toEqual([]);
  });

  it('shows the admin every gallery on Show Images, the empty one too', async () => {
    const page = await callRoute(
      showImagesLoader,
      `/ShowImages/${cast.owner.id}`,
      { id: String(cast.owner.id) },
      cast.admin,
    );
    const titles = page.body.galleries.map((g) => g.title);
    expect(titles.sort()).toEqual(
      ['Not filled yet', 'Portraits', 'Spring show', 'Summer clinic', 'Your pictures'].sort(),
    );
    const select = await callRoute(
      editImagesLoader,
      `/editImages/${cast.owner.id}?gallery=${emptyId}`,
      { id: String(cast.owner.id) },
      cast.admin,
    );
    expect(select.body.chosen).toBe(emptyId);
  });

  it('opens the gallery page for its client and an admin, and answers 404 to everyone else signed in', async () => {
    const open = (user: TestUser | null, id = proofingId) =>
      callRoute(galleryLoader, `/galleries/${id}`, { galleryId: id }, user);
    for (const viewer of [cast.owner, cast.admin]) {
      const page = await open(viewer);
      expect(page.status).toBe(200);
      const gallery = page.body.gallery;
      expect(gallery.title).toBe('Summer clinic');
      expect(gallery.pictures).toHaveLength(2);
    }
    for (const viewer of [cast.otherClient, cast.plainUser]) expect((await open(viewer)).status).toBe(404);
    // Signed out: "Please log in to see this page." (401, decision 057).
    expect((await open(null)).status).toBe(401);
    expect((await open(cast.owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await open(cast.owner, 'nonsense')).status).toBe(404);
  });

  it("keeps the originals of a proofing gallery back (403 with the issue's text), and out of Download all", async () => {
    const [proof] = await t.db().select().from(pictures).where(eq(pictures.galleryId, proofingId));
    if (!proof) throw new Error('no proof');
    const file = (variant: string, user: TestUser | null) =>
      callRoute(fileLoader, `/pictures/${proof.id}/${variant}`, { pictureId: proof.id, variant }, user);
    for (const viewer of [cast.owner, cast.admin]) {
      const original = await fileLoader(
        routeArgs<typeof fileLoader>(
          siteRequest(`/pictures/${proof.id}/original`, { cookie: viewer.cookie }),
          {
            pictureId: proof.id,
            variant: 'original',
          },
        ),
      );
      expect(original.status).toBe(403);
      expect(await original.text()).toBe('These pictures can be downloaded once the gallery is released.');
      expect((await file('display', viewer)).status).toBe(200);
    }
    expect((await file('original', cast.otherClient)).status).toBe(404);

    const zip = await zipLoader(
      routeArgs<typeof zipLoader>(
        siteRequest(`/pictures-zip/${cast.owner.id}`, { cookie: cast.owner.cookie }),
        {
          ownerId: String(cast.owner.id),
        },
      ),
    );
    expect(zip.status).toBe(200);
    // The two pictures of "Your pictures"; the proofs are not in it.
    expect(readZipEntries(Buffer.from(await zip.arrayBuffer()))).toHaveLength(2);
  });
});
