import { bookings } from '../../app/bookings/bookings.tables';
import type { Db } from '../../app/db/client.server';

/**
 * A booking request as the form would have stored it (Tyler Reed's equine portrait), with any
 * field the test cares about given in `values`.
 */
export async function insertTestBooking(db: Db, values: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await db
    .insert(bookings)
    .values({
      name: 'Tyler Reed',
      email: 'tyler@example.com',
      phoneNumber: '916-555-0100',
      location: 'Elk Grove, CA',
      session: 'Equine portrait',
      dateBooked: '2026-05-20',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no booking');
  return row;
}
