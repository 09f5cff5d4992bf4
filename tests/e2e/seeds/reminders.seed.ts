import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed } from '../helpers/world';

/** reminders.spec.ts: a request the admin schedules, whose reminders Show Reminders lists. */
export const reminded = { id: 0, name: 'Rhea Mindful', email: 'rhea.mindful@example.com' };

worldSeed('reminders', async (db) => {
  const [row] = await db
    .insert(bookings)
    .values({
      name: reminded.name,
      email: reminded.email,
      phoneNumber: '555-400-0026',
      location: 'Carson Valley Ranch',
      session: 'Equine portrait',
      dateBooked: addDays(todayIn('America/Los_Angeles'), -1),
    })
    .returning({ id: bookings.id });
  reminded.id = row?.id ?? 0;
});
