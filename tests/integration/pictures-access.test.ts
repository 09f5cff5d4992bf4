import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { loader as clientPicturesLoader } from '../../app/routes/client-pictures';
import { loader as editImagesLoader } from '../../app/routes/edit-images';
import { loader as fileLoader } from '../../app/routes/picture-file';
import { action as showImagesAction, loader as showImagesLoader } from '../../app/routes/show-images';
import { pictureBackends, usePictureBackend } from '../helpers/picture-backends';
import { routeResult } from '../helpers/route-result';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { jpegFile, pngFile, signedInUser, upload } from './pictures-helpers';

const t = setupTestDatabase();

let admin: TestUser;
let owner: TestUser;
let otherClient: TestUser;
let sentJpeg: Uint8Array;

beforeAll(async () => {
  admin = await signedInUser({ isAdmin: true });
  owner = await signedInUser({ isClient: true });
  otherClient = await signedInUser({ isClient: true });
});

function args(url: string, user: TestUser | null, params: Record<string, string>, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (user) headers.set('Cookie', user.cookie);
  const request = new Request(`http://localhost${url}`, { ...init, headers });
  return { request, params, context: { clientIp: '203.0.113.9' } };
}

async function getFile(
  pictureId: string,
  variant: string,
  user: TestUser | null,
  headers?: HeadersInit,
  method = 'GET',
) {
  const call = args(`/pictures/${pictureId}/${variant}`, user, { pictureId, variant }, { headers, method });
  return fileLoader(call as Parameters<typeof fileLoader>[0]);
}

/** The status a guard threw (403) or a route returned. */
async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    return routeResult(await promise).status;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

const ownerPictures = () => t.db().select().from(pictures).where(eq(pictures.userId, owner.id));

