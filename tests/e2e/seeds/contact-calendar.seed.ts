import { bookings } from '../../../app/bookings/bookings.tables';
import { monthOf } from '../../../app/business-time/month-grid';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed } from '../helpers/world';

/** Today where the business is (the shared server's TZ_BUSINESS): the calendar opens on its month. */
export const today = todayIn('America/Los_Angeles');

/**
 * contact-calendar.spec.ts: one scheduled booking, on the 12th of the month the calendar opens on
 * whatever today is, of a session type no other seed schedules; and one that is not scheduled.
 */
export const jane = {
  date: `${monthOf(today)}-12`,
  session: 'Editorial and journalistic photography',
  email: 'jane.doe.private@example.com',
  phone: '555-867-5309',
};
/** Not scheduled, so not an event: the first name must not reach the page at all. */
export const unscheduled = { firstName: 'Quentin', email: 'quentin.roe@example.com' };

worldSeed('contact-calendar', async (db) => {
  await db.insert(bookings).values([
    {
      name: 'Jane Doe',
      email: jane.email,
      phoneNumber: jane.phone,
      location: 'Reno, Nevada',
      message: 'Private note about my horse',
      session: jane.session,
      dateBooked: today,
      dateScheduled: jane.date,
    },
    {
      name: `${unscheduled.firstName} Roe`,
      email: unscheduled.email,
      phoneNumber: '555-111-2222',
      location: 'Sacramento, California',
      session: 'Event photography',
      dateBooked: today,
    },
  ]);
});
