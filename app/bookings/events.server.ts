import { asc, isNotNull } from 'drizzle-orm';
import type { IsoDate } from '../business-time/calendar-dates';
import { cachedByContentVersion } from '../content/content-version.server';
import { getDb } from '../db/db.server';
import { bookings } from './bookings.tables';
import { firstName, type PublicEvent } from './events';

/**
 * Scheduled bookings are the events (PRODUCT §11). Kept in memory until the content version moves
 * (scheduling a booking raises it, decision 023); the array is shared, never change it.
 */
export const listPublicEvents = cachedByContentVersion(async (): Promise<PublicEvent[]> => {
  const db = await getDb();
  const rows = await db
    .select({
      id: bookings.id,
      name: bookings.name,
      session: bookings.session,
      start: bookings.dateScheduled,
    })
    .from(bookings)
    .where(isNotNull(bookings.dateScheduled))
    .orderBy(asc(bookings.dateScheduled), asc(bookings.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.session,
    start: row.start ?? '',
    name: firstName(row.name),
    session: row.session,
  }));
});

/** The events from `from` to `to`, both included (yyyy-MM-dd): the days a month's grid shows. */
export async function listPublicEventsBetween(from: IsoDate, to: IsoDate): Promise<PublicEvent[]> {
  return (await listPublicEvents()).filter((event) => event.start >= from && event.start <= to);
}
