import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listGalleries } from '../../app/galleries/galleries.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { type PictureRow, pictures } from '../../app/galleries/pictures.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { putFile } from '../../app/pictures/picture-storage.server';
import { proofKeys } from '../../app/pictures/proof-keys.server';
import { getPictureStorage } from '../../app/pictures/storage.server';
import { action as editImagesAction } from '../../app/routes/edit-images';
import { loader as galleryZipLoader } from '../../app/routes/gallery-zip';
import { loader as fileLoader } from '../../app/routes/picture-file';
import { action as showImagesAction } from '../../app/routes/show-images';
import { grid, markedShare } from '../helpers/image-difference';
import { pictureBackends, usePictureBackend } from '../helpers/picture-backends';
import { callRoute, routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { readZipEntries } from '../helpers/zip-entries';
import { jpegFile, pngFile, setupPictureCast, upload } from './pictures-helpers';

/**
 * Watermarked proofs and Release gallery, on local storage and S3 alike: a proofing
 * gallery shows its pictures with the business name drawn across them and keeps the originals and
 * its Download all back (403, the text); Release gallery shows the clean sizes, gives the
 * originals as they were stored, and emails the client once. Decision 052: the proofs are at most
 * 1200 pixels on their long side, marked all over, and a proof made before that is made again
 * before it is shown.
 */

const t = setupTestDatabase();
const cast = setupPictureCast();

const notReleased = 'These pictures can be downloaded once the gallery is released.';

/** Makes a gallery through Edit Images' New gallery form and answers its id. */
async function makeGallery(fields: Record<string, string>): Promise<string> {
  const id = String(cast.owner.id);
  const made = await callRoute(editImagesAction, `/editImages/${id}`, { id }, cast.admin, fields);
  const gallery = new URL(made.headers.get('Location') ?? '/', 'http://localhost').searchParams.get(
    'gallery',
  );
  if (made.status !== 302 || !gallery) throw new Error('the gallery was not made');
  return gallery;
}

function release(galleryId: string, user: TestUser = cast.admin) {
  const id = String(cast.owner.id);
  return callRoute(showImagesAction, `/ShowImages/${id}`, { id }, user, {
    intent: 'release-gallery',
    galleryId,
  });
}

/** A picture file as the route answers it, to `user`. */
async function file(pictureId: string, variant: string, user: TestUser | null = cast.owner) {
  return fileLoader(
    routeArgs<typeof fileLoader>(siteRequest(`/pictures/${pictureId}/${variant}`, { cookie: user?.cookie }), {
      pictureId,
      variant,
    }),
  );
}

async function galleryZip(galleryId: string, user: TestUser | null = cast.owner) {
  return galleryZipLoader(
    routeArgs<typeof galleryZipLoader>(
      siteRequest(`/galleries/${galleryId}/download`, { cookie: user?.cookie }),
      { galleryId },
    ),
  );
}

describe.each(pictureBackends)('on %s storage', (backend) => {
  const stored = usePictureBackend(backend);
  let galleryId: string;
  let rows: PictureRow[];
  const uploaded = new Map<string, Buffer>();
  let uploadMail = '';

  async function storedFile(key: string | null): Promise<Buffer> {
    const bytes = key === null ? null : await stored.read(key);
    if (!bytes) throw new Error(`nothing stored under ${key}`);
    return bytes;
  }

  beforeAll(async () => {
    await t.clearMail();
    galleryId = await makeGallery({ title: 'Spring show', proofs: 'on' });
    // Two files with the same name but for its case, as two cameras may make.
    const files = [
      await jpegFile('DSC_0201.jpg', 1200, 800),
      await jpegFile('dsc_0201.JPG', 900, 600),
      await pngFile('Arena.png'),
      // Larger than the display size: its proof is smaller than the clean size released later.
      await jpegFile('Paddock.jpg', 2100, 1400),
    ];
    for (const f of files) uploaded.set(f.name, Buffer.from(f.bytes));
    expect((await upload(cast.owner.id, cast.admin, files, galleryId)).status).toBe(200);
    rows = await t
      .db()
      .select()
      .from(pictures)
      .where(eq(pictures.galleryId, galleryId))
      .orderBy(pictures.createdAt);
    expect(rows).toHaveLength(4);
    // The upload's email asks the client to choose: proofs cannot be downloaded yet.
    await deliverDueMail();
    uploadMail = t.outbox()[0]?.text ?? '';
  });

  beforeEach(async () => {
    await t.clearMail();
  });

  afterAll(async () => {
    await t.db().delete(pictures);
    await t.db().delete(galleries);
  });

  it('shows the display sizes of a proofing gallery with the mark all over them, and never marks the original', async () => {
    for (const row of rows) {
      for (const variant of ['display', 'thumb'] as const) {
        const shown = await file(row.id, variant);
        expect(shown.status).toBe(200);
        expect(shown.headers.get('Content-Type')).toBe('image/webp');
        const proof = Buffer.from(await shown.arrayBuffer());
        const { width = 0, height = 0 } = await sharp(proof).metadata();
        const clean = await sharp(await storedFile(variant === 'display' ? row.displayKey : row.thumbKey))
          .resize(width, height)
          .png()
          .toBuffer();
        // The name's letters in every sixteenth of the picture (the grain alone changes no pixel that much).
        for (const region of grid(4)) {
          expect(await markedShare(proof, clean, region), `${row.originalName} ${variant}`).toBeGreaterThan(
            0.01,
          );
        }
      }
      // The original is kept as uploaded: same pixels as the file sent (a JPEG or PNG without
      // metadata is stored byte for byte).
      expect(
        (await storedFile(row.originalKey)).equals(uploaded.get(row.originalName ?? '') ?? Buffer.alloc(0)),
      ).toBe(true);
    }
  });

  it('shows a large picture at most 1200 pixels wide while proofing; the clean size stays 2048', async () => {
    const large = rows.find((row) => row.originalName === 'Paddock.jpg');
    if (!large) throw new Error('no large picture');
    const shown = Buffer.from(await (await file(large.id, 'display')).arrayBuffer());
    expect(await sharp(shown).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp(await storedFile(large.displayKey)).metadata()).toMatchObject({
      width: 2048,
      height: 1365,
    });
    // The pages name the size they get, so a srcset never promises more than 1200 pixels.
    const [view] = (await listGalleries(cast.owner.id, { withEmpty: false })).filter(
      (gallery) => gallery.id === galleryId,
    );
    expect(view?.pictures.find((picture) => picture.id === large.id)?.displayWidth).toBe(1200);
  });

  it("makes a proof from before this mark again before showing it: today's proof, the same bytes", async () => {
    const [row] = rows;
    if (!row?.proofDisplayKey || !row.proofThumbKey) throw new Error('no proof');
    const madeAtUpload = await storedFile(row.proofDisplayKey);
    const thumbAtUpload = await storedFile(row.proofThumbKey);
    // As decision 042 left it: the clean display size with one band, under the keys of then.
    const old = {
      proofDisplayKey: `pictures/${row.id}/display-proof.webp`,
      proofThumbKey: `pictures/${row.id}/thumb-proof.webp`,
    };
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'old-proof-'));
    try {
      for (const [key, clean] of [
        [old.proofDisplayKey, row.displayKey],
        [old.proofThumbKey, row.thumbKey],
      ] as const) {
        const copy = path.join(work, 'proof.webp');
        fs.writeFileSync(copy, await storedFile(clean));
        await putFile(getPictureStorage(), key, copy, 'image/webp');
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    for (const key of Object.values(proofKeys(row.id))) await stored.remove(key);
    await t.db().update(pictures).set(old).where(eq(pictures.id, row.id));

    // A browser that kept the old proof asks with its validator of then: it gets today's proof.
    const request = siteRequest(`/pictures/${row.id}/display`, { cookie: cast.owner.cookie });
    request.headers.set('If-None-Match', `"${row.id}-display-proofing"`);
    const shown = await fileLoader(
      routeArgs<typeof fileLoader>(request, { pictureId: row.id, variant: 'display' }),
    );
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer()).equals(madeAtUpload)).toBe(true);
    const thumb = await file(row.id, 'thumb');
    expect(Buffer.from(await thumb.arrayBuffer()).equals(thumbAtUpload)).toBe(true);
    const [now] = await t.db().select().from(pictures).where(eq(pictures.id, row.id));
    expect(now).toMatchObject(proofKeys(row.id));
    const keys = await stored.keys();
    expect(keys).not.toContain(old.proofDisplayKey);
    expect(keys).not.toContain(old.proofThumbKey);
  });

  it('tells the client of new proofs without promising a download', () => {
    expect(uploadMail).toContain(
      'choose your favourites; you can download them once the gallery is released',
    );
    expect(uploadMail).not.toContain('download them at full size');
  });

  it("keeps the originals and the gallery's Download all back (403, the issue's text); 404 to anyone else", async () => {
    const [row] = rows;
    if (!row) throw new Error('no picture');
    for (const viewer of [cast.owner, cast.admin]) {
      const original = await file(row.id, 'original', viewer);
      expect(original.status).toBe(403);
      expect(await original.text()).toBe(notReleased);
      const zip = await galleryZip(galleryId, viewer);
      expect(zip.status).toBe(403);
      expect(await zip.text()).toBe(notReleased);
    }
    for (const stranger of [cast.otherClient, cast.plainUser, null]) {
      expect((await file(row.id, 'display', stranger)).status).toBe(404);
      expect((await galleryZip(galleryId, stranger)).status).toBe(404);
    }
  });

  it('refuses Release gallery to anyone but an admin, changing nothing', async () => {
    const before = await t.snapshot();
    for (const user of [cast.owner, cast.otherClient, cast.plainUser]) {
      expect((await release(galleryId, user)).status).toBe(403);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('releases: the clean sizes, the originals as stored, the ZIP named after the files, and one email', async () => {
    const originals = await Promise.all(rows.map((row) => storedFile(row.originalKey)));
    const cleanDisplays = await Promise.all(rows.map((row) => storedFile(row.displayKey)));
    const proofEtag = (await file(rows[0]?.id ?? '', 'display')).headers.get('ETag');

    // Two admins at once, then again: one release, one email.
    const answers = await Promise.all([release(galleryId), release(galleryId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const again = await release(galleryId);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, message: 'That gallery is released already.' });
    expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail, ...more] = t.outbox();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your pictures are ready to download');
    expect(mail?.to).toContain(cast.owner.name);
    expect(mail?.text).toContain(`/galleries/${galleryId}`);

    for (const [index, row] of rows.entries()) {
      const original = await file(row.id, 'original');
      expect(original.status).toBe(200);
      expect(Buffer.from(await original.arrayBuffer()).equals(originals[index] ?? Buffer.alloc(0))).toBe(
        true,
      );
      const display = await file(row.id, 'display');
      expect(display.status).toBe(200);
      expect(Buffer.from(await display.arrayBuffer()).equals(cleanDisplays[index] ?? Buffer.alloc(0))).toBe(
        true,
      );
      // A browser holding the proof is told to fetch the picture again.
      if (index === 0) expect(display.headers.get('ETag')).not.toBe(proofEtag);
    }
    // Released: the clean display size at 2048 pixels, and the pages say so.
    const large = rows.find((row) => row.originalName === 'Paddock.jpg');
    const largeDisplay = Buffer.from(await (await file(large?.id ?? '', 'display')).arrayBuffer());
    expect(await sharp(largeDisplay).metadata()).toMatchObject({ width: 2048, height: 1365 });
    const [view] = (await listGalleries(cast.owner.id, { withEmpty: false })).filter(
      (gallery) => gallery.id === galleryId,
    );
    expect(view?.pictures.find((picture) => picture.id === large?.id)?.displayWidth).toBe(2048);
    // The proofs are gone from storage; the rows no longer point at them.
    const after = await t.db().select().from(pictures).where(eq(pictures.galleryId, galleryId));
    expect(after.every((row) => row.proofDisplayKey === null && row.proofThumbKey === null)).toBe(true);
    expect((await stored.keys()).filter((key) => key.includes('proof'))).toEqual([]);

    const zip = await galleryZip(galleryId);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('Content-Type')).toBe('application/zip');
    const entries = readZipEntries(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual([
      'DSC_0201.jpg',
      'dsc_0201 (2).JPG',
      'Arena.png',
      'Paddock.jpg',
    ]);
    entries.forEach((entry, index) => {
      expect(entry.bytes.equals(originals[index] ?? Buffer.alloc(0)), entry.name).toBe(true);
    });
  });

  it('makes a gallery without the Proofs box Released from the start, its pictures never marked', async () => {
    const plain = await makeGallery({ title: 'Portraits' });
    expect((await upload(cast.owner.id, cast.admin, [await jpegFile('portrait.jpg')], plain)).status).toBe(
      200,
    );
    const [row] = await t.db().select().from(pictures).where(eq(pictures.galleryId, plain));
    if (!row) throw new Error('no picture');
    expect(row.proofDisplayKey).toBeNull();
    const display = await file(row.id, 'display');
    expect(Buffer.from(await display.arrayBuffer()).equals(await storedFile(row.displayKey))).toBe(true);
    expect((await file(row.id, 'original')).status).toBe(200);
    expect((await release(plain)).status).toBe(409);
  });
});
