import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { contractTemplates } from '../../../app/contracts/contracts.tables';
import { galleries } from '../../../app/galleries/galleries.tables';
import { pictures } from '../../../app/galleries/pictures.tables';
import { invoicePayments, invoices } from '../../../app/invoices/invoices.tables';
import { insertTestBooking } from '../../helpers/test-bookings';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * booking-stages.spec.ts: a request sent today by a client with a verified account, a template to
 * send her, and a proofing gallery of her session (one picture, so it can be released); a second
 * request to mark lost; and a payment recorded today on a third booking, for the CSV.
 */
export const stageClient = worldUser({
  email: 'stella.stage@example.com',
  name: 'Stella Stage',
  verified: true,
  isClient: true,
});
export const stageIds = { request: 0, lost: 0, galleryId: 'a3800000-0000-4000-8000-000000000381' };
export const stageTemplate = 'Stella agreement';
export const stagePayment = { number: '', client: 'Paula Payment' };

worldSeed('booking-stages', async (db) => {
  const today = todayIn('America/Los_Angeles');
  stageIds.request = (
    await insertTestBooking(db, {
      name: 'Stella Stage',
      email: stageClient.email,
      phoneNumber: '555-400-0381',
      location: 'Truckee, California',
      session: 'Equine portrait',
      hearAbout: 'instagram',
      dateBooked: today,
    })
  ).id;
  stageIds.lost = (
    await insertTestBooking(db, {
      name: 'Lorna Lost',
      email: 'lorna.lost@example.com',
      phoneNumber: '555-400-0382',
      location: 'Reno, Nevada',
      dateBooked: addDays(today, -3),
    })
  ).id;
  await db.insert(contractTemplates).values({
    name: stageTemplate,
    body: 'Sierra Equine Photography will photograph the horses of {{client.name}}.',
  });
  await db.insert(galleries).values({
    id: stageIds.galleryId,
    userId: stageClient.id,
    bookingId: stageIds.request,
    title: 'Truckee portraits',
    state: 'proofing',
  });
  const pictureId = 'a3800000-0000-4000-8000-000000000382';
  const base = `pictures/${pictureId}`;
  await db.insert(pictures).values({
    id: pictureId,
    userId: stageClient.id,
    galleryId: stageIds.galleryId,
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

  const [paid] = await db
    .insert(bookings)
    .values({
      name: stagePayment.client,
      email: 'paula.payment@example.com',
      phoneNumber: '555-400-0383',
      location: 'Auburn, California',
      session: 'Equine portrait',
      dateBooked: addDays(today, -20),
      dateScheduled: addDays(today, 20),
    })
    .returning({ id: bookings.id });
  stagePayment.number = `INV-${today.slice(0, 4)}-9381`;
  const [invoice] = await db
    .insert(invoices)
    .values({
      bookingId: paid?.id ?? 0,
      number: stagePayment.number,
      totalCents: 45000,
      depositPercent: 30,
      depositCents: 13500,
      depositDueOn: today,
      balanceCents: 31500,
      balanceDueOn: addDays(today, 13),
    })
    .returning({ id: invoices.id });
  await db
    .insert(invoicePayments)
    .values({ invoiceId: invoice?.id ?? 0, amountCents: 13500, method: 'Cash', paidOn: today });
});
