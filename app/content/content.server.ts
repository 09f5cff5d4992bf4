import { asc } from 'drizzle-orm';
import { getDb } from '../db/db.server';
import { services, upcomingEvents } from './content.tables';

export async function listServices() {
  const db = await getDb();
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

export async function listUpcomingEvents() {
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
}
