import type { Db } from '../db/client.server';
import { services, upcomingEvents } from './content.tables';
import { upcomingEventsSeed } from './home';
import { serviceSeed } from './services-data';

/** Inserts the business content once; rows already there (by slug) are left as the admin keeps them. */
export async function seedContent(db: Db): Promise<void> {
  await db.insert(services).values(serviceSeed).onConflictDoNothing({ target: services.slug });
  await db
    .insert(upcomingEvents)
    .values(upcomingEventsSeed)
    .onConflictDoNothing({ target: upcomingEvents.slug });
}
