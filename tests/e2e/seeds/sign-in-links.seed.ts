import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { contractTemplates } from '../../../app/contracts/contracts.tables';
import { galleries } from '../../../app/galleries/galleries.tables';
import { pictures } from '../../../app/galleries/pictures.tables';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * sign-in-links.spec.ts: one client per email kind (each asks for sign-in links of their own, on
 * the per-address budget), each with what the admin sends them the email about, and the admin.
 */
export const linkAdmin = worldUser({
  email: 'lina.linkadmin@example.com',
  name: 'Lina Linkadmin',
  isAdmin: true,
  verified: true,
});

const client = (email: string, name: string) => worldUser({ email, name, isClient: true, verified: true });

export const linkClients = {
  /** Her request is scheduled by the test: the session email. */
  session: client('sadie.session@example.com', 'Sadie Session'),
  /** Her scheduled session gets a contract from the template below. */
  contract: client('cora.contract@example.com', 'Cora Contract'),
  /** Her scheduled session gets an invoice. */
  invoice: client('iris.invoice@example.com', 'Iris Invoice'),
  /** Her proofing gallery, one picture in it, is released. */
  gallery: client('greta.gallery@example.com', 'Greta Gallery'),
};

export const linkBookings = { session: 0, contract: 0, invoice: 0 };
export const linkTemplate = { id: 0, name: 'Phone session agreement' };
export const linkGallery = {
  id: 'a0000000-0000-4000-8000-000000000057',
  title: 'Spring show',
  pictureId: 'a0000000-0000-4000-8000-000000000157',
};

worldSeed('sign-in-links', async (db) => {
  const today = todayIn('America/Los_Angeles');
  const request = {
    phoneNumber: '555-400-0570',
    location: 'Auburn, California',
    session: 'Equine portrait',
    dateBooked: addDays(today, -2),
  };
  for (const kind of ['session', 'contract', 'invoice'] as const) {
    const owner = linkClients[kind];
    const [row] = await db
      .insert(bookings)
      .values({
        ...request,
        name: owner.name,
        email: owner.email,
        dateScheduled: kind === 'session' ? null : addDays(today, 30),
      })
      .returning({ id: bookings.id });
    linkBookings[kind] = row?.id ?? 0;
  }
  const [template] = await db
    .insert(contractTemplates)
    .values({ name: linkTemplate.name, body: '{{business.name}} will photograph {{client.name}}.' })
    .returning({ id: contractTemplates.id });
  linkTemplate.id = template?.id ?? 0;
  const userId = linkClients.gallery.id;
  await db
    .insert(galleries)
    .values({ id: linkGallery.id, userId, title: linkGallery.title, state: 'proofing' });
  const base = `pictures/${linkGallery.pictureId}`;
  await db.insert(pictures).values({
    id: linkGallery.pictureId,
    userId,
    galleryId: linkGallery.id,
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
