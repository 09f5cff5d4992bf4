import { ensureFirstAdmin } from '../accounts/first-admin.server';
import { openDatabase } from './db.server';
import { seed } from './seed.server';

/** Opens the database, applies pending migrations, seeds, and makes sure an admin exists: what every start does first. */
export async function prepareDatabase(): Promise<void> {
  const database = await openDatabase();
  await database.migrate();
  await seed(database.db);
  await ensureFirstAdmin();
}
