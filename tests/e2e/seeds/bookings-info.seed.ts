import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed } from '../helpers/world';

/** bookings-info.spec.ts: a request for each test, as it arrived (not approved, not scheduled). */
export const infoIds = { hannah: 0, ivy: 0, jack: 0 };

worldSeed('bookings-info', async (db) => {
  const today = todayIn('America/Los_Angeles');
  const common = { location: 'Carson City, Nevada', dateBooked: addDays(today, -2) };
  const rows = await db
    .insert(bookings)
    .values([
      {
        ...common,
        name: 'Hannah Wells',
        email: 'hannah.wells@example.com',
        phoneNumber: '555-400-0001',
        message: 'Please photograph my mare Daisy at sunset.',
        session: 'Fine art photography',
        hearAbout: 'website',
      },
      {
        ...common,
        name: 'Ivy Stone',
        email: 'ivy.stone@example.com',
        phoneNumber: '555-400-0002',
        session: 'Event photography',
      },
      {
        ...common,
        name: 'Jack Moore',
        email: 'jack.moore@example.com',
        phoneNumber: '555-400-0003',
        session: 'Equine portrait',
      },
    ])
    .returning({ id: bookings.id });
  const [hannah, ivy, jack] = rows.map((row) => row.id);
  if (hannah === undefined || ivy === undefined || jack === undefined) throw new Error('not seeded');
  Object.assign(infoIds, { hannah, ivy, jack });
});
