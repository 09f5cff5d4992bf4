import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getEnv } from '../config/env.server';
import { closeDataFolder } from '../config/private-files.server';
import { type Database, type Db, openPglite, openPostgres } from './client.server';

/**
 * The process's one database (PGlite allows only one opener per data folder). A module variable is
 * enough: the server's Express app is built into the same bundle as the app (server/app.ts), so
 * there is one copy of this module per process.
 */
let database: Promise<Database> | undefined;

export function openDatabase(): Promise<Database> {
  database ??= (async () => {
    const env = getEnv();
    // The data folder is made (or closed) here, before anything is read or written in it, for its
    // owner only, with the folders and secret files it holds.
    closeDataFolder(env.dataDir);
    return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(path.join(env.dataDir, 'pglite'));
  })();
  return database;
}

/** Replaces the process's database (tests give each file a fresh one). */
export function useDatabase(replacement: Database): void {
  database = Promise.resolve(replacement);
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

/** Answers whether the database takes a query now (the server's /readyz). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await (await openDatabase()).db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Closes the process's database (a clean shutdown: PGlite writes everything out). */
export async function closeDatabase(): Promise<void> {
  if (!database) return;
  const open = database;
  database = undefined;
  await (await open).close();
}
