import { ensureFirstAdmin } from '../accounts/first-admin.server';
import type { Database } from '../db/client.server';
import { openDatabase } from '../db/db.server';
import { seed } from './seed.server';

/**
 * Opens the database, applies pending migrations and seeds (idempotent). Several servers starting
 * at once on one PostgreSQL take turns, so no two run the same migration.
 */
export async function openSeededDatabase(): Promise<Database> {
  const database = await openDatabase();
  await database.exclusively(async () => {
    await database.migrate();
    await seed(database.db);
  });
  return database;
}

/**
 * What every server start does first: the database ready, and an admin to sign in with (one,
 * however many servers start at once).
 */
export async function prepareDatabase(): Promise<void> {
  const database = await openSeededDatabase();
  await database.exclusively(() => ensureFirstAdmin());
}
