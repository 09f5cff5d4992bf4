import { bookings } from '../../../app/bookings/bookings.tables';
import { monthOf } from '../../../app/business-time/month-grid';
import { todayIn } from '../../../app/business-time/zoned-time';
import { galleries } from '../../../app/galleries/galleries.tables';
import { cartItems, products } from '../../../app/shop/shop.tables';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * One user of each role, shared by the specs that only look (the page walk, the access matrix,
 * the security headers): no test signs them out or changes them.
 */
export const roles = {
  user: worldUser({ email: 'una.user@example.com', name: 'Una User' }),
  /** Two prints in the cart, so the cart and checkout pages have lines to show. */
  client: worldUser({ email: 'jane.client@example.com', name: 'Jane Client', isClient: true }),
  admin: worldUser({ email: 'ada.admin@example.com', name: 'Ada Admin', isAdmin: true }),
  clientAdmin: worldUser({ email: 'both.roles@example.com', name: 'Bo Both', isClient: true, isAdmin: true }),
  /** Client and Admin, but disabled: no session of theirs counts. */
  disabled: worldUser({
    email: 'dis.abled@example.com',
    name: 'Dee Disabled',
    isClient: true,
    isAdmin: true,
    disabled: true,
  }),
};

/** The month the contact calendar opens on: the business's (TZ_BUSINESS), not this machine's. */
const thisMonth = monthOf(todayIn('America/Los_Angeles'));
/** A session on the 15th, in the month the contact calendar opens on. */
export const walkEvent = { date: `${thisMonth}-15`, session: 'Equine portrait', firstName: 'Wanda' };
/** A booking for the pages that show one (Booking Info). */
export const walkBooking = { id: 0 };
/** The client's gallery, for the gallery page: Proofing, with an expiry date, empty. */
export const walkGallery = { id: 'b5a1f1a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b' };

worldSeed('roles', async (db) => {
  const [product] = await db.select().from(products).limit(1);
  if (!product) throw new Error('no product seeded');
  await db.insert(cartItems).values({ userId: roles.client.id, productId: product.id, quantity: 2 });
  const [row] = await db
    .insert(bookings)
    .values({
      name: 'Wanda Walker',
      email: 'wanda.walker@example.com',
      phoneNumber: '555-400-0901',
      location: 'Carson City, Nevada',
      session: walkEvent.session,
      dateBooked: `${thisMonth}-01`,
      dateScheduled: walkEvent.date,
    })
    .returning({ id: bookings.id });
  walkBooking.id = row?.id ?? 0;
  await db.insert(galleries).values({
    id: walkGallery.id,
    userId: roles.client.id,
    title: 'Spring show',
    state: 'proofing',
    selectionLimit: 10,
    expiresOn: '2099-12-31',
  });
});
