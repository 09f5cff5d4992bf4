import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../app/backup/backup.server';
import { restoreBackup } from '../../app/backup/restore.server';
import { resetEnvCache } from '../../app/config/env.server';
import { type Database, openPglite } from '../../app/db/client.server';
import { useDatabase as makeProcessDatabase } from '../../app/db/db.server';
import { seed } from '../../app/db/seed.server';
import { holdDatabase } from '../helpers/database-holder';
import { emptyPgliteDataDir, tableSnapshot } from '../helpers/test-database';
import { jpegFile, pngFile, signedInUser, upload } from './pictures-helpers';
import { billing, checkout, confirm, fillCart, newCard, review, shipping, shopUser } from './shop-helpers';

/**
 * Issue 12: `npm run backup` and `npm run restore` as an operator runs them (child processes, the
 * embedded database on disk, pictures in DATA_DIR/uploads). A backup restored into a fresh folder
 * holds every row and picture byte of the original; a damaged or foreign file, a non-empty target
 * and a database in use are refused with one clear message, changing nothing.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-backup-'));
const source = path.join(root, 'source');
const archive = path.join(root, 'site.tar.gz');
const envNames = [
  'DATA_DIR',
  'DATABASE_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const savedEnv = Object.fromEntries(envNames.map((name) => [name, process.env[name]]));
const holders: ChildProcess[] = [];

/** What the source folder held when it was backed up: every table's rows, every picture's bytes. */
let rowsBefore: Record<string, string[]>;
let picturesBefore: Map<string, string>;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- args` as `node --import tsx scripts/<script>.ts`, on its own DATA_DIR. */
function runScript(script: 'backup' | 'restore', args: string[], dataDir: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of envNames.filter((n) => n !== 'DATA_DIR')) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: path.resolve('.'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every picture file under DATA_DIR/uploads, by path, as a SHA-256 of its bytes. */
function pictureHashes(dataDir: string): Map<string, string> {
  const uploads = path.join(dataDir, 'uploads');
  const hashes = new Map<string, string>();
  if (!fs.existsSync(uploads)) return hashes;
  for (const entry of fs.readdirSync(uploads, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(
      path.relative(uploads, file),
      crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
    );
  }
  return hashes;
}

/** Every file under `dir` with its size and content hash: equal before and after means nothing changed. */
function folderState(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      return `${path.relative(dir, file)} ${hash}`;
    })
    .sort();
}

async function rowsIn(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await tableSnapshot(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // The source DATA_DIR, with the embedded database on disk, as a site on one machine has it.
  for (const name of envNames) delete process.env[name];
  process.env.DATA_DIR = source;
  resetEnvCache();
  let database: Database | undefined;
  try {
    database = await openPglite(path.join(source, 'pglite'), { loadDataDir: await emptyPgliteDataDir() });
    await database.migrate();
    await seed(database.db);
    makeProcessDatabase(database);

    const admin = await signedInUser({ isAdmin: true });
    const client = await signedInUser({ isClient: true });
    const pictures = [await jpegFile('meadow.jpg', 1200, 800), await pngFile('arena.png')];
    expect((await upload(client.id, admin, pictures)).status).toBe(200);
    const shopper = await shopUser();
    await fillCart(shopper);
    await checkout(shopper, { ...billing, ...shipping, ...newCard });
    const placed = await confirm(shopper, (await review(shopper)).body);
    expect(placed.location).toMatch(/order=/);

    rowsBefore = await tableSnapshot(database.db);
    picturesBefore = pictureHashes(source);
  } finally {
    await database?.close();
  }
  expect(rowsBefore.users).toHaveLength(3);
  expect(rowsBefore.orders).toHaveLength(1);
  expect(rowsBefore.pictures).toHaveLength(2);
  expect(picturesBefore.size).toBe(6);
});

afterAll(() => {
  for (const child of holders) child.kill('SIGKILL');
  for (const name of envNames) {
    const value = savedEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  fs.rmSync(root, { recursive: true, force: true });
});

// Each run starts Node, tsx and PGlite; a shared two-core machine needs the time.
describe('npm run backup and npm run restore', { timeout: 300_000 }, () => {
  it('restores a backup into a fresh folder with the same users, orders and picture bytes', async () => {
    const backup = await runScript('backup', [archive], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up the embedded database \(3 users, 1 orders, 2 pictures\) and 6 picture files to .*site\.tar\.gz \(\d+\.\d MB\)\.$/m,
    );
    // The archive is whole: no temporary name is left beside it, and the source can be opened again.
    expect(fs.readdirSync(root).sort()).toEqual(['site.tar.gz', 'source']);

    const fresh = path.join(root, 'fresh');
    const restore = await runScript('restore', [archive], fresh);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(
      `Restored the embedded database (3 users, 1 orders, 2 pictures) and 6 picture files from the backup of `,
    );
    expect(await rowsIn(fresh)).toEqual(rowsBefore);
    expect(pictureHashes(fresh)).toEqual(picturesBefore);
    // Nothing of the restore's own work is left in the new DATA_DIR.
    expect(fs.readdirSync(fresh).sort()).toEqual(['pglite', 'uploads']);
  });

  it('refuses a damaged archive with one message, even with --force, and changes nothing', async () => {
    const target = path.join(root, 'fresh');
    const before = folderState(target);
    const bytes = fs.readFileSync(archive);
    const damaged = path.join(root, 'damaged.tar.gz');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] = (flipped[Math.floor(bytes.length / 2)] ?? 0) ^ 0xff;
    fs.writeFileSync(damaged, flipped);
    const cut = path.join(root, 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 100));

    const run = await runScript('restore', [damaged, '--force'], target);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toMatch(
      /^\S+damaged\.tar\.gz is not a backup made by npm run backup: it cannot be read as a \.tar\.gz \(zlib: [^)]+\)\. Nothing was changed\.$/,
    );
    const truncated = await restoreBackup({
      dataDir: target,
      file: cut,
      force: true,
      databaseOnPostgres: false,
      picturesOnS3: false,
    });
    expect(truncated).toEqual({
      ok: false,
      message: `${cut} is not a backup made by npm run backup: it cannot be read as a .tar.gz (zlib: unexpected end of file). Nothing was changed.`,
    });
    expect(folderState(target)).toEqual(before);
  });

  it('refuses a foreign .tar.gz and a file that is no archive at all, changing nothing', async () => {
    const target = path.join(root, 'fresh');
    const before = folderState(target);
    const foreign = path.join(root, 'foreign.tar.gz');
    const other = path.join(root, 'other');
    fs.mkdirSync(path.join(other, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(other, 'uploads', 'notes.txt'), 'not a backup');
    await tar.create({ file: foreign, gzip: true, cwd: other }, ['uploads']);
    const text = path.join(root, 'notes.tar.gz');
    fs.writeFileSync(text, 'Just some words, not an archive.');

    const restore = (file: string) =>
      restoreBackup({ dataDir: target, file, force: true, databaseOnPostgres: false, picturesOnS3: false });
    expect(await restore(foreign)).toEqual({
      ok: false,
      message: `${foreign} is not a backup made by npm run backup: it does not start with manifest.json. Nothing was changed.`,
    });
    expect(await restore(text)).toEqual({
      ok: false,
      message: `${text} is not a backup made by npm run backup: it cannot be read as a .tar.gz (TAR_BAD_ARCHIVE: Unrecognized archive format). Nothing was changed.`,
    });
    expect(folderState(target)).toEqual(before);
  });

  it('refuses a DATA_DIR that already holds data unless told --force, then replaces it whole', async () => {
    const target = path.join(root, 'fresh');
    const before = folderState(target);
    const refused = await runScript('restore', [archive], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `${target} (DATA_DIR) already holds an embedded database and picture files: restore into an empty DATA_DIR, or add --force to replace them. Nothing was changed.`,
    );
    expect(folderState(target)).toEqual(before);

    // The target drifts (a picture file lost, a stray one added); --force puts the backup back.
    const [someFile] = [...picturesBefore.keys()];
    fs.rmSync(path.join(target, 'uploads', someFile ?? ''));
    fs.writeFileSync(path.join(target, 'uploads', 'stray.txt'), 'left over');
    const forced = await restoreBackup({
      dataDir: target,
      file: archive,
      force: true,
      databaseOnPostgres: false,
      picturesOnS3: false,
    });
    expect(forced.ok).toBe(true);
    expect(pictureHashes(target)).toEqual(picturesBefore);
    expect(await rowsIn(target)).toEqual(rowsBefore);
    expect(fs.readdirSync(target).sort()).toEqual(['pglite', 'uploads']);
  });

  it('backs up only what lives in DATA_DIR: pictures alone on PostgreSQL, the database alone with S3', async () => {
    const picturesOnly = path.join(root, 'pictures-only.tar.gz');
    const made = await createBackup({
      dataDir: source,
      file: picturesOnly,
      databaseOnPostgres: true,
      picturesOnS3: false,
    });
    expect(made.ok && made.manifest).toMatchObject({ database: null, pictures: { kind: 'local', files: 6 } });
    expect(made.ok && made.notes).toEqual([
      'The database is on PostgreSQL (DATABASE_URL): back it up with pg_dump (README, "Backups").',
    ]);
    const target = path.join(root, 'pictures-target');
    const restored = await restoreBackup({
      dataDir: target,
      file: picturesOnly,
      force: false,
      databaseOnPostgres: true,
      picturesOnS3: false,
    });
    expect(restored.ok && restored.notes).toEqual([
      'The archive holds no database (it was made on PostgreSQL): use pg_restore.',
    ]);
    expect(fs.readdirSync(target)).toEqual(['uploads']);
    expect(pictureHashes(target)).toEqual(picturesBefore);

    const databaseOnly = path.join(root, 'database-only.tar.gz');
    const dbMade = await createBackup({
      dataDir: source,
      file: databaseOnly,
      databaseOnPostgres: false,
      picturesOnS3: true,
    });
    expect(dbMade.ok && dbMade.manifest.pictures).toBeNull();
    expect(dbMade.ok && dbMade.notes).toEqual([
      'The pictures are in the S3 bucket: keep them with its versioning or replication (README, "Backups").',
    ]);
    const names: string[] = [];
    await tar.list({ file: databaseOnly, onReadEntry: (entry) => names.push(entry.path) });
    expect(names[0]).toBe('manifest.json');
    expect(names.some((name) => name.startsWith('uploads'))).toBe(false);

    expect(
      await createBackup({
        dataDir: source,
        file: path.join(root, 'none.tar.gz'),
        databaseOnPostgres: true,
        picturesOnS3: true,
      }),
    ).toEqual({
      ok: false,
      message:
        'Nothing to back up here. The database is on PostgreSQL (DATABASE_URL): back it up with pg_dump (README, "Backups"). The pictures are in the S3 bucket: keep them with its versioning or replication (README, "Backups").',
    });
    // An existing file is never replaced.
    const existing = path.join(root, 'existing.tar.gz');
    fs.writeFileSync(existing, 'keep me');
    expect(
      await createBackup({ dataDir: source, file: existing, databaseOnPostgres: false, picturesOnS3: false }),
    ).toEqual({
      ok: false,
      message: `${existing} already exists: a backup never replaces a file, choose a new name.`,
    });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
  });

  it('refuses to back up or restore while a process holds the database', async () => {
    const holder = await holdDatabase(path.join(source, 'pglite'));
    holders.push(holder);
    const busy = path.join(root, 'busy.tar.gz');
    const backup = await runScript('backup', [busy], source);
    expect(backup.code).toBe(1);
    expect(backup.stderr.trim()).toBe(
      `The embedded database (${path.join(source, 'pglite')}) is in use by process ${holder.pid}, a running server or script: stop it first. If no such process is running, delete ${path.join(source, 'pglite.lock')}. Nothing was backed up.`,
    );
    expect(fs.existsSync(busy)).toBe(false);

    const before = folderState(path.join(source, 'uploads'));
    const restore = await restoreBackup({
      dataDir: source,
      file: archive,
      force: true,
      databaseOnPostgres: false,
      picturesOnS3: false,
    });
    expect(restore.ok).toBe(false);
    expect(restore.ok ? '' : restore.message).toContain(`is in use by process ${holder.pid}`);
    expect(folderState(path.join(source, 'uploads'))).toEqual(before);
  });
});
