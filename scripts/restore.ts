// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into DATA_DIR
// (decision 019). Run it with the server stopped. It refuses a DATA_DIR that already holds a
// database or pictures unless --force, checks the whole archive first, and changes nothing on failure.

import { parseArgs } from 'node:util';
import { restoreBackup } from '../app/backup/restore.server';
import { getEnv } from '../app/config/env.server';
import { errorMessage } from '../app/logging/log-error';

const usage =
  'Usage: npm run restore -- FILE [--force]   (--force replaces the database and pictures in DATA_DIR)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed: { values: { force?: boolean }; positionals: string[] } = { values: {}, positionals: [] };
try {
  parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
} catch (error) {
  fail(`${errorMessage(error)}\n${usage}`);
}
const [file, ...extra] = parsed.positionals;
if (!file || extra.length > 0) fail(usage);

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  fail(errorMessage(error));
}

const result = await restoreBackup({
  dataDir: env.dataDir,
  file,
  force: parsed.values.force === true,
  databaseOnPostgres: env.DATABASE_URL !== undefined,
  picturesOnS3: env.s3 !== undefined,
});
if (!result.ok) fail(result.explanation);
const { createdAt, database, pictures } = result.manifest;
const held = [
  database &&
    `the embedded database (${database.rows.users} users, ${database.rows.orders} orders, ${database.rows.pictures} pictures)`,
  pictures && `${pictures.files} picture files`,
].filter(Boolean);
console.log(`Restored ${held.join(' and ')} from the backup of ${createdAt} into ${env.dataDir}.`);
for (const note of result.notes) console.log(note);
