import { galleryDownloadCredits } from '../../../app/galleries/download-credits.tables';
import { galleries } from '../../../app/galleries/galleries.tables';
import { worldSeed, worldUser } from '../helpers/world';

/** gallery-download-credits.spec.ts: a client whose proofing gallery has one package credit. */
export const creditClient = worldUser({
  email: 'carla.credits@example.com',
  name: 'Carla Credits',
  isClient: true,
});

/** In proofs, with one download paid for by a package (PRODUCT §21); the test uploads its pictures. */
export const creditGallery = { id: 'b0000000-0000-4000-8000-000000000680', title: 'Winter clinic' };

worldSeed('gallery-download-credits', async (db) => {
  await db.insert(galleries).values({
    id: creditGallery.id,
    userId: creditClient.id,
    title: creditGallery.title,
    state: 'proofing',
  });
  await db.insert(galleryDownloadCredits).values({ galleryId: creditGallery.id, creditsLeft: 1 });
});
