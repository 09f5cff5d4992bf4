import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * session-changes.spec.ts: a requester without an account whose request the admin schedules, a
 * client whose session is three days away, inside the 7-day cutoff, and one who cancels a session
 * a month away.
 */
export const noAccountRequester = { id: 0, name: 'Olive Outdoors', email: 'olive.outdoors@example.com' };
export const closeClient = worldUser({
  email: 'cody.close@example.com',
  name: 'Cody Close',
  verified: true,
});
export const closeBooking = { id: 0 };
export const cancellingClient = worldUser({
  email: 'cara.cancel@example.com',
  name: 'Cara Cancel',
  verified: true,
});
export const cancelledBooking = { id: 0 };

worldSeed('session-changes', async (db) => {
  const today = todayIn('America/Los_Angeles');
  const request = {
    phoneNumber: '555-400-0801',
    location: 'Carson City, Nevada',
    session: 'Equine portrait',
    dateBooked: addDays(today, -2),
  };
  const [open] = await db
    .insert(bookings)
    .values({ ...request, name: noAccountRequester.name, email: noAccountRequester.email })
    .returning({ id: bookings.id });
  noAccountRequester.id = open?.id ?? 0;
  const [close] = await db
    .insert(bookings)
    .values({ ...request, name: 'Cody Close', email: closeClient.email, dateScheduled: addDays(today, 3) })
    .returning({ id: bookings.id });
  closeBooking.id = close?.id ?? 0;
  const [later] = await db
    .insert(bookings)
    .values({
      ...request,
      name: 'Cara Cancel',
      email: cancellingClient.email,
      dateScheduled: addDays(today, 30),
    })
    .returning({ id: bookings.id });
  cancelledBooking.id = later?.id ?? 0;
});
