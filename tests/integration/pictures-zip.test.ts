import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { loader as zipLoader } from '../../app/routes/pictures-zip';
import { pictureBackends, usePictureBackend } from '../helpers/picture-backends';
import { setupTestDatabase } from '../helpers/test-database';
import type { TestUser } from '../helpers/test-users';
import { readZipEntries } from '../helpers/zip-entries';
import { jpegFile, pngFile, setupPictureCast, upload } from './pictures-helpers';

const t = setupTestDatabase();

const cast = setupPictureCast();

describe.each(pictureBackends)('on %s storage', (backend) => {
  const stored = usePictureBackend(backend);

  beforeAll(async () => {
    const files = [
      await jpegFile('meadow.jpg', 1200, 800),
      await pngFile('arena.png'),
      await jpegFile('c.jpg'),
    ];
    expect((await upload(cast.owner.id, cast.admin, files)).status).toBe(200);
    expect((await upload(cast.otherClient.id, cast.admin, [await jpegFile('x.jpg')])).status).toBe(200);
  });

  afterAll(async () => {
    await t.db().delete(pictures);
  });

  /** The stored originals of `userId`, in upload order, read from the store directly. */
  async function storedOriginals(userId: number) {
    const rows = await t
      .db()
      .select()
      .from(pictures)
      .where(eq(pictures.userId, userId))
      .orderBy(pictures.createdAt);
    return Promise.all(rows.map(async (row) => (await stored.read(row.originalKey)) ?? Buffer.alloc(0)));
  }

  async function getZip(ownerId: string, user: TestUser | null) {
    const headers = new Headers();
    if (user) headers.set('Cookie', user.cookie);
    const request = new Request(`http://localhost/pictures-zip/${ownerId}`, { headers });
    const args = { request, params: { ownerId }, context: { clientIp: '203.0.113.9' } };
    return zipLoader(args as Parameters<typeof zipLoader>[0]);
  }

  describe('"Download all" ZIP', () => {
    it('gives the owner and an admin every stored original, byte for byte, streamed and private', async () => {
      const originals = await storedOriginals(cast.owner.id);
      expect(originals).toHaveLength(3);
      for (const viewer of [cast.owner, cast.admin]) {
        const response = await getZip(String(cast.owner.id), viewer);
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('application/zip');
        expect(response.headers.get('Content-Length')).toBeNull();
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
        // Business name, then the business's day (America/Los_Angeles unless TZ_BUSINESS says otherwise).
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
        expect(response.headers.get('Content-Disposition')).toBe(
          `attachment; filename="sierra-equine-photography-${day}.zip"`,
        );
        const entries = readZipEntries(Buffer.from(await response.arrayBuffer()));
        expect(entries.map((e) => e.name)).toEqual([
          expect.stringMatching(/^sierra-equine-photography-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.jpg$/),
          expect.stringMatching(/^sierra-equine-photography-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.png$/),
          expect.stringMatching(/^sierra-equine-photography-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.jpg$/),
        ]);
        entries.forEach((entry, index) => {
          expect(entry.bytes.equals(originals[index] ?? Buffer.alloc(0)), entry.name).toBe(true);
        });
      }
    });

    it('answers the same 404 to everyone else, signed out included', async () => {
      for (const [who, id] of [
        [cast.otherClient, String(cast.owner.id)],
        [cast.plainUser, String(cast.owner.id)],
        [null, String(cast.owner.id)],
        [cast.owner, String(cast.otherClient.id)],
        [cast.admin, '999999'],
        [cast.admin, 'abc'],
      ] as const) {
        const response = await getZip(id, who);
        expect(response.status, `${who?.id ?? 'signed out'} asking for ${id}`).toBe(404);
        expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      }
    });

    it('is refused to the owner once they no longer hold the Client role', async () => {
      await t.db().update(users).set({ isClient: false }).where(eq(users.id, cast.owner.id));
      try {
        expect((await getZip(String(cast.owner.id), cast.owner)).status).toBe(404);
      } finally {
        await t.db().update(users).set({ isClient: true }).where(eq(users.id, cast.owner.id));
      }
    });

    it('breaks the download, rather than ending a short ZIP, when a stored original has gone missing', async () => {
      const [row] = await t.db().select().from(pictures).where(eq(pictures.userId, cast.otherClient.id));
      if (!row) throw new Error('no picture');
      await stored.remove(row.originalKey);
      const response = await getZip(String(cast.otherClient.id), cast.admin);
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
    });
  });
});
