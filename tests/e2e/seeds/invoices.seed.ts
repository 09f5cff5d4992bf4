import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { invoiceItems, invoicePayments, invoices } from '../../../app/invoices/invoices.tables';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * invoices.spec.ts: a client with a verified address and a session four weeks ahead (its balance
 * due three weeks ahead), and a stranger who must not see its invoice; another client whose $500.00
 * invoice has a $150.00 check recorded, for the admin to void.
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
export const voidClient = worldUser({
  email: 'vera.void@example.com',
  name: 'Vera Void',
  isClient: true,
  verified: true,
});
/** Numbered out of the counter's way: the counter starts at 0001 each year. */
export const voidedInvoice = { id: 0, number: '' };

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

  const [voidBooking] = await db
    .insert(bookings)
    .values({
      name: 'Vera Void',
      email: voidClient.email,
      phoneNumber: '555-400-0802',
      location: 'Davis, California',
      session: 'Equine portrait',
      dateBooked: addDays(today, -2),
      dateScheduled: addDays(today, 28),
    })
    .returning({ id: bookings.id });
  voidedInvoice.number = `INV-${today.slice(0, 4)}-9001`;
  const [invoice] = await db
    .insert(invoices)
    .values({
      bookingId: voidBooking?.id ?? 0,
      number: voidedInvoice.number,
      totalCents: 50000,
      depositPercent: 30,
      depositCents: 15000,
      depositDueOn: today,
      balanceCents: 35000,
      balanceDueOn: addDays(today, 21),
    })
    .returning({ id: invoices.id });
  voidedInvoice.id = invoice?.id ?? 0;
  await db.insert(invoiceItems).values({
    invoiceId: voidedInvoice.id,
    position: 0,
    description: 'Equine portrait session',
    quantity: 1,
    unitPriceCents: 50000,
  });
  await db
    .insert(invoicePayments)
    .values({ invoiceId: voidedInvoice.id, amountCents: 15000, method: 'Check', paidOn: today });
});
