import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { makePrivateFolder } from '../config/private-files.server';
import { lockDatabase } from './database-lock.server';
import { prepareReads } from './pglite-prepared-reads.server';
import { readTextTypesOnce } from './pglite-text-types.server';

/**
 * Both drivers share this type, so the services never know which database they run on. Without
 * the schema: the services query the tables they import (no `db.query`), so the database layer
 * knows no area's tables (app/schema.ts lists them all for drizzle-kit).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process runs a task under this lock: on PostgreSQL a session
   * advisory lock, so servers starting at once migrate and seed one after the other; PGlite has
   * one process by construction.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: calls `callback` with each NOTIFY on `channel`. PGlite runs in this process and
   * is its only user, and it calls listeners before the query that committed the change returns.
   */
  listen?(channel: string, callback: (payload: string) => void): Promise<void>;
}

/** The advisory lock key of the start-up work (any constant both drivers' servers agree on). */
const startupLockKey = 7_402_117;

/** Where drizzle-kit writes migrations; shipped beside the build and applied at start. */
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');

export interface PgliteOptions {
  /** A dumpDataDir() tarball to start from instead of running initdb (tests: far faster per file). */
  loadDataDir?: Blob;
  /**
   * Opens with fsync off (PGlite's default '-F'), so a commit is not synced to disk. Only
   * `npm run bench` sets it, to measure what durability costs in orders per second (decision 016);
   * the server and the tests never do.
   */
  unsafeFsyncOffForBenchmark?: boolean;
}

/**
 * Embedded PGlite under `dataDir` (the default), or in memory when dataDir is undefined (tests).
 * Memory settings are kept small: this is a small site on a small machine.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: PgliteOptions = {},
): Promise<Database> {
  // The data folder and the database's own folder: for the server's user only.
  if (dataDir) makePrivateFolder(dataDir);
  // One process per folder (see database-lock.server.ts); released when the database is closed.
  const unlock = dataDir ? await lockDatabase(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await openPgliteClient(dataDir, options);
  } catch (error) {
    unlock();
    throw error;
  }
  return pgliteDatabase(readTextTypesOnce(prepareReads(client)), async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  });
}

/**
 * The services' Database over an open PGlite client; `close` ends whatever owns the client. The
 * server has one; the tests make one per file over their worker's one client
 * (tests/helpers/test-database.ts), so what app modules key by database starts anew per file.
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (task) => task(),
    listen: async (channel, callback) => {
      await client.listen(channel, callback);
    },
    close,
  };
}

function openPgliteClient(dataDir: string | undefined, options: PgliteOptions): Promise<PGlite> {
  return PGlite.create(dataDir, {
    loadDataDir: options.loadDataDir,
    // startParams replaces PGlite's defaults, so keep them and append ours, except '-F' (fsync off):
    // an acknowledged write must survive the machine dying, not only the process (decision 016).
    startParams: [
      ...(options.unsafeFsyncOffForBenchmark
        ? PGlite.defaultStartParams
        : PGlite.defaultStartParams.filter((param) => param !== '-F')),
      '-c',
      options.unsafeFsyncOffForBenchmark ? 'fsync=off' : 'fsync=on',
      // The site's whole database fits many times over; a larger pool cost resident memory at start
      // for no faster page (docs/PERFORMANCE.md, "Measurements behind the code").
      '-c',
      'shared_buffers=16MB',
      '-c',
      'work_mem=4MB',
    ],
  });
}

export async function openPostgres(url: string): Promise<Database> {
  // Loaded only here: a server on the embedded database never reads the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, admin command) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', (error) => console.error(`database: idle connection lost: ${error.message}`));
  const db = drizzleNodePg({ client: pool });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    exclusively: async (task) => {
      // One connection holds the lock for the whole task; the task's queries use the others.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [startupLockKey]);
        try {
          return await task();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [startupLockKey]);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}
