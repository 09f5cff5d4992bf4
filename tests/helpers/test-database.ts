import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { resetEnvCache } from '../../app/config/env.server';
import { type Database, type Db, openPglite, openPostgres, pgliteDatabase } from '../../app/db/client.server';
import { useDatabase } from '../../app/db/db.server';
import { mailOutbox } from '../../app/mail/mail.tables';
import { type ParsedEmail, parseEml } from '../../scripts/lib/eml';
import { adminQuery, withDatabaseName } from './postgres-admin';
import { resetToTemplate, schemaFingerprint } from './template-reset';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump every file's in-memory database starts from (database-template.ts). */
    pgliteTemplateFile: string;
    /** The template database on the DATABASE_URL server (database-template.ts). */
    postgresTemplateName: string;
  }
}

/**
 * True when this run's databases are on a PostgreSQL server (DATABASE_URL, as CI's second Vitest
 * run), false on the embedded database. Read once, before `setupTestDatabase()` points
 * DATABASE_URL at a file's own database. PGlite has one connection and runs one transaction at a
 * time, so a test of two transactions at once (a lock one waits for, a row another skips) can only
 * fail on PostgreSQL: it is `it.runIf(onPostgres)`, and shows as skipped on the embedded database.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

export interface OutboxEmail extends ParsedEmail {
  /** Absolute path of the .eml file. */
  file: string;
}

export interface TestDatabase {
  /** The migrated, seeded database that app code's getDb() also returns. */
  db(): Db;
  kind(): Database['kind'];
  /** This file's DATA_DIR (a fresh temp folder). */
  dataDir(): string;
  /** Messages in DATA_DIR/outbox (or a sub-folder such as 'failed'), oldest first. */
  outbox(subfolder?: string): OutboxEmail[];
  /** Deletes every .eml under DATA_DIR/outbox, so a test can assert on only its own mail. */
  clearOutbox(): void;
  /**
   * No email sent or queued: the .eml files under DATA_DIR/outbox and every row of the mail queue,
   * so a test can assert on only its own mail.
   */
  clearMail(): Promise<void>;
  /**
   * Every row of every table (schema public) but the rate-limit counters, as JSON text, sorted, by table name: compare two
   * snapshots to show that nothing changed, or search one for a secret.
   */
  snapshot(): Promise<Record<string, string[]>>;
}

/** The rows of a db.execute() result; both drivers return an object with `rows`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('db.execute() returned no rows array');
  return rows as Record<string, unknown>[];
}

/**
 * Tables that count requests rather than hold what a visitor changed: a refused post still counts
 * against its rate limit (decision 020), which is not a change the snapshot should report.
 */
const bookkeepingTables = ['rate_limit_counters'];

/** Every row of every table (schema public) but the bookkeeping ones, as JSON text, sorted, by table name. */
export async function tableSnapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in (${sql.join(
              bookkeepingTables.map((name) => sql`${name}`),
              sql`, `,
            )})
          order by table_name`,
    ),
  );
  const snapshot: Record<string, string[]> = {};
  for (const { table_name: name } of tables) {
    if (typeof name !== 'string') throw new Error('information_schema gave a table without a name');
    const rows = rowsOf(
      await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`),
    );
    snapshot[name] = rows.map((row) => String(row.row));
  }
  return snapshot;
}

/** The installed PGlite's version (its package.json is not in the package's exports, so read the file). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest: unknown = JSON.parse(
    fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  );
  const version = (manifest as { version?: unknown }).version;
  if (typeof version !== 'string') throw new Error('@electric-sql/pglite/package.json has no version');
  return version;
}

/** os.tmpdir()/equine-pglite-<version>-<hash of the version>.tgz: one cached dump per PGlite version. */
function emptyDumpFile(): string {
  const version = pgliteVersion();
  const hash = crypto.createHash('sha256').update(version).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `equine-pglite-${version}-${hash}.tgz`);
}

/**
 * A gzipped data folder of a freshly initialised, empty PGlite, cached on disk. Loading it is far
 * quicker than initdb (docs/PERFORMANCE.md, "Measurements behind the code"). It holds no schema,
 * so changed migrations never make it stale.
 */
async function emptyPgliteDump(file: string): Promise<Blob> {
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const fresh = await PGlite.create();
  const dump = await fresh.dumpDataDir('gzip');
  await fresh.close();
  // Temp file + rename: a parallel worker sees either no file or the whole file, never a part.
  const temp = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
  return dump;
}

/**
 * The cached empty PGlite data folder, for a database started without initdb; `fresh` makes the
 * cache anew (a cached file that did not load).
 */
