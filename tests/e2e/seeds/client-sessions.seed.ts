import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * client-sessions.spec.ts: a client whose verified address sent a request (written in capitals, as
 * people type it), scheduled three weeks ahead, and a stranger who must not see it.
 */
export const sessionClient = worldUser({
  email: 'rosa.rider@example.com',
  name: 'Rosa Rider',
  isClient: true,
  verified: true,
});
export const sessionStranger = worldUser({
  email: 'sam.stranger@example.com',
  name: 'Sam Stranger',
  verified: true,
});
export const sessionBooking = { id: 0, date: '' };

worldSeed('client-sessions', async (db) => {
  const today = todayIn('America/Los_Angeles');
  sessionBooking.date = addDays(today, 21);
  const [row] = await db
    .insert(bookings)
    .values({
      name: 'Rosa Rider',
      email: 'Rosa.Rider@Example.com',
      phoneNumber: '555-400-0701',
      location: 'Reno, Nevada',
      session: 'Equine portrait',
      dateBooked: addDays(today, -3),
      dateScheduled: sessionBooking.date,
    })
    .returning({ id: bookings.id });
  sessionBooking.id = row?.id ?? 0;
});
