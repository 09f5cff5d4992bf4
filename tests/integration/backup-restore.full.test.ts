import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../app/accounts/accounts.tables';
import { createBackup } from '../../app/backup/backup.server';
import { restoreBackup } from '../../app/backup/restore.server';
import { resetEnvCache, s3Names } from '../../app/config/env.server';
import { type Database, openPglite } from '../../app/db/client.server';
import { useDatabase as makeProcessDatabase } from '../../app/db/db.server';
import { seed } from '../../app/startup/seed.server';
import { holdDatabase } from '../helpers/database-holder';
import { runScript } from '../helpers/run-script';
import { emptyPgliteDataDir, tableSnapshot } from '../helpers/test-database';
import { jpegFile, pngFile, signedInUser, upload } from './pictures-helpers';
import { billing, checkout, confirm, fillCart, newCard, review, shipping, shopUser } from './shop-helpers';

/**
 * PRODUCT §15: `npm run backup` and `npm run restore` (the embedded database on disk, pictures in
 * DATA_DIR/uploads). The first test runs both as an operator does (child processes); the refusals
 * call the same services in-process. A backup restored into a fresh folder holds every row and
 * picture byte of the original; a damaged or foreign file, a non-empty target and a database in
 * use (held by another process) are refused with one clear message, changing nothing.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-backup-'));
const source = path.join(root, 'source');
const archive = path.join(root, 'site.tar.gz');
const envNames = ['DATA_DIR', 'DATABASE_URL', ...s3Names] as const;
const savedEnv = Object.fromEntries(envNames.map((name) => [name, process.env[name]]));
const holders: ChildProcess[] = [];

/** What the source folder held when it was backed up: every table's rows, every picture's bytes. */
let rowsBefore: Record<string, string[]>;
let picturesBefore: Map<string, string>;

/** `npm run <script> -- args` as `node --import tsx scripts/<script>.ts`, on its own DATA_DIR. */
function runCommand(script: 'backup' | 'restore', args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of envNames.filter((n) => n !== 'DATA_DIR')) delete env[name];
  return runScript(script, args, { env });
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
    // One-time links of the backup's day: one still unused, one used.
    const inAnHour = new Date(Date.now() + 3_600_000);
    await database.db.insert(accountTokens).values([
      { tokenHash: 'a'.repeat(64), userId: admin.id, purpose: 'reset-password', expiresAt: inAnHour },
      {
        tokenHash: 'b'.repeat(64),
        userId: client.id,
        purpose: 'verify-email',
        expiresAt: inAnHour,
        usedAt: new Date(),
      },
    ]);
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
  expect(rowsBefore.sessions?.length).toBeGreaterThan(0);
  expect(rowsBefore.account_tokens).toHaveLength(2);
});

/**
 * What a restore must hold: every row of the backup, except that every session ends and every
 * unused one-time link with it: between the backup and the restore some were ended on
 * purpose, and restored they would work again.
 */
