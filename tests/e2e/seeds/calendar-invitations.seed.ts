import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed } from '../helpers/world';

/** calendar-invitations.spec.ts: a request the admin schedules, then moves. */
export const invitee = { id: 0, name: 'Nina Quill', email: 'nina.quill@example.com' };

worldSeed('calendar-invitations', async (db) => {
  const [row] = await db
    .insert(bookings)
    .values({
      name: invitee.name,
      email: invitee.email,
      phoneNumber: '555-400-0019',
      location: 'Reno, Nevada',
      session: 'Equine portrait',
      dateBooked: addDays(todayIn('America/Los_Angeles'), -1),
    })
    .returning({ id: bookings.id });
  invitee.id = row?.id ?? 0;
});
