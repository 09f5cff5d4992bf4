import { bookings } from '../../../app/bookings/bookings.tables';
import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { worldSeed } from '../helpers/world';

/** bookings-admin-list.spec.ts: four requests, one of each combination of Approved and scheduled. */
export const today = todayIn('America/Los_Angeles');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

export interface Seeded {
  name: string;
  email: string;
  approved: boolean;
  contacted: boolean;
  dateBooked: string;
  dateScheduled: string | null;
  createdAt: Date;
}

// Inserted in this order; listed by when they were sent, newest first: Cal, Ada, Bea, Dee.
export const seeded: Seeded[] = [
  {
    name: 'Ada Lovelace',
    email: 'ada.lovelace@example.com',
    approved: true,
    contacted: true,
    dateBooked: addDays(today, -1),
    dateScheduled: addDays(today, 30),
    createdAt: hoursAgo(24),
  },
  {
    name: 'Bea Hart',
    email: 'bea.hart@example.com',
    approved: true,
    contacted: false,
    dateBooked: addDays(today, -3),
    dateScheduled: null,
    createdAt: hoursAgo(72),
  },
  {
    name: 'Cal Reed',
    email: 'cal.reed@example.com',
    approved: false,
    contacted: false,
    dateBooked: today,
    dateScheduled: addDays(today, 45),
    createdAt: hoursAgo(2),
  },
  {
    name: 'Dee Moss',
    email: 'dee.moss@example.com',
    approved: false,
    contacted: true,
    dateBooked: addDays(today, -4),
    dateScheduled: null,
    createdAt: hoursAgo(96),
  },
];

worldSeed('bookings-admin-list', async (db) => {
  await db.insert(bookings).values(
    seeded.map((booking, index) => ({
      ...booking,
      phoneNumber: `555-200-000${index}`,
      location: 'Reno, Nevada',
      session: 'Event photography',
    })),
  );
});
