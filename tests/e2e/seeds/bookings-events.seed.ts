import { bookings } from '../../../app/bookings/bookings.tables';
import { holidayDatesBetween } from '../../../app/bookings/federal-holidays';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed } from '../helpers/world';

/** bookings-events.spec.ts: Maya's request to schedule, and two sessions already scheduled around it. */
const today = todayIn('America/Los_Angeles');

/** The first date from `start` on that is no holiday. */
function freeDateFrom(start: string): string {
  let date = start;
  while (holidayDatesBetween(date, date).length > 0) date = addDays(date, 1);
  return date;
}
export const soon = freeDateFrom(addDays(today, 3));
export const blockedDay = freeDateFrom(addDays(today, 20));
export const later = freeDateFrom(addDays(today, 60));
export const maya = {
  name: 'Maya Lopez Rivera',
  email: 'maya.rivera@example.com',
  phoneNumber: '555-600-0001',
  message: 'Gate code 4321, ask for the barn manager.',
  session: 'Equine lifestyle photography',
};
export const mayaBooking = { id: 0 };

worldSeed('bookings-events', async (db) => {
  const common = { location: 'Reno, Nevada', dateBooked: today };
  const [row] = await db
    .insert(bookings)
    .values({ ...common, ...maya })
    .returning({ id: bookings.id });
  mayaBooking.id = row?.id ?? 0;
  await db.insert(bookings).values([
    {
      ...common,
      name: 'Tom Baker',
      email: 'tom.baker@example.com',
      phoneNumber: '555-600-0002',
      session: 'Advertising and marketing photography',
      dateScheduled: later,
    },
    {
      ...common,
      name: 'Zoe Park',
      email: 'zoe.park@example.com',
      phoneNumber: '555-600-0003',
      session: 'Event photography',
      dateScheduled: soon,
    },
  ]);
});
