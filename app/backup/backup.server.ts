import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { clock } from '../business-time/clock';
import { makePrivateFolder, privateFileMode } from '../config/private-files.server';
import { DatabaseInUseError, lockDatabase } from '../db/database-lock.server';
import type { ServiceResult } from '../results/service-result';
import { filesUnder, syncFile } from './backup-files.server';
import { type BackupManifest, backupFormat, backupVersion, manifestName } from './backup-manifest';
import { readDatabaseFacts } from './database-facts.server';

export interface BackupOptions {
  /** DATA_DIR, absolute. */
  dataDir: string;
  /** The archive to write; it must not exist yet. */
  file: string;
  /** DATABASE_URL is set: the database is on a PostgreSQL server, which pg_dump backs up. */
  databaseOnPostgres: boolean;
  /** S3_* is set: the pictures are in a bucket, which its versioning or replication protects. */
  picturesOnS3: boolean;
  now?: Date;
  /**
   * How long to wait for a server that is ending to let go of the embedded database before refusing
   * (dyingOwnerWaitMs: an operator who stops the server and backs up at once is not refused).
   */
  ownerWaitMs?: number;
}

/** Why nothing was backed up; `explanation` is the sentence `npm run backup` prints (decision 019). */
export type BackupRefusal = {
  reason: 'file-exists' | 'no-folder' | 'nothing-here' | 'no-database' | 'in-use';
  explanation: string;
};

export type BackupResult = ServiceResult<
  { file: string; bytes: number; manifest: BackupManifest; notes: string[] },
  BackupRefusal
>;

const fail = (reason: BackupRefusal['reason'], explanation: string): BackupResult => ({
  ok: false,
  reason,
  explanation,
});

/**
 * `npm run backup -- FILE` (decision 019): one .tar.gz holding a manifest, the embedded database's
 * folder (DATA_DIR/pglite) and the picture files (DATA_DIR/uploads), each part only where it lives
 * in DATA_DIR. The database's lock is held throughout, so no server or script writes meanwhile,
 * and the archive is written under a temporary name and renamed when whole.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const file = path.resolve(options.file);
  if (fs.existsSync(file))
    return fail('file-exists', `${file} already exists: a backup never replaces a file, choose a new name.`);
  if (!fs.existsSync(path.dirname(file))) {
    return fail('no-folder', `The folder ${path.dirname(file)} does not exist.`);
  }

  const { dataDir } = options;
  const pgliteDir = path.join(dataDir, 'pglite');
  const uploads = path.join(dataDir, 'uploads');
  const notes: string[] = [];
  if (options.databaseOnPostgres) {
    notes.push('The database is on PostgreSQL (DATABASE_URL): back it up with pg_dump (README, "Backups").');
  }
  if (options.picturesOnS3) {
    notes.push(
      'The pictures are in the S3 bucket: keep them with its versioning or replication (README, "Backups").',
    );
  }
  if (options.databaseOnPostgres && options.picturesOnS3)
    return fail('nothing-here', `Nothing to back up here. ${notes.join(' ')}`);
  const withDatabase = !options.databaseOnPostgres;
  if (withDatabase && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    return fail('no-database', `There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
  }

  let unlock = () => {};
  if (withDatabase) {
    try {
      unlock = await lockDatabase(pgliteDir, options.ownerWaitMs);
    } catch (error) {
      if (error instanceof DatabaseInUseError)
        return fail('in-use', `${error.message} Nothing was backed up.`);
      throw error;
    }
  }
  // The manifest is written inside DATA_DIR, so one tar call with DATA_DIR as its folder packs it.
  makePrivateFolder(dataDir);
  const work = fs.mkdtempSync(path.join(dataDir, '.backup-'));
  const partial = `${file}.${crypto.randomBytes(4).toString('hex')}.partial`;
  try {
    const manifest: BackupManifest = {
      format: backupFormat,
      version: backupVersion,
      createdAt: (options.now ?? clock.now()).toISOString(),
      database: withDatabase ? await readDatabaseFacts(pgliteDir) : null,
      pictures: options.picturesOnS3 ? null : { kind: 'local', files: filesUnder(uploads).length },
    };
    const manifestFile = path.join(work, manifestName);
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    const manifestEntry = path.relative(dataDir, manifestFile).split(path.sep).join('/');
    const parts = [
      ...(withDatabase ? ['pglite'] : []),
      ...(manifest.pictures && fs.existsSync(uploads) ? ['uploads'] : []),
    ];
    await tar.create(
      {
        file: partial,
        // Password hashes, client pictures: readable by the one who made it only.
        mode: privateFileMode,
        gzip: true,
        cwd: dataDir,
        portable: true,
        strict: true,
        // A picture still being written, or a stale pid file, is not part of the data.
        filter: (entryPath) => !entryPath.endsWith('.part') && path.basename(entryPath) !== 'postmaster.pid',
        onWriteEntry: (entry) => {
          if (entry.path === manifestEntry) entry.path = manifestName;
        },
      },
      [manifestEntry, ...parts],
    );
    syncFile(partial);
    fs.renameSync(partial, file);
    return { ok: true, file, bytes: fs.statSync(file).size, manifest, notes };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
    unlock();
  }
}
