import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import type { Db } from '../../../app/db/client.server';
import { invoiceItems, invoicePayments, invoices } from '../../../app/invoices/invoices.tables';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * invoices.spec.ts: a client with a verified address and a session four weeks ahead (its balance
 * due three weeks ahead), and a stranger who must not see its invoice; another client whose $500.00
 * invoice has a $150.00 check recorded, for the admin to void; an invoice sent ten days ago and
 * never paid, for Show Invoices; and one of the first client's own, a check recorded, for her to read.
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
/** Show Invoices' row: nobody pays or voids it. */
export const owedInvoice = { id: 0, number: '' };
/** The client's own invoice, a $150 check recorded: she reads it, a stranger gets 404. */
export const clientInvoice = { id: 0, number: '' };

/**
 * A booking and its $500 invoice (one item; a $150 deposit, the $350 balance 7 days before the
 * session), written straight to the tables, with the deposit's check if asked.
 */
async function bookingWithInvoice(
  db: Db,
  fixture: {
    client: { name: string; email: string; phoneNumber: string };
    number: string;
    depositDueOn: string;
    sessionOn: string;
    today: string;
    /** A $150.00 check recorded today: the deposit paid. */
    depositPaidByCheck?: boolean;
  },
): Promise<{ id: number; number: string }> {
  const [booking] = await db
    .insert(bookings)
    .values({
      ...fixture.client,
      location: 'Davis, California',
      session: 'Equine portrait',
      dateBooked: addDays(fixture.today, -12),
      dateScheduled: fixture.sessionOn,
    })
    .returning({ id: bookings.id });
  const [row] = await db
    .insert(invoices)
    .values({
      bookingId: booking?.id ?? 0,
      number: fixture.number,
      totalCents: 50000,
      depositPercent: 30,
      depositCents: 15000,
      depositDueOn: fixture.depositDueOn,
      balanceCents: 35000,
      balanceDueOn: addDays(fixture.sessionOn, -7),
    })
    .returning({ id: invoices.id });
  const id = row?.id ?? 0;
  await db.insert(invoiceItems).values({
    invoiceId: id,
    position: 0,
    description: 'Equine portrait session',
    quantity: 1,
    unitPriceCents: 50000,
  });
  if (fixture.depositPaidByCheck)
    await db
      .insert(invoicePayments)
      .values({ invoiceId: id, amountCents: 15000, method: 'Check', paidOn: fixture.today });
  return { id, number: fixture.number };
}

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

  const year = today.slice(0, 4);
  const voided = await bookingWithInvoice(db, {
    client: { name: 'Vera Void', email: voidClient.email, phoneNumber: '555-400-0802' },
    number: `INV-${year}-9001`,
    depositDueOn: today,
    sessionOn: addDays(today, 28),
    today,
    depositPaidByCheck: true,
  });
  Object.assign(voidedInvoice, voided);
  // Sent ten days ago and never paid: its deposit is overdue.
  const owed = await bookingWithInvoice(db, {
    client: { name: 'Olive Owing', email: 'olive.owing@example.com', phoneNumber: '555-400-0803' },
    number: `INV-${year}-9002`,
    depositDueOn: addDays(today, -10),
    sessionOn: addDays(today, 18),
    today,
  });
  Object.assign(owedInvoice, owed);
  const own = await bookingWithInvoice(db, {
    client: { name: 'Ivy Invoice', email: invoiceClient.email, phoneNumber: '555-400-0804' },
    number: `INV-${year}-9003`,
    depositDueOn: today,
    sessionOn: addDays(today, 35),
    today,
    depositPaidByCheck: true,
  });
  Object.assign(clientInvoice, own);
});
