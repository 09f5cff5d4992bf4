import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { resetEnvCache } from '../../app/config/env.server';
import { pictures } from '../../app/galleries/pictures.tables';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { readExif } from '../../app/pictures/exif';
import { pictureBackends, usePictureBackend } from '../helpers/picture-backends';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import {
  filesUnder,
  gifFile,
  jpegFile,
  noisePngFile,
  pngFile,
  scene,
  signedInUser,
  type UploadFile,
  upload,
} from './pictures-helpers';

const t = setupTestDatabase();

let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  admin = await signedInUser({ isAdmin: true });
  client = await signedInUser({ isClient: true });
});

const uploads = () => path.join(t.dataDir(), 'uploads');

describe.each(pictureBackends)('on %s storage', (backend) => {
  const stored = usePictureBackend(backend);

  afterEach(async () => {
    await t.db().delete(pictures);
    await stored.clear();
    fs.rmSync(uploads(), { recursive: true, force: true });
    delete process.env.PICTURE_MAX_FILE_MB;
    resetEnvCache();
  });

  /** Nothing half-stored: no row, no stored file or object, no staging left over. */
  async function expectNothingStored() {
    expect(await t.db().select().from(pictures)).toEqual([]);
    expect(await stored.keys()).toEqual([]);
    // Not even a temporary part in the data folder, whichever store is in use.
    expect(filesUnder(uploads())).toEqual([]);
    expect(filesUnder(path.join(t.dataDir(), 'tmp'))).toEqual([]);
  }

  const typeMessage = 'Your selected file type is not allowed. The allowed types are jpg, jpeg, and png';
  const resolutionMessage = 'Selected file does not match your desired resolution';

  describe('picture upload', () => {
    it('stores a JPEG and a PNG: the original as sent, a display WebP and a thumbnail', async () => {
      const jpeg = await jpegFile('meadow.jpg', 1600, 1200);
      const png = await pngFile('arena.png', 1000, 800);
      const result = await upload(client.id, admin, [jpeg, png]);
      expect(result).toEqual({ status: 200, body: { ok: true, message: 'Images Uploaded!', count: 2 } });

      const rows = await t.db().select().from(pictures).orderBy(pictures.format);
      expect(rows.map((r) => [r.format, r.width, r.height, r.userId, r.uploadedBy])).toEqual([
        ['jpeg', 1600, 1200, client.id, admin.id],
        ['png', 1000, 800, client.id, admin.id],
      ]);
      const [jpegRow, pngRow] = rows;
      if (!jpegRow || !pngRow) throw new Error('rows missing');
      const keys = await stored.keys();
      expect(keys).toEqual(
        [jpegRow, pngRow].flatMap((row) => [row.displayKey, row.originalKey, row.thumbKey]).sort(),
      );
      // Generated names only: nothing of 'meadow.jpg' reaches the store.
      expect(keys.some((f) => f.includes('meadow') || f.includes('arena'))).toBe(false);
      // On S3 the data folder holds no picture at all, and the staging is gone either way.
      if (backend === 's3') expect(filesUnder(uploads())).toEqual([]);
      expect(filesUnder(path.join(t.dataDir(), 'tmp'))).toEqual([]);
      // In the data folder, each picture and its folder are for the server's user only.
      if (backend === 'local') {
        const original = path.join(uploads(), ...jpegRow.originalKey.split('/'));
        expect(fs.statSync(original).mode & 0o777).toBe(0o600);
        expect(fs.statSync(path.dirname(original)).mode & 0o777).toBe(0o700);
      }

      const read = async (key: string) => (await stored.read(key)) ?? Buffer.alloc(0);
      // Files without metadata pass through untouched: the client downloads exactly what was delivered.
      expect((await read(jpegRow.originalKey)).equals(Buffer.from(jpeg.bytes))).toBe(true);
      expect((await read(pngRow.originalKey)).equals(Buffer.from(png.bytes))).toBe(true);
      expect(jpegRow.byteSize).toBe(jpeg.bytes.length);
      const display = await sharp(await read(jpegRow.displayKey)).metadata();
      const thumb = await sharp(await read(jpegRow.thumbKey)).metadata();
      expect([display.format, display.width, display.height]).toEqual(['webp', 1600, 1200]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 640, 480]);
      expect([jpegRow.thumbWidth, jpegRow.thumbHeight]).toEqual([640, 480]);
    });

    it('strips EXIF and GPS from every stored file, keeping only the orientation on the original', async () => {
      const gps = {
        IFD0: { Make: 'TestCam', Model: 'Body 12345' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '38/1 34/1 56/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '121/1 29/1 40/1',
        },
      };
      const xmp =
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';
      const files: UploadFile[] = [
        {
          name: 'barn.jpg',
          type: 'image/jpeg',
          // Orientation 6: stored 1200x900, shown 900x1200.
          bytes: await scene(1200, 900)
            .jpeg()
            .withExif(gps)
            .withXmp(xmp)
            .withMetadata({ orientation: 6 })
            .toBuffer(),
        },
        {
          name: 'paddock.png',
          type: 'image/png',
          bytes: await scene(900, 700).png().withExif(gps).toBuffer(),
        },
      ];
      for (const file of files) {
        const sent = await sharp(file.bytes).metadata();
        expect(readExif(sent.exif ?? Buffer.alloc(0))?.hasGps).toBe(true);
      }
      expect((await upload(client.id, admin, files)).status).toBe(200);

      const rows = await t.db().select().from(pictures).orderBy(pictures.format);
      expect(rows.map((r) => [r.format, r.width, r.height])).toEqual([
        ['jpeg', 900, 1200],
        ['png', 900, 700],
      ]);
      for (const row of rows) {
        for (const key of [row.originalKey, row.displayKey, row.thumbKey]) {
          const bytes = (await stored.read(key)) ?? Buffer.alloc(0);
          const metadata = await sharp(bytes).metadata();
          expect(metadata.xmp, key).toBeUndefined();
          expect(metadata.iptc, key).toBeUndefined();
          expect(bytes.includes(Buffer.from('TestCam')), key).toBe(false);
          if (key === row.originalKey) {
            const exif = readExif(metadata.exif ?? Buffer.alloc(0));
            expect(exif?.hasGps ?? false, key).toBe(false);
            expect(exif?.ifd0Tags ?? [], key).toEqual(row.format === 'jpeg' ? [0x0112] : []);
          } else {
            expect(metadata.exif, key).toBeUndefined();
            // Derivatives are turned upright instead of carrying an orientation.
            expect(metadata.width < metadata.height, key).toBe(row.format === 'jpeg');
          }
        }
      }
    });

    it.each([
      ['a GIF', () => gifFile('horse.gif'), 400, typeMessage],
      [
        'a text file named .jpg',
        async (): Promise<UploadFile> => ({
          name: 'notes.jpg',
          type: 'image/jpeg',
          bytes: new TextEncoder().encode('Not a photo at all, just words.'),
        }),
        400,
        typeMessage,
      ],
      ['a picture below 640x480', () => jpegFile('small.jpg', 630, 480), 400, resolutionMessage],
      ['a picture above 12000x12000', () => jpegFile('huge.jpg', 12001, 600), 400, resolutionMessage],
    ])('refuses %s with its message and stores nothing', async (_what, make, status, message) => {
      const bad = await make();
      // A good file beside it is refused too: a selection is stored whole or not at all.
      const good = await jpegFile('fine.jpg');
      const result = await upload(client.id, admin, [good, bad]);
      expect(result).toEqual({ status, body: { ok: false, message, file: bad.name } });
      await expectNothingStored();
    });

    it('refuses a file over the configured size with the size in the message', async () => {
      process.env.PICTURE_MAX_FILE_MB = '1';
      resetEnvCache();
      const big = await noisePngFile('big.png', 800, 600);
      expect(big.bytes.length).toBeGreaterThan(1024 * 1024);
      const result = await upload(client.id, admin, [await jpegFile('fine.jpg'), big]);
      expect(result).toEqual({
        status: 413,
        body: { ok: false, message: 'Selected file size exceeds maxFileSize (1 MB)' },
      });
      await expectNothingStored();
    });

    it('refuses 12 files in one selection', async () => {
      const file = await jpegFile('one.jpg', 640, 480);
      const files = Array.from({ length: 12 }, (_, i) => ({ ...file, name: `shot-${i + 1}.jpg` }));
      const result = await upload(client.id, admin, files);
      expect(result).toEqual({
        status: 400,
        body: { ok: false, message: 'Number of selected images exceed 11' },
      });
      await expectNothingStored();
    });

    it('accepts 11 files in one selection', async () => {
      const file = await jpegFile('one.jpg', 640, 480);
      const files = Array.from({ length: 11 }, (_, i) => ({ ...file, name: `shot-${i + 1}.jpg` }));
      expect((await upload(client.id, admin, files)).body).toMatchObject({ ok: true, count: 11 });
      expect(await t.db().select().from(pictures)).toHaveLength(11);
    });

    it('keeps nothing when a picture fails while being stored, not even the ones stored before it', async () => {
      const good = await jpegFile('first.jpg', 1200, 900);
      // The header is whole, so the checks pass; the pixels end half way, so rendering fails.
      const whole = await jpegFile('second.jpg', 1200, 900);
      const cut = { ...whole, bytes: whole.bytes.subarray(0, Math.floor(whole.bytes.length / 2)) };
      const result = await upload(client.id, admin, [good, cut]);
      expect(result).toEqual({
        status: 500,
        body: {
          ok: false,
          message: 'The images could not be uploaded, and nothing was saved. Please try again.',
        },
      });
      await expectNothingStored();
    });

    it('refuses an empty selection', async () => {
      expect(await upload(client.id, admin, [])).toEqual({
        status: 400,
        body: { ok: false, message: 'Please choose at least one image.' },
      });
      await expectNothingStored();
    });

    it('gives pictures only to users with the Client role', async () => {
      const notClient = await signedInUser({});
      const result = await upload(notClient.id, admin, [await jpegFile('fine.jpg')]);
      expect(result).toEqual({
        status: 409,
        body: { ok: false, message: 'Only users with the Client role can receive pictures.' },
      });
      await expectNothingStored();
    });

    it('lets only admins upload', async () => {
      const file = await jpegFile('fine.jpg');
      for (const who of [client, null]) {
        const refused = await upload(client.id, who, [file]).then(
          () => null,
          (error: unknown) => error as { init?: { status?: number } },
        );
        expect(refused?.init?.status).toBe(403);
      }
      await expectNothingStored();
    });
  });

  describe('the new-pictures email', () => {
    // Only this test's mail: the uploads above queued theirs.
    beforeEach(async () => {
      await t.clearMail();
    });

    it('sends the client exactly one email per upload, with the number of pictures and the gallery link', async () => {
      const files = [await jpegFile('a.jpg'), await pngFile('b.png'), await jpegFile('c.jpg', 1024, 768)];
      expect((await upload(client.id, admin, files)).status).toBe(200);
      expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [owner] = await t.db().select().from(users).where(eq(users.id, client.id));
      const mails = t.outbox();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe('New pictures from your session');
      expect(mail?.to).toContain(owner?.email);
      for (const body of [mail?.text ?? '', mail?.html ?? '']) {
        expect(body).toContain('3 new pictures');
        // Email links come from PUBLIC_URL, never the request; without it, http://localhost:PORT.
        expect(body).toContain('http://localhost:3000/client-pictures');
        expect(body).not.toContain('http://localhost/client-pictures');
      }
    });

    it('sends nothing when the upload is refused', async () => {
      const result = await upload(client.id, admin, [await jpegFile('a.jpg'), await gifFile('c.gif')]);
      expect(result.status).toBe(400);
      expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(t.outbox()).toHaveLength(0);
    });
  });
});
