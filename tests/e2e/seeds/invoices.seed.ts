import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * invoices.spec.ts: a client with a verified address and a session four weeks ahead (its balance
 * due three weeks ahead), and a stranger who must not see its invoice.
 */
export const invoiceClient = worldUser({
  email: 'ivy.invoice@example.com',
  name: 'Ivy Invoice',
  isClient: true,
  verified: true,
});
export const invoiceStranger = worldUser({
  email: 'otto.outsider@example.com',
  name: 'Otto Outsider',
  verified: true,
});
export const invoiceBooking = { id: 0, date: '' };

worldSeed('invoices', async (db) => {
  const today = todayIn('America/Los_Angeles');
  invoiceBooking.date = addDays(today, 28);
  const [row] = await db
    .insert(bookings)
    .values({
      name: 'Ivy Invoice',
      email: invoiceClient.email,
      phoneNumber: '555-400-0801',
      location: 'Sacramento, California',
      session: 'Equine portrait',
      dateBooked: addDays(today, -2),
      dateScheduled: invoiceBooking.date,
    })
    .returning({ id: bookings.id });
  invoiceBooking.id = row?.id ?? 0;
});