export function emptyPgliteDataDir(options: { fresh?: boolean } = {}): Promise<Blob> {
  if (options.fresh) fs.rmSync(emptyDumpFile(), { force: true });
  return emptyPgliteDump(emptyDumpFile());
}

/**
 * This worker's in-memory PGlite, started once from the run's migrated, seeded template
 * (database-template.ts). Files of a worker run one after another (vitest.config.ts), so one
 * database serves them all, each file putting its rows back first (template-reset.ts).
 */
let workerPglite: Promise<{ client: PGlite; schema: string }> | undefined;

function templatePgliteClient(): Promise<{ client: PGlite; schema: string }> {
  workerPglite ??= (async () => {
    const file = inject('pgliteTemplateFile');
    if (!file)
      throw new Error(
        'No database template: run the tests through vitest.config.ts (its globalSetup makes one)',
      );
    const database = await openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    // Drizzle's PGlite database keeps its client as $client (the text types already set, client.server.ts).
    const client = (database.db as unknown as { $client?: PGlite }).$client;
    if (!(client instanceof PGlite)) throw new Error('The embedded database has no PGlite client');
    return { client, schema: await schemaFingerprint(client) };
  })();
  return workerPglite;
}

/**
 * The file's database: the worker's PGlite with the template's rows, behind a Database of its own
 * (what app modules key by database starts anew). Closing it stops only what this file listened
 * to; the worker's PGlite lives on for the next file.
 */
async function openTemplatePglite(): Promise<Database> {
  let { client, schema } = await templatePgliteClient();
  if ((await schemaFingerprint(client)) !== schema) {
    console.warn(
      'An earlier test file left the schema changed: this file gets a fresh copy of the template.',
    );
    workerPglite = undefined;
    await client.close();
    ({ client } = await templatePgliteClient());
  }
  await resetToTemplate(client);
  const listened: [string, (payload: string) => void][] = [];
  const database = pgliteDatabase(client, async () => {
    for (const [channel, callback] of listened) await client.unlisten(channel, callback);
  });
  return {
    ...database,
    listen: async (channel, callback) => {
      listened.push([channel, callback]);
      await client.listen(channel, callback);
    },
  };
}

/**
 * Call once at the top of an integration test file. Before the file's tests it gives the file its
 * own DATA_DIR (temp folder) and its own database, the run's migrated and seeded template
 * (database-template.ts): the worker's in-memory PGlite with the template's rows put back, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server copied from the template. It makes
 * it the database app code's getDb() returns. After the file everything is closed, dropped and
 * removed.
 */
export function setupTestDatabase(): TestDatabase {
  let database: Database | undefined;
  let dataDir: string | undefined;
  let serverUrl: string | undefined;
  let databaseName: string | undefined;
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-test-'));
    process.env.DATA_DIR = dataDir;
    serverUrl = saved.DATABASE_URL || undefined;
    if (serverUrl) {
      // Names are plain lower-case hex, so quoting them is safe; random, so parallel files never clash.
      databaseName = `test_${crypto.randomBytes(6).toString('hex')}`;
      await adminQuery(
        serverUrl,
        `CREATE DATABASE "${databaseName}" TEMPLATE "${inject('postgresTemplateName')}"`,
      );
      const url = withDatabaseName(serverUrl, databaseName);
      // App code that reads the config sees this file's database, not the shared one.
      process.env.DATABASE_URL = url;
      database = await openPostgres(url);
    } else {
      database = await openTemplatePglite();
    }
    // getEnv() caches; re-read so DATA_DIR (and DATABASE_URL) above take effect.
    resetEnvCache();
    useDatabase(database);
  });

  afterAll(async () => {
    await database?.close();
    if (serverUrl && databaseName) {
      // WITH (FORCE) (PostgreSQL 13+) ends any connection a test left open.
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside tests (after beforeAll)`);
    return value;
  };

  return {
    db: () => required(database, 'db()').db,
    kind: () => required(database, 'kind()').kind,
    dataDir: () => required(dataDir, 'dataDir()'),
    outbox(subfolder) {
      const folder = path.join(required(dataDir, 'outbox()'), 'outbox', subfolder ?? '');
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((name) => {
          const file = path.join(folder, name);
          return { file, ...parseEml(fs.readFileSync(file)) };
        });
    },
    clearOutbox() {
      fs.rmSync(path.join(required(dataDir, 'clearOutbox()'), 'outbox'), { recursive: true, force: true });
    },
    async clearMail() {
      fs.rmSync(path.join(required(dataDir, 'clearMail()'), 'outbox'), { recursive: true, force: true });
      await required(database, 'clearMail()').db.delete(mailOutbox);
    },
    snapshot: () => tableSnapshot(required(database, 'snapshot()').db),
  };
}
