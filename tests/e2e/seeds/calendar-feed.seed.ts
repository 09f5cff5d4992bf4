import { blockedDates, bookings } from '../../../app/bookings/bookings.tables';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed, worldUser } from '../helpers/world';

/** calendar-feed.spec.ts: an admin who makes the feed's links, a session and a blocked date next year. */
export const feedAdmin = worldUser({ email: 'feed.admin@example.com', name: 'Fern Feed', isAdmin: true });
// Next year: inside the feed's range (this year and next) whatever today is.
export const feedYear = Number(todayIn('America/Los_Angeles').slice(0, 4)) + 1;

worldSeed('calendar-feed', async (db) => {
  await db.insert(bookings).values({
    name: 'Nora Quinn',
    email: 'nora.quinn@example.com',
    phoneNumber: '555-400-0009',
    location: 'Reno, Nevada',
    session: 'Equine portrait',
    dateBooked: `${feedYear - 1}-11-01`,
    dateScheduled: `${feedYear}-04-14`,
  });
  await db.insert(blockedDates).values({ date: `${feedYear}-05-06`, reason: 'Barn repairs' });
});
