import { bookings } from '../../../app/bookings/bookings.tables';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * navigation-fit.spec.ts: the two people the bar is measured with (PRODUCT §2 Navigation bar). Jane
 * is a Client with a session, so her greeting's menu holds everything it can; Hannah is Admin and
 * Client, the most links a bar holds, with a long double-barrelled name.
 */
export const navUsers = {
  jane: worldUser({ email: 'jane.rider@example.com', name: 'Jane Rider', isClient: true, verified: true }),
  hannah: worldUser({
    email: 'hannah.bw@example.com',
    name: 'Hannah Brooks-Whitaker',
    isClient: true,
    isAdmin: true,
  }),
  // Longer than a name usually is, well inside the form's 100 letters and spaces: at 1200 px the
  // greeting gives way, nothing else.
  longName: worldUser({
    email: 'nav.long@example.com',
    name: 'Maximiliana Alexandrina Theodora Montgomery Fitzwilliam Vanderbilt',
    isClient: true,
    isAdmin: true,
  }),
};

// Jane's session: a request sent with her verified address (PRODUCT §16), never scheduled.
worldSeed('navigation-fit', async (db) => {
  await db.insert(bookings).values({
    name: 'Jane Rider',
    email: 'jane.rider@example.com',
    phoneNumber: '555-400-0811',
    location: 'Truckee, California',
    session: 'Equine portrait',
    dateBooked: '2026-11-20',
  });
});
