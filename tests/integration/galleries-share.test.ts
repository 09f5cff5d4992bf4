import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { action as editImagesAction } from '../../app/routes/edit-images';
import { headers as shareHeaders, loader as shareLoader, meta as shareMeta } from '../../app/routes/share';
import { loader as shareFileLoader } from '../../app/routes/share-file';
import { action as showImagesAction } from '../../app/routes/show-images';
import { callRoute, routeArgs, siteRequest, withKey } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { filesUnder, jpegFile, setupPictureCast, upload } from './pictures-helpers';

/**
 * Guest links (PRODUCT §14 Galleries): Share link makes `/share/{token}` (at least 128 random bits, stored
 * hashed, shown once); whoever holds it sees the gallery's title and pictures (watermarked while
 * proofing) and nothing of the client's, nor an original; a new link replaces the old one, and
 * Revoke link makes it answer 404 at once.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();

let galleryId: string;
let otherGalleryPicture: string;

function adminPost(intent: string, user: TestUser = cast.admin) {
  const id = String(cast.owner.id);
  return callRoute(showImagesAction, `/ShowImages/${id}`, { id }, user, { intent, galleryId });
}

/** Share link, as the admin: the token read from the link shown once. */
async function share(): Promise<string> {
  const made = await adminPost('share-link');
  const body = withKey(made.body, 'share');
  expect(body.ok).toBe(true);
  expect(body.message).toBe('Here is the guest link. Copy it now: it is shown only once.');
  expect(body.share.galleryId).toBe(galleryId);
  const match = /^http:\/\/localhost:3000\/share\/([A-Za-z0-9_-]+)$/.exec(body.share.url);
  if (!match?.[1]) throw new Error(`not a guest link: ${body.share.url}`);
  return match[1];
}

const page = (token: string) => callRoute(shareLoader, `/share/${token}`, { token }, null);

function sharedFile(token: string, pictureId: string, variant: string) {
  return shareFileLoader(
    routeArgs<typeof shareFileLoader>(siteRequest(`/share/${token}/${pictureId}/${variant}`), {
      token,
      pictureId,
      variant,
    }),
  );
}

beforeAll(async () => {
  const id = String(cast.owner.id);
  const made = await callRoute(editImagesAction, `/editImages/${id}`, { id }, cast.admin, {
    title: 'Spring show',
    proofs: 'on',
  });
  galleryId =
    new URL(made.headers.get('Location') ?? '/', 'http://localhost').searchParams.get('gallery') ?? '';
  expect((await upload(cast.owner.id, cast.admin, [await jpegFile('DSC_7.jpg')], galleryId)).status).toBe(
    200,
  );
  // A picture of the same client in another gallery ("Your pictures"), which the link does not open.
  expect((await upload(cast.owner.id, cast.admin, [await jpegFile('home.jpg')])).status).toBe(200);
  const [other] = await t.db().select().from(pictures).where(eq(pictures.originalName, 'home.jpg'));
  otherGalleryPicture = other?.id ?? '';
});

describe('guest links', () => {
  it('stores only the hash of a token of at least 128 random bits', async () => {
    const token = await share();
    // base64url: 6 bits a character.
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    const [row] = await t.db().select().from(galleries).where(eq(galleries.id, galleryId));
    expect(row?.shareTokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await t.snapshot())).not.toContain(token);
    expect(await share()).not.toBe(token);
  });

  it('shows the title and the pictures, watermarked, and nothing of the client’s, kept out of search engines', async () => {
    const token = await share();
    const shown = await page(token);
    expect(shown.status).toBe(200);
    const body = shown.body;
    expect(body.gallery.title).toBe('Spring show');
    expect(body.gallery.pictures).toHaveLength(1);
    const text = JSON.stringify(body);
    for (const secret of [
      cast.owner.name,
      'pictures-',
      '@example.com',
      'DSC_7.jpg',
      '/original',
      '/pictures/',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(shareHeaders({} as never)).toEqual({ 'X-Robots-Tag': 'noindex' });
    expect(shareMeta({ loaderData: body } as never)).toContainEqual({ name: 'robots', content: 'noindex' });

    const [row] = await t.db().select().from(pictures).where(eq(pictures.galleryId, galleryId));
    if (!row?.proofDisplayKey) throw new Error('no proof');
    const display = await sharedFile(token, row.id, 'display');
    expect(display.status).toBe(200);
    expect(display.headers.get('X-Robots-Tag')).toBe('noindex');
    // Watermarked: the proof, byte for byte as stored under the proof's key.
    const proofFile = filesUnder(t.dataDir()).find((f) => f.endsWith(row.proofDisplayKey ?? '-'));
    if (!proofFile) throw new Error('the proof is not stored');
    const proof = fs.readFileSync(path.join(t.dataDir(), proofFile));
    expect(Buffer.from(await display.arrayBuffer()).equals(proof)).toBe(true);
    expect((await sharedFile(token, row.id, 'thumb')).status).toBe(200);
    expect((await sharedFile(token, row.id, 'original')).status).toBe(404);
    expect((await sharedFile(token, otherGalleryPicture, 'thumb')).status).toBe(404);
  });

  it('answers 404 to the old link once replaced, and to a revoked one at once', async () => {
    const [row] = await t.db().select().from(pictures).where(eq(pictures.galleryId, galleryId));
    const old = await share();
    const replacing = await share();
    expect((await page(old)).status).toBe(404);
    expect((await sharedFile(old, row?.id ?? '', 'thumb')).status).toBe(404);
    expect((await page(replacing)).status).toBe(200);

    const revoked = await adminPost('revoke-link');
    expect(revoked.body).toEqual({ ok: true, message: 'The guest link was revoked.' });
    expect((await page(replacing)).status).toBe(404);
    expect((await sharedFile(replacing, row?.id ?? '', 'thumb')).status).toBe(404);
    expect((await page('not-a-token')).status).toBe(404);
  });

  it('lets only an admin make or revoke a link', async () => {
    const before = await t.snapshot();
    for (const user of [cast.owner, cast.otherClient, cast.plainUser]) {
      expect((await adminPost('share-link', user)).status).toBe(403);
      expect((await adminPost('revoke-link', user)).status).toBe(403);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
