import path from 'node:path';
import { getEnv } from '../config/env.server';
import { type Database, type Db, openPglite, openPostgres } from './client.server';

/**
 * The process's one database. It lives on globalThis because the Express server and the built
 * app bundle are separate module graphs, and PGlite allows only one opener per data folder.
 */
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };

export function openDatabase(): Promise<Database> {
  holder.__database ??= (async () => {
    const env = getEnv();
    return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(path.join(env.dataDir, 'pglite'));
  })();
  return holder.__database;
}

/** Replaces the process's database (tests give each file a fresh one). */
export function useDatabase(database: Database): void {
  holder.__database = Promise.resolve(database);
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}
