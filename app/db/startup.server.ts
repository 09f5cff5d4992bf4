import { ensureFirstAdmin } from '../accounts/first-admin.server';
import type { Database } from './client.server';
import { openDatabase } from './db.server';
import { seed } from './seed.server';

/** Opens the database, applies pending migrations and seeds (idempotent). */
export async function openSeededDatabase(): Promise<Database> {
  const database = await openDatabase();
  await database.migrate();
  await seed(database.db);
  return database;
}

/** What every server start does first: the database ready, and an admin to sign in with. */
export async function prepareDatabase(): Promise<void> {
  await openSeededDatabase();
  await ensureFirstAdmin();
}
