import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { loader as clientPicturesLoader } from '../../app/routes/client-pictures';
import { action as editImagesAction } from '../../app/routes/edit-images';
import { action as galleryAction, loader as galleryLoader } from '../../app/routes/gallery';
import { loader as galleryZipLoader } from '../../app/routes/gallery-zip';
import { loader as fileLoader } from '../../app/routes/picture-file';
import { loader as zipLoader } from '../../app/routes/pictures-zip';
import { action as showImagesAction } from '../../app/routes/show-images';
import { callRoute, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { jpegFile, setupPictureCast, upload } from './pictures-helpers';

/**
 * Expiry (PRODUCT §14 Galleries, decision 043): after its Expires on day (to the end of that day in the business's time zone,
 * America/Los_Angeles here) a gallery's page tells its client "This gallery has expired. Please
 * contact us to reopen it." and its files answer 410; nothing is deleted, the admins still see it,
 * and the admin's form on Show Images moves or clears the date, which reopens it.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();

const expiredText = 'This gallery has expired. Please contact us to reopen it.';

/** Tomorrow and the day after, as the business counts days (late November: PST, UTC-8). */
const now = new Date();
const dayAfter = (days: number) => new Date(now.getTime() + days * 86_400_000);
const laDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(at);
const expiresOn = laDay(dayAfter(1));
/** The last minute of Expires on in Los Angeles, and the first after it (midnight PST is 08:00 UTC). */
const endOfDay = new Date(`${laDay(dayAfter(2))}T08:00:00Z`);
const lastMinute = new Date(endOfDay.getTime() - 60_000);
const nextMinute = new Date(endOfDay.getTime() + 60_000);

let galleryId: string;
let pictureId: string;

async function file(user: TestUser | null, variant = 'display') {
  return fileLoader(
    routeArgs<typeof fileLoader>(siteRequest(`/pictures/${pictureId}/${variant}`, { cookie: user?.cookie }), {
      pictureId,
      variant,
    }),
  );
}

function setExpiry(expires: string, user: TestUser = cast.admin) {
  const id = String(cast.owner.id);
  return callRoute(showImagesAction, `/ShowImages/${id}`, { id }, user, {
    intent: 'set-expiry',
    galleryId,
    expiresOn: expires,
  });
}

beforeAll(async () => {
  expect(laDay(now) < expiresOn).toBe(true);
  const id = String(cast.owner.id);
  const made = await callRoute(editImagesAction, `/editImages/${id}`, { id }, cast.admin, {
    title: 'Autumn hunt',
    expiresOn,
  });
  galleryId =
    new URL(made.headers.get('Location') ?? '/', 'http://localhost').searchParams.get('gallery') ?? '';
  expect((await upload(cast.owner.id, cast.admin, [await jpegFile('hunt.jpg')], galleryId)).status).toBe(200);
  const [row] = await t.db().select().from(pictures).where(eq(pictures.galleryId, galleryId));
  pictureId = row?.id ?? '';
});

afterEach(() => resetClock());

describe('a gallery past its Expires on day', () => {
  it('is open to the end of that day in the business time zone', async () => {
    setClock(lastMinute);
    expect((await file(cast.owner)).status).toBe(200);
    const page = await callRoute(galleryLoader, `/galleries/${galleryId}`, { galleryId }, cast.owner);
    expect(page.body).toMatchObject({ closed: false, gallery: { expired: false } });
  });

  it('tells its client it expired, answers 410 for its files, and deletes nothing', async () => {
    setClock(nextMinute);
    const page = await callRoute(galleryLoader, `/galleries/${galleryId}`, { galleryId }, cast.owner);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ closed: true, gallery: { expired: true, pictures: [] } });
    for (const variant of ['display', 'thumb', 'original']) {
      const answer = await file(cast.owner, variant);
      expect(answer.status, variant).toBe(410);
      expect(await answer.text()).toBe(expiredText);
    }
    const zip = await galleryZipLoader(
      routeArgs<typeof galleryZipLoader>(
        siteRequest(`/galleries/${galleryId}/download`, { cookie: cast.owner.cookie }),
        { galleryId },
      ),
    );
    expect(zip.status).toBe(410);
    expect(await zip.text()).toBe(expiredText);
    // Nor is it in the client's Download all (it was their only released gallery).
    const ownerId = String(cast.owner.id);
    const all = await zipLoader(
      routeArgs<typeof zipLoader>(siteRequest(`/pictures-zip/${ownerId}`, { cookie: cast.owner.cookie }), {
        ownerId,
      }),
    );
    expect(all.status).toBe(404);
    // Your Pictures keeps the section, without its pictures.
    const yours = await callRoute(clientPicturesLoader, '/client-pictures', {}, cast.owner);
    expect(yours.body).toMatchObject({ galleries: [{ id: galleryId, expired: true, pictures: [] }] });
    // A favourite is refused with the same text.
    const favourite = await callRoute(galleryAction, `/galleries/${galleryId}`, { galleryId }, cast.owner, {
      intent: 'favourite',
      pictureId,
      favourite: 'true',
    });
    expect(favourite.status).toBe(410);
    expect(favourite.body).toEqual({ ok: false, message: expiredText });
    // Nothing deleted: the admins still see the gallery and its files; strangers still get 404.
    expect(await t.db().select().from(pictures).where(eq(pictures.galleryId, galleryId))).toHaveLength(1);
    expect((await file(cast.admin, 'original')).status).toBe(200);
    const adminPage = await callRoute(galleryLoader, `/galleries/${galleryId}`, { galleryId }, cast.admin);
    expect(adminPage.body).toMatchObject({ closed: false, gallery: { pictures: [{ id: pictureId }] } });
    expect((await file(cast.otherClient)).status).toBe(404);
  });

  it('reopens when the admin moves the date, or clears it', async () => {
    setClock(nextMinute);
    const later = laDay(new Date(nextMinute.getTime() + 3 * 86_400_000));
    const moved = await setExpiry(later);
    expect(moved.body).toEqual({ ok: true, message: 'The expiry date was changed.' });
    expect((await t.db().select().from(galleries).where(eq(galleries.id, galleryId)))[0]?.expiresOn).toBe(
      later,
    );
    expect((await file(cast.owner)).status).toBe(200);

    const cleared = await setExpiry('');
    expect(cleared.body).toEqual({ ok: true, message: 'The gallery no longer expires.' });
    expect(
      (await t.db().select().from(galleries).where(eq(galleries.id, galleryId)))[0]?.expiresOn,
    ).toBeNull();
  });

  it('refuses a bad or past date with its message, and anyone but an admin, changing nothing', async () => {
    const before = await t.snapshot();
    const bad = await setExpiry('2099-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, message: 'Please enter the expiry date as a date.' });
    const past = await setExpiry('2000-01-01');
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ ok: false, message: 'The expiry date cannot be in the past.' });
    for (const user of [cast.owner, cast.plainUser])
      expect((await setExpiry(expiresOn, user)).status).toBe(403);
    expect(await t.snapshot()).toEqual(before);
  });
});
