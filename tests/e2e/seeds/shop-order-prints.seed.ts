import { galleries } from '../../../app/galleries/galleries.tables';
import { discountCodes } from '../../../app/shop/discount-codes.tables';
import { worldSeed, worldUser } from '../helpers/world';

/** shop-order-prints.spec.ts: a client with a released gallery, which the admin fills, and its code. */
export const printBuyer = worldUser({
  email: 'petra.prints@example.com',
  name: 'Petra Prints',
  isClient: true,
});

/** Released from the start: ordering needs no proofing round first. */
export const printGallery = { id: 'a0000000-0000-4000-8000-000000000770', title: 'Summer show' };

/** 15% off that gallery's pictures only (PRODUCT §21 One gallery). */
export const galleryCode = 'SUMMER15';

worldSeed('shop-order-prints', async (db) => {
  await db.insert(galleries).values({
    id: printGallery.id,
    userId: printBuyer.id,
    title: printGallery.title,
    state: 'released',
  });
  await db
    .insert(discountCodes)
    .values({ code: galleryCode, kind: 'percent', value: 15, galleryId: printGallery.id });
});
