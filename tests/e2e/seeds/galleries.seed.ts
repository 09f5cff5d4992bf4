import { galleries } from '../../../app/galleries/galleries.tables';
import { pictures } from '../../../app/galleries/pictures.tables';
import { worldSeed, worldUser } from '../helpers/world';

/** galleries.spec.ts: a client whose pictures come in a proofing gallery, and a stranger. */
export const galleryUsers = {
  gwen: worldUser({ email: 'gwen.gallery@example.com', name: 'Gwen Gallop', isClient: true }),
  stranger: worldUser({ email: 'stan.stranger@example.com', name: 'Stan Stranger', isClient: true }),
  /** The gallery on a phone: a proofing gallery of her own, filled by the test. */
  phoebe: worldUser({ email: 'phoebe.phone@example.com', name: 'Phoebe Phone', isClient: true }),
};

/** Phoebe's proofing gallery, with a limit of 3 ("2 of 3 chosen"); the test uploads its pictures. */
export const phoneGallery = { id: 'f0000000-0000-4000-8000-000000000390', title: 'Autumn clinic' };

/**
 * An old gallery of Gwen's, expired long ago: its page and files are closed to her (410), so its
 * picture needs no stored file. Its expiry cannot be set through the form, which refuses past days.
 */
export const expiredGallery = {
  id: 'e0000000-0000-4000-8000-000000000024',
  title: 'Winter show 2019',
  pictureId: 'e0000000-0000-4000-8000-000000000124',
};

worldSeed('galleries', async (db) => {
  await db.insert(galleries).values({
    id: phoneGallery.id,
    userId: galleryUsers.phoebe.id,
    title: phoneGallery.title,
    state: 'proofing',
    selectionLimit: 3,
  });
  const userId = galleryUsers.gwen.id;
  await db.insert(galleries).values({
    id: expiredGallery.id,
    userId,
    title: expiredGallery.title,
    state: 'released',
    expiresOn: '2020-01-31',
  });
  const base = `pictures/${expiredGallery.pictureId}`;
  await db.insert(pictures).values({
    id: expiredGallery.pictureId,
    userId,
    galleryId: expiredGallery.id,
    format: 'jpeg',
    width: 1200,
    height: 800,
    byteSize: 1000,
    thumbWidth: 480,
    thumbHeight: 320,
    originalKey: `${base}/original.jpg`,
    displayKey: `${base}/display.webp`,
    thumbKey: `${base}/thumb.webp`,
  });
});
