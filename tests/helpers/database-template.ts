import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../app/db/client.server';
import { seed } from '../../app/startup/seed.server';
import { adminQuery, withDatabaseName } from './postgres-admin';
import { keepTemplateRows } from './template-reset';
import { emptyPgliteDataDir } from './test-database';

/**
 * Vitest's global setup: one migrated and seeded database per run, copied by every test file
 * (tests/helpers/test-database.ts) instead of each file migrating and seeding its own. On the
 * embedded database a data-folder dump in a temp file, loaded once per worker and put back to its
 * rows before each file (template-reset.ts); on a PostgreSQL server (DATABASE_URL) a template
 * database that `CREATE DATABASE … TEMPLATE` copies. Made anew each run, so a changed
 * migration or seed is never stale.
 */

async function pgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const database = await openPglite(undefined, { loadDataDir: await emptyPgliteDataDir() }).catch(
    async (error) => {
      console.warn(`The cached empty PGlite did not load (${String(error)}); making a new one.`);
      return openPglite(undefined, { loadDataDir: await emptyPgliteDataDir({ fresh: true }) });
    },
  );
  const file = path.join(
    os.tmpdir(),
    `equine-vitest-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`,
  );
  try {
    await database.migrate();
    await seed(database.db);
    // Drizzle's PGlite database keeps its client as $client.
    const client = (database.db as unknown as { $client?: PGlite }).$client;
    if (!(client instanceof PGlite)) throw new Error('The embedded database has no PGlite client');
    // The rows each test file starts from, for the worker's one database to go back to.
    await keepTemplateRows(client);
    // Every file loads this dump; the tests use only the `postgres` database, and the two template
    // databases were 15 of its 41 MB: without them a file's copy loads in about two thirds of the
    // CPU time (docs/TESTING.md).
    // One statement per call: DROP DATABASE refuses to run inside the block a multi-statement exec is.
    for (const statement of [
      'ALTER DATABASE template0 IS_TEMPLATE false',
      'ALTER DATABASE template1 IS_TEMPLATE false',
      'DROP DATABASE template0',
      'DROP DATABASE template1',
      'CHECKPOINT',
    ])
      await client.exec(statement);
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { file, remove: () => fs.rmSync(file, { force: true }) };
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; remove: () => Promise<void> }> {
  // Plain lower-case hex, so quoting the name is safe; random, so two runs on one server never clash.
  const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const database = await openPostgres(withDatabaseName(serverUrl, name));
  try {
    await database.migrate();
    await seed(database.db);
  } finally {
    await database.close();
  }
  return {
    name,
    remove: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (serverUrl) {
    const template = await postgresTemplate(serverUrl);
    project.provide('postgresTemplateName', template.name);
    project.provide('pgliteTemplateFile', '');
    return template.remove;
  }
  const template = await pgliteTemplate();
  project.provide('pgliteTemplateFile', template.file);
  project.provide('postgresTemplateName', '');
  return async () => template.remove();
}
