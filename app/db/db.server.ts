import path from 'node:path';
import { getEnv } from '../config/env.server';
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
