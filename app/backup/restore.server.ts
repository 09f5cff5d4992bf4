import fs from 'node:fs';
import path from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { accountTokens, sessions } from '../accounts/accounts.tables';
import { makePrivateFolder } from '../config/private-files.server';
import { openPglite } from '../db/client.server';
import { DatabaseInUseError, lockDatabase } from '../db/database-lock.server';
import type { ServiceResult } from '../results/service-result';
import { filesUnder, isBackupEntry, isNonEmptyFolder } from './backup-files.server';
import { type BackupManifest, type BackupPart, partsOf } from './backup-manifest';
import { readDatabaseFacts, shippedMigrations } from './database-facts.server';
import { checkArchive } from './read-archive.server';

export interface RestoreOptions {
  /** DATA_DIR, absolute; created when missing. */
  dataDir: string;
  file: string;
  /** Replace a database or pictures already in DATA_DIR (kept until the restored copy has been checked). */
  force: boolean;
  /** For the notes: where this configuration reads its database and pictures from. */
  databaseOnPostgres: boolean;
  picturesOnS3: boolean;
  /**
   * How long to wait for a server that is ending to let go of the embedded database before refusing
   * (dyingOwnerWaitMs: an operator who stops the server and backs up at once is not refused).
   */
  ownerWaitMs?: number;
}

/** Why nothing was restored; `explanation` is the sentence `npm run restore` prints (decision 019). */
export type RestoreRefusal = {
  reason: 'missing' | 'not-a-backup' | 'newer' | 'in-use' | 'not-empty' | 'damaged';
  explanation: string;
};

export type RestoreResult = ServiceResult<{ manifest: BackupManifest; notes: string[] }, RestoreRefusal>;

const unchanged = 'Nothing was changed.';
const partNames: Record<BackupPart, string> = { pglite: 'an embedded database', uploads: 'picture files' };

function sameFacts(a: BackupManifest['database'], b: BackupManifest['database']): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Moves each restored part into DATA_DIR, the current one (if any) aside into `staging` first.
 * Renames within one folder are atomic each; if one fails, those already done are undone, so
 * DATA_DIR holds either the old data or the new, never a mix.
 */
function swapIn(dataDir: string, staging: string, parts: BackupPart[]): void {
  const aside = path.join(staging, 'replaced');
  fs.mkdirSync(aside);
  const done: { part: BackupPart; hadOld: boolean }[] = [];
  try {
    for (const part of parts) {
      const target = path.join(dataDir, part);
      const hadOld = fs.existsSync(target);
      if (hadOld) fs.renameSync(target, path.join(aside, part));
      done.push({ part, hadOld });
      fs.renameSync(path.join(staging, part), target);
    }
  } catch (error) {
    for (const { part, hadOld } of done.reverse()) {
      const target = path.join(dataDir, part);
      const old = path.join(aside, part);
      if (fs.existsSync(target) && (!hadOld || fs.existsSync(old))) fs.rmSync(target, { recursive: true });
      if (hadOld && fs.existsSync(old)) fs.renameSync(old, target);
    }
    throw error;
  }
}

/**
 * Ends every session and unused one-time link in the restored database, before it is moved in. A
 * backup holds the sessions of its day, and between then and now some were ended on purpose (a
 * sign-out, a changed password, a disabled account, a stolen laptop): restored, they would work
 * again. Everyone signs in again instead.
 */
async function endSessions(pgliteDir: string): Promise<void> {
  const database = await openPglite(pgliteDir);
  try {
    await database.db.delete(sessions);
    await database.db.delete(accountTokens).where(isNull(accountTokens.usedAt));
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
}

function notesFor(manifest: BackupManifest, options: RestoreOptions): string[] {
  const notes: string[] = [];
  if (manifest.database)
    notes.push('Every session and unused email link was ended: everyone signs in again.');
  if (!manifest.database)
    notes.push('The archive holds no database (it was made on PostgreSQL): use pg_restore.');
  if (!manifest.pictures) notes.push('The archive holds no picture files (they were in an S3 bucket).');
  if (manifest.database && options.databaseOnPostgres) {
    notes.push('DATABASE_URL is set: the site uses PostgreSQL, not the restored embedded database.');
  }
  if (manifest.pictures && options.picturesOnS3) {
    notes.push('S3_* is set: the site reads pictures from the bucket, not the restored DATA_DIR/uploads.');
  }
  return notes;
}

/**
 * `npm run restore -- FILE [--force]` (decision 019). The whole archive is read and checked before
 * anything is written; it is then unpacked into a folder inside DATA_DIR, the database opened and
 * counted against the manifest, and only then moved into place. Any failure leaves DATA_DIR as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const fail = (reason: RestoreRefusal['reason'], explanation: string): RestoreResult => ({
    ok: false,
    reason,
    explanation: `${explanation} ${unchanged}`,
  });
  if (!fs.existsSync(file)) return fail('missing', `${file} does not exist.`);
  const checked = await checkArchive(file);
  if (!checked.ok) {
    return fail('not-a-backup', `${file} is not a backup made by npm run backup: ${checked.explanation}.`);
  }
  const { manifest } = checked;
  const shipped = shippedMigrations();
  if (manifest.database && manifest.database.migrations > shipped) {
    return fail(
      'newer',
      `${file} comes from a newer version of the site (${manifest.database.migrations} migrations, this one has ${shipped}): update the site first.`,
    );
  }

  const { dataDir } = options;
  const parts = partsOf(manifest);
  makePrivateFolder(dataDir);
  let unlock: () => void;
  try {
    unlock = await lockDatabase(path.join(dataDir, 'pglite'), options.ownerWaitMs);
  } catch (error) {
    if (error instanceof DatabaseInUseError) return fail('in-use', error.message);
    throw error;
  }
  try {
    const occupied = parts.filter((part) => isNonEmptyFolder(path.join(dataDir, part)));
    if (occupied.length > 0 && !options.force) {
      return fail(
        'not-empty',
        `${dataDir} (DATA_DIR) already holds ${occupied.map((part) => partNames[part]).join(' and ')}: restore into an empty DATA_DIR, or add --force to replace ${occupied.length > 1 ? 'them' : 'it'}.`,
      );
    }
    // Inside DATA_DIR, so the final moves are renames on one file system.
    const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
    try {
      await tar.extract({
        file,
        cwd: staging,
        strict: true,
        filter: (_path, entry) => entry instanceof tar.ReadEntry && isBackupEntry(entry),
      });
      for (const part of parts) fs.mkdirSync(path.join(staging, part), { recursive: true });
      if (manifest.database) {
        const restored = await readDatabaseFacts(path.join(staging, 'pglite'));
        if (!sameFacts(restored, manifest.database)) {
          return fail('damaged', `The database in ${file} does not hold what its manifest lists.`);
        }
        await endSessions(path.join(staging, 'pglite'));
      }
      if (manifest.pictures && filesUnder(path.join(staging, 'uploads')).length !== manifest.pictures.files) {
        return fail('damaged', `The picture files in ${file} do not match its manifest.`);
      }
      swapIn(dataDir, staging, parts);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
    return { ok: true, manifest, notes: notesFor(manifest, options) };
  } finally {
    unlock();
  }
}
