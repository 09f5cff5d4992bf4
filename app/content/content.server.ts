import { asc } from 'drizzle-orm';
import { getDb } from '../db/db.server';
import { services, upcomingEvents } from './content.tables';
import { cachedByContentVersion } from './content-version.server';

/**
 * The business content the public pages show, kept in memory until the content version moves
 * (docs/decisions/023). The arrays are shared by every request: read them, never change them.
 */
export const listServices = cachedByContentVersion(async () => {
  const db = await getDb();
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
});

export const listUpcomingEvents = cachedByContentVersion(async () => {
  const db = await getDb();
  return db
    .select({
      id: upcomingEvents.id,
      title: upcomingEvents.title,
      place: upcomingEvents.place,
      dates: upcomingEvents.dates,
    })
    .from(upcomingEvents)
    .orderBy(asc(upcomingEvents.sortOrder), asc(upcomingEvents.id));
});