describe.each(pictureBackends)('on %s storage', (backend) => {
  const stored = usePictureBackend(backend);

  beforeAll(async () => {
    const jpeg = await jpegFile('meadow.jpg', 1200, 800);
    sentJpeg = jpeg.bytes;
    const result = await upload(owner.id, admin, [jpeg, await pngFile('arena.png')]);
    expect(result.status).toBe(200);
  });

  afterAll(async () => {
    await t.db().delete(pictures);
  });

  describe('picture files', () => {
    it('serves every variant to the owner and to an admin, privately', async () => {
      const [row] = (await ownerPictures()).filter((r) => r.format === 'jpeg');
      if (!row) throw new Error('no picture');
      for (const viewer of [owner, admin]) {
        const original = await getFile(row.id, 'original', viewer);
        expect(original.status).toBe(200);
        expect(original.headers.get('Content-Type')).toBe('image/jpeg');
        expect(original.headers.get('Cache-Control')).toBe('private, no-store');
        expect(original.headers.get('Content-Disposition')).toMatch(
          /^attachment; filename="sierra-equine-photography-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.jpg"$/,
        );
        expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(sentJpeg))).toBe(true);

        for (const variant of ['display', 'thumb']) {
          const response = await getFile(row.id, variant, viewer);
          expect(response.status).toBe(200);
          expect(response.headers.get('Content-Type')).toBe('image/webp');
          expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
          expect(response.headers.get('Content-Disposition')).toBeNull();
          expect((await response.arrayBuffer()).byteLength).toBe(
            Number(response.headers.get('Content-Length')),
          );
        }
      }
    });

    it('answers a HEAD with the headers of a GET and no body, without reading the file', async () => {
      const [row] = (await ownerPictures()).filter((r) => r.format === 'jpeg');
      if (!row) throw new Error('no picture');
      const response = await getFile(row.id, 'original', owner, undefined, 'HEAD');
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Length')).toBe(String(sentJpeg.length));
      expect(response.headers.get('Content-Type')).toBe('image/jpeg');
      expect(response.body).toBeNull();
      expect((await getFile(row.id, 'original', otherClient, undefined, 'HEAD')).status).toBe(404);
    });

    it('answers a repeat thumbnail request from the browser cache with 304', async () => {
      const [row] = await ownerPictures();
      if (!row) throw new Error('no picture');
      const first = await getFile(row.id, 'thumb', owner);
      const etag = first.headers.get('ETag') ?? '';
      const again = await getFile(row.id, 'thumb', owner, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      // The session is still checked before the cache is confirmed.
      expect((await getFile(row.id, 'thumb', otherClient, { 'If-None-Match': etag })).status).toBe(404);
    });

    it('gives 404 to another client, to signed-out visitors and for unknown URLs', async () => {
      const [row] = await ownerPictures();
      if (!row) throw new Error('no picture');
      for (const variant of ['original', 'display', 'thumb']) {
        for (const viewer of [otherClient, null]) {
          const response = await getFile(row.id, variant, viewer);
          expect(response.status).toBe(404);
          expect(response.headers.get('Cache-Control')).toBe('private, no-store');
        }
      }
      expect((await getFile(row.id, 'raw', admin)).status).toBe(404);
      expect((await getFile('00000000-0000-4000-8000-000000000000', 'thumb', admin)).status).toBe(404);
      expect((await getFile('../../etc/passwd', 'thumb', admin)).status).toBe(404);
    });

    it('stops serving a client who lost the Client role', async () => {
      const former = await signedInUser({ isClient: true });
      expect((await upload(former.id, admin, [await jpegFile('x.jpg')])).status).toBe(200);
      const [row] = await t.db().select().from(pictures).where(eq(pictures.userId, former.id));
      if (!row) throw new Error('no picture');
      await t.db().update(users).set({ isClient: false }).where(eq(users.id, former.id));
      expect((await getFile(row.id, 'thumb', former)).status).toBe(404);
      expect((await getFile(row.id, 'thumb', admin)).status).toBe(200);
    });
  });

  describe('picture pages', () => {
    it('shows a client their own pictures only; the page is for Clients, not Admins', async () => {
      const load = (user: TestUser | null) =>
        clientPicturesLoader(
          args('/client-pictures', user, {}) as Parameters<typeof clientPicturesLoader>[0],
        );
      const shown = (galleries: { pictures: unknown[] }[]) => galleries.flatMap((g) => g.pictures);
      expect(shown((await load(owner)).galleries)).toHaveLength(2);
      expect((await load(otherClient)).galleries).toEqual([]);
      expect(await statusOf(load(admin))).toBe(403);
      expect(await statusOf(load(null))).toBe(403);
    });

    it('tells the admin when a user cannot receive pictures', async () => {
      const plain = await signedInUser({});
      const load = (id: number, user: TestUser) =>
        editImagesLoader(
          args(`/editImages/${id}`, user, { id: String(id) }) as Parameters<typeof editImagesLoader>[0],
        );
      expect((await load(owner.id, admin)).owner.isClient).toBe(true);
      expect((await load(plain.id, admin)).owner.isClient).toBe(false);
      expect(await statusOf(load(owner.id, owner))).toBe(403);
    });

    it('deletes a picture with a POST from Show Images: the row and its files go', async () => {
      const showArgs = (id: number, user: TestUser | null, form?: Record<string, string>) =>
        args(
          `/ShowImages/${id}`,
          user,
          { id: String(id) },
          form ? { method: 'POST', body: new URLSearchParams(form) } : {},
        );
      const listed = await showImagesLoader(
        showArgs(owner.id, admin) as Parameters<typeof showImagesLoader>[0],
      );
      const [first] = listed.galleries.flatMap((gallery) => gallery.pictures);
      if (!first) throw new Error('no picture');
      const [row] = await t.db().select().from(pictures).where(eq(pictures.id, first.id));
      if (!row) throw new Error('no row');
      const before = (await stored.keys()).length;

      const remove = (id: number, user: TestUser | null) =>
        showImagesAction(
          showArgs(id, user, { intent: 'delete', pictureId: first.id }) as Parameters<
            typeof showImagesAction
          >[0],
        );
      // Only an admin, and only on the owner's own page.
      expect(await statusOf(remove(owner.id, owner))).toBe(403);
      expect(await statusOf(remove(otherClient.id, admin))).toBe(404);
      expect(await stored.keys()).toHaveLength(before);

      expect(routeResult(await remove(owner.id, admin)).body).toEqual({
        ok: true,
        message: 'The picture was deleted.',
      });
      expect(await t.db().select().from(pictures).where(eq(pictures.id, first.id))).toEqual([]);
      expect(await stored.keys()).toHaveLength(before - 3);
      for (const key of [row.originalKey, row.displayKey, row.thumbKey]) {
        expect(await stored.read(key)).toBeNull();
      }
      expect((await getFile(first.id, 'original', admin)).status).toBe(404);
      expect(await statusOf(remove(owner.id, admin))).toBe(404);
    });
  });
});
