import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReports } from '../../app/admin/reports.server';
import { resetClock, setClock } from '../../app/business-time/clock';
import { pictureDownloads } from '../../app/galleries/picture-downloads.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { action as editImagesAction } from '../../app/routes/edit-images';
import { loader as galleryZipLoader } from '../../app/routes/gallery-zip';
import { loader as fileLoader } from '../../app/routes/picture-file';
import { loader as picturesZipLoader } from '../../app/routes/pictures-zip';
import { callRoute, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { jpegFile, setupPictureCast, upload } from './pictures-helpers';

/**
 * Show Reports' "Pictures downloaded" (PRODUCT §2 Admin Home, Reports): each original a client is
 * handed counts once, a ZIP each picture in it, on the business's day; the admins' own downloads
 * and a HEAD count nothing; the count keeps nothing about who downloaded.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();
// Saturday 28 November 2026, 10:00 in Los Angeles.
const now = new Date('2026-11-28T18:00:00Z');
let galleryId: string;
let pictureId: string;

beforeAll(async () => {
  setClock(now);
  const id = String(cast.owner.id);
  // No proofs: released as it is made, so its originals can be had at once.
  const made = await callRoute(editImagesAction, `/editImages/${id}`, { id }, cast.admin, {
    title: 'Show day',
  });
  galleryId =
    new URL(made.headers.get('Location') ?? '/', 'http://localhost').searchParams.get('gallery') ?? '';
  const files = [await jpegFile('bay.jpg'), await jpegFile('grey.jpg')];
  expect((await upload(cast.owner.id, cast.admin, files, galleryId)).status).toBe(200);
  pictureId = (await t.db().select({ id: pictures.id }).from(pictures))[0]?.id ?? '';
});
afterAll(() => resetClock());

/** The original as the route hands it to `user`, read to its end. */
async function original(user: TestUser, method = 'GET') {
  const request = new Request(`http://localhost/pictures/${pictureId}/original`, {
    method,
    headers: { Cookie: user.cookie },
  });
  const response = await fileLoader(
    routeArgs<typeof fileLoader>(request, { pictureId, variant: 'original' }),
  );
  await response.arrayBuffer();
  return response.status;
}

async function zipOf(user: TestUser) {
  const response = await galleryZipLoader(
    routeArgs<typeof galleryZipLoader>(
      siteRequest(`/galleries/${galleryId}/download`, { cookie: user.cookie }),
      {
        galleryId,
      },
    ),
  );
  await response.arrayBuffer();
  return response.status;
}

const counted = async () => t.db().select().from(pictureDownloads);

describe('pictures downloaded', () => {
  it('counts the originals clients are handed, by day, and Show Reports reads them by month', async () => {
    expect(await original(cast.owner)).toBe(200);
    expect(await counted()).toEqual([{ day: '2026-11-28', pictures: 1 }]);
    // A HEAD hands out no file; the admins' downloads are not the clients'.
    expect(await original(cast.owner, 'HEAD')).toBe(200);
    expect(await original(cast.admin)).toBe(200);
    expect(await zipOf(cast.admin)).toBe(200);
    expect(await counted()).toEqual([{ day: '2026-11-28', pictures: 1 }]);
    // The gallery's Download all: both its pictures; Your Pictures' Download all: both again.
    expect(await zipOf(cast.owner)).toBe(200);
    const all = await picturesZipLoader(
      routeArgs<typeof picturesZipLoader>(
        siteRequest(`/pictures-zip/${cast.owner.id}`, { cookie: cast.owner.cookie }),
        { ownerId: String(cast.owner.id) },
      ),
    );
    await all.arrayBuffer();
    expect(all.status).toBe(200);
    expect(await counted()).toEqual([{ day: '2026-11-28', pictures: 5 }]);
    // Nothing downloaded, nothing counted: another client's picture is a 404.
    expect(await original(cast.otherClient)).toBe(404);
    expect(await counted()).toEqual([{ day: '2026-11-28', pictures: 5 }]);

    const reports = await loadReports(now);
    expect(reports.galleries.find((m) => m.month === '2026-11')?.picturesDownloaded).toBe(5);
    expect(reports.galleries.find((m) => m.month === '2026-10')?.picturesDownloaded).toBe(0);
  });
});