function expectRestored(rows: Record<string, string[]>): void {
  const { sessions, account_tokens: links, ...others } = rows;
  const { sessions: _sessions, account_tokens: _links, ...othersBefore } = rowsBefore;
  expect(others).toEqual(othersBefore);
  expect(sessions).toEqual([]);
  expect(links).toHaveLength(1);
  expect(links?.[0]).toContain('b'.repeat(64));
}

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
    const backup = await runCommand('backup', [archive], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up the embedded database \(3 users, 1 orders, 2 pictures\) and 6 picture files to .*site\.tar\.gz \(\d+\.\d MB\)\.$/m,
    );
    // The archive is whole: no temporary name is left beside it, and the source can be opened again.
    expect(fs.readdirSync(root).sort()).toEqual(['site.tar.gz', 'source']);
    // Password hashes and client pictures: readable by its owner only, as the data folder the
    // server made when it first opened the database.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(source).mode & 0o777).toBe(0o700);

    const fresh = path.join(root, 'fresh');
    const restore = await runCommand('restore', [archive], fresh);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(
      `Restored the embedded database (3 users, 1 orders, 2 pictures) and 6 picture files from the backup of `,
    );
    expect(restore.stdout).toContain(
      'Every session and unused email link was ended: everyone signs in again.',
    );
    expectRestored(await rowsIn(fresh));
    expect(pictureHashes(fresh)).toEqual(picturesBefore);
    // The new DATA_DIR is made for its owner only.
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
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

    const flippedRun = await restoreBackup({
      dataDir: target,
      file: damaged,
      force: true,
      databaseOnPostgres: false,
      picturesOnS3: false,
    });
    expect(flippedRun.ok ? '' : flippedRun.explanation).toMatch(
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
      reason: 'not-a-backup',
      explanation: `${cut} is not a backup made by npm run backup: it cannot be read as a .tar.gz (zlib: unexpected end of file). Nothing was changed.`,
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
      reason: 'not-a-backup',
      explanation: `${foreign} is not a backup made by npm run backup: it does not start with manifest.json. Nothing was changed.`,
    });
    expect(await restore(text)).toEqual({
      ok: false,
      reason: 'not-a-backup',
      explanation: `${text} is not a backup made by npm run backup: it cannot be read as a .tar.gz (TAR_BAD_ARCHIVE: Unrecognized archive format). Nothing was changed.`,
    });
    expect(folderState(target)).toEqual(before);
  });

  it('refuses a DATA_DIR that already holds data unless told --force, then replaces it whole', async () => {
    const target = path.join(root, 'fresh');
    const before = folderState(target);
    const refused = await restoreBackup({
      dataDir: target,
      file: archive,
      force: false,
      databaseOnPostgres: false,
      picturesOnS3: false,
    });
    expect(refused).toEqual({
      ok: false,
      reason: 'not-empty',
      explanation: `${target} (DATA_DIR) already holds an embedded database and picture files: restore into an empty DATA_DIR, or add --force to replace them. Nothing was changed.`,
    });
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
    expectRestored(await rowsIn(target));
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
      reason: 'nothing-here',
      explanation:
        'Nothing to back up here. The database is on PostgreSQL (DATABASE_URL): back it up with pg_dump (README, "Backups"). The pictures are in the S3 bucket: keep them with its versioning or replication (README, "Backups").',
    });
    // An existing file is never replaced.
    const existing = path.join(root, 'existing.tar.gz');
    fs.writeFileSync(existing, 'keep me');
    expect(
      await createBackup({ dataDir: source, file: existing, databaseOnPostgres: false, picturesOnS3: false }),
    ).toEqual({
      ok: false,
      reason: 'file-exists',
      explanation: `${existing} already exists: a backup never replaces a file, choose a new name.`,
    });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
  });

  it('refuses to back up or restore while a process holds the database', async () => {
    const holder = await holdDatabase(path.join(source, 'pglite'));
    holders.push(holder);
    const busy = path.join(root, 'busy.tar.gz');
    const backup = await createBackup({
      dataDir: source,
      file: busy,
      databaseOnPostgres: false,
      picturesOnS3: false,
      // The holder keeps running: waiting for it to end (5 s by default) would only slow the test.
      ownerWaitMs: 0,
    });
    expect(backup).toEqual({
      ok: false,
      reason: 'in-use',
      explanation: `The embedded database (${path.join(source, 'pglite')}) is in use by process ${holder.pid}, a running server or script: stop it first. If no such process is running, delete ${path.join(source, 'pglite.lock')}. Nothing was backed up.`,
    });
    expect(fs.existsSync(busy)).toBe(false);

    const before = folderState(path.join(source, 'uploads'));
    const restore = await restoreBackup({
      dataDir: source,
      file: archive,
      force: true,
      databaseOnPostgres: false,
      picturesOnS3: false,
      ownerWaitMs: 0,
    });
    expect(restore.ok).toBe(false);
    expect(restore.ok ? '' : restore.explanation).toContain(`is in use by process ${holder.pid}`);
    expect(folderState(path.join(source, 'uploads'))).toEqual(before);
  });
});
