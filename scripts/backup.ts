// `npm run backup -- FILE`: the embedded database and the picture files of DATA_DIR in one .tar.gz
// (decision 019). Run it with the server stopped; it refuses while a server holds the database.
// On PostgreSQL use pg_dump for the database; with S3 the bucket keeps the pictures (README, "Backups").

import { parseArgs } from 'node:util';
import { createBackup } from '../app/backup/backup.server';
import { getEnv } from '../app/config/env.server';
import { errorMessage } from '../app/logging/log-error';

const usage = 'Usage: npm run backup -- FILE   (e.g. npm run backup -- backups/site-2026-11-25.tar.gz)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let positionals: string[] = [];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  fail(`${errorMessage(error)}\n${usage}`);
}
const [file, ...extra] = positionals;
if (!file || extra.length > 0) fail(usage);

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  fail(errorMessage(error));
}

const result = await createBackup({
  dataDir: env.dataDir,
  file,
  databaseOnPostgres: env.DATABASE_URL !== undefined,
  picturesOnS3: env.s3 !== undefined,
});
if (!result.ok) fail(result.explanation);
for (const note of result.notes) console.log(note);
const { database, pictures } = result.manifest;
const held = [
  database &&
    `the embedded database (${database.rows.users} users, ${database.rows.orders} orders, ${database.rows.pictures} pictures)`,
  pictures && `${pictures.files} picture files`,
].filter(Boolean);
console.log(
  `Backed up ${held.join(' and ')} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB).`,
);
