import { bookings } from '../../../app/bookings/bookings.tables';
import { worldSeed } from '../helpers/world';

/** page-cache.spec.ts: a request the admin schedules, to see /contact change at once. */
export const winifred = { id: 0, name: 'Winifred Marsh', session: 'Barn portraits' };

worldSeed('page-cache', async (db) => {
  const [row] = await db
    .insert(bookings)
    .values({
      name: winifred.name,
      email: 'winifred@example.com',
      phoneNumber: '916-555-0100',
      location: 'Elk Grove, CA',
      session: winifred.session,
      dateBooked: '2026-01-05',
    })
    .returning({ id: bookings.id });
  winifred.id = row?.id ?? 0;
});
