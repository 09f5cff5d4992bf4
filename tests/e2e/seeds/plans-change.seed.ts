import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { invoiceItems, invoicePayments, invoices } from '../../../app/invoices/invoices.tables';
import { scheduledMessages } from '../../../app/reminders/reminders.tables';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * plans-change.spec.ts: a client whose session is a month away, with a $500.00 invoice of which
 * $200.00 is paid (the $150.00 deposit and $50.00 of the $350.00 balance due 7 days before the
 * session), and the balance's two payment reminders waiting, as sending it made them.
 */
export const planChangingClient = worldUser({
  email: 'petra.plans@example.com',
  name: 'Petra Plans',
  verified: true,
});
export const plansBooking = { id: 0, date: '', invoiceId: 0 };

worldSeed('plans-change', async (db) => {
  const today = todayIn('America/Los_Angeles');
  plansBooking.date = addDays(today, 30);
  const [booking] = await db
    .insert(bookings)
    .values({
      name: planChangingClient.name,
      email: planChangingClient.email,
      phoneNumber: '555-400-0901',
      location: 'Reno, Nevada',
      session: 'Equine portrait',
      dateBooked: addDays(today, -5),
      dateScheduled: plansBooking.date,
    })
    .returning({ id: bookings.id });
  plansBooking.id = booking?.id ?? 0;
  const balanceDueOn = addDays(plansBooking.date, -7);
  const [invoice] = await db
    .insert(invoices)
    .values({
      bookingId: plansBooking.id,
      number: `INV-${today.slice(0, 4)}-9101`,
      totalCents: 50000,
      depositPercent: 30,
      depositCents: 15000,
      depositDueOn: addDays(today, -4),
      balanceCents: 35000,
      balanceDueOn,
      balanceDaysBefore: 7,
    })
    .returning({ id: invoices.id });
  plansBooking.invoiceId = invoice?.id ?? 0;
  await db.insert(invoiceItems).values({
    invoiceId: plansBooking.invoiceId,
    position: 0,
    description: 'Equine portrait session',
    quantity: 1,
    unitPriceCents: 50000,
  });
  await db.insert(invoicePayments).values({
    invoiceId: plansBooking.invoiceId,
    amountCents: 20000,
    method: 'Check',
    paidOn: addDays(today, -4),
  });
  // 9:00 in California, near enough for Show Reminders' next 60 days: 3 days before, and the day after.
  const reminder = (purpose: string, day: string) => ({
    kind: 'invoice',
    purpose,
    recipient: planChangingClient.email,
    bookingId: plansBooking.id,
    invoiceId: plansBooking.invoiceId,
    aboutDate: balanceDueOn,
    dueAt: new Date(`${day}T17:00:00Z`),
  });
  await db
    .insert(scheduledMessages)
    .values([
      reminder('invoice-due-soon', addDays(balanceDueOn, -3)),
      reminder('invoice-overdue', addDays(balanceDueOn, 1)),
    ]);
});
