import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { getDb, openDatabase } from '../db/db.server';
import { contentVersion } from './content.tables';

/**
 * The content version (docs/decisions/023): database triggers raise it in the same transaction as
 * any change to what the public pages show, whichever process or tool makes the change.
 */
async function readContentVersion(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

let running: Promise<number> | undefined;
let queued: Promise<number> | undefined;

function startRead(): Promise<number> {
  const read = readContentVersion().finally(() => {
    if (running === read) running = undefined;
  });
  running = read;
  return read;
}

const ignore = () => undefined;

/**
 * A read that starts after this call, so a change any process committed before the call is always
 * seen. A read already running may have started before such a change, so callers that arrive
 * meanwhile share the next read: a busy server makes one small query per query time, not one per
 * request.
 */
function freshRead(): Promise<number> {
  if (!running) return startRead();
  queued ??= running.then(ignore, ignore).then(() => {
    queued = undefined;
    return startRead();
  });
  return queued;
}

/** The embedded database's version, kept by its notifications (see currentContentVersion). */
let watched: { database: Database; version: Promise<number> } | undefined;
let watchedVersion = 0;

function watch(database: Database & Required<Pick<Database, 'listen'>>): Promise<number> {
  if (watched?.database !== database) {
    watchedVersion = 0;
    const version = (async () => {
      await database.listen('content_version', (payload) => {
        watchedVersion = Math.max(watchedVersion, Number(payload) || 0);
      });
      // Listening first: a change between the two is not missed.
      watchedVersion = Math.max(watchedVersion, await readContentVersion());
    })().then(() => watchedVersion);
    watched = { database, version };
    // A failed start is tried again by the next caller.
    version.catch(() => {
      if (watched?.database === database) watched = undefined;
    });
    return version;
  }
  return watched.version.then(() => watchedVersion);
}

/**
 * The content version as the database has it now: a change committed before this call, by any
 * process, is always seen.
 * - PostgreSQL (perhaps several processes): a fresh read, shared by the callers of the moment.
 * - PGlite: the process is the database's only user, and PGlite hands a NOTIFY from the version's
 *   trigger to this process before the query that committed the change returns, so the number
 *   kept from those notifications is current without asking.
 */
export async function currentContentVersion(): Promise<number> {
  const database = await openDatabase();
  return database.listen ? watch(database as Database & Required<Pick<Database, 'listen'>>) : freshRead();
}

/**
 * A loader of content that only changes with the content version (services, home events, public
 * events): each process keeps the last answer and asks the database again only when the version
 * moved. The version is read before the content, so content is never stored under a version older
 * than itself.
 */
export function cachedByContentVersion<T>(load: () => Promise<T>): () => Promise<T> {
  // Kept with its database too: versions of two databases are not comparable (a process that
  // opens another one, as each test file of a Vitest worker does, must not see the first's content).
  let kept: { database: Database; version: number; value: Promise<T> } | undefined;
  return async () => {
    const database = await openDatabase();
    const version = await currentContentVersion();
    if (kept && kept.database === database && kept.version >= version) return kept.value;
    const value = load();
    const entry = { database, version, value };
    kept = entry;
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}
