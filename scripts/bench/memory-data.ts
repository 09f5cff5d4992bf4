import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { openPglite } from '../../app/db/client.server';
import { galleries } from '../../app/galleries/galleries.tables';
import { pictures } from '../../app/galleries/pictures.tables';
import { createTestUser, type TestUser } from '../lib/site-users';

/** Camera-sized: a 24-megapixel JPEG of about 11 MB, as decision 034 measured. */
const photo = { width: 6000, height: 4000, quality: 90, noiseSigma: 20 };

/**
 * `count` distinct camera-like JPEGs in `folder`. Gaussian noise does not compress, so at this
 * size and quality each file is about 11 MB and each decode is as heavy as a real photo's.
 */
export async function cameraJpegs(folder: string, count: number): Promise<string[]> {
  await fs.mkdir(folder, { recursive: true });
  const files = Array.from({ length: count }, (_, index) => path.join(folder, `camera-${index + 1}.jpg`));
  await Promise.all(
    files.map((file) =>
      sharp({
        create: {
          width: photo.width,
          height: photo.height,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: photo.noiseSigma },
        },
      })
        .jpeg({ quality: photo.quality })
        .toFile(file),
    ),
  );
  return files;
}

export interface HeavyWorkData {
  admin: TestUser;
  /** The client whose gallery is downloaded. */
  client: TestUser;
  /** Clients who each receive one upload. */
  uploadTargets: TestUser[];
  galleryBytes: number;
  galleryPictures: number;
}

/**
 * In `dataDir` (a migrated, seeded copy of the template): an admin, a client whose gallery holds
 * `galleryPictures` originals (the `jpegs` in turn, hard-linked into DATA_DIR/uploads, so the 600 MB
 * cost no disk), and `uploaders` clients to upload to. Rows are written as the upload writes them;
 * only the originals exist, which is all "Download all" reads.
 */
export async function prepareHeavyWork(
  dataDir: string,
  jpegs: string[],
  galleryPictures: number,
  uploaders: number,
): Promise<HeavyWorkData> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const admin = await createTestUser(database.db, {
      email: 'bench-admin@example.com',
      name: 'Ada Admin',
      isAdmin: true,
    });
    const client = await createTestUser(database.db, {
      email: 'bench-gallery@example.com',
      name: 'Gail Gallery',
      isClient: true,
    });
    const uploadTargets: TestUser[] = [];
    for (let index = 1; index <= uploaders; index++) {
      uploadTargets.push(
        await createTestUser(database.db, {
          email: `bench-upload-${index}@example.com`,
          name: `Una Upload ${index}`,
          isClient: true,
        }),
      );
    }
    let galleryBytes = 0;
    const startedAt = Date.now();
    // Released, as a delivered gallery is: "Download all" reads its originals.
    const galleryId = crypto.randomUUID();
    await database.db.insert(galleries).values({
      id: galleryId,
      userId: client.id,
      title: 'Your pictures',
      state: 'released',
      isDefault: true,
    });
    for (let index = 0; index < galleryPictures; index++) {
      const source = jpegs[index % jpegs.length] ?? '';
      const id = crypto.randomUUID();
      const key = `pictures/${id}/original.jpg`;
      const file = path.join(dataDir, 'uploads', key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.link(source, file).catch(() => fs.copyFile(source, file));
      const { size } = await fs.stat(file);
      galleryBytes += size;
      await database.db.insert(pictures).values({
        id,
        userId: client.id,
        galleryId,
        format: 'jpeg',
        width: photo.width,
        height: photo.height,
        byteSize: size,
        thumbWidth: 480,
        thumbHeight: 320,
        originalKey: key,
        displayKey: `pictures/${id}/display.webp`,
        thumbKey: `pictures/${id}/thumb.webp`,
        createdAt: new Date(startedAt + index),
      });
    }
    return { admin, client, uploadTargets, galleryBytes, galleryPictures };
  } finally {
    await database.close();
  }
}
