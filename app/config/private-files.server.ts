import fs from 'node:fs';
import path from 'node:path';
import { logError } from '../logging/log-error';

/**
 * What the site keeps at rest: the data folder (embedded database, pictures, the email outbox, the
 * first admin's password) and backup archives hold password hashes, client pictures and emails
 * with live links. Folders it keeps them in are for the server's own user only (0700), and files
 * with secrets in them (archives, emails, pictures, the session secret) are readable by that user
 * only (0600), whatever the umask, and whatever mode a folder had when it was found.
 */
export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/**
 * Takes the group's and others' permissions off `target` (a folder or a file) where it has some,
 * keeping the owner's: 0755 becomes 0700, 0644 becomes 0600. Nothing there, nothing to do. A
 * folder that is not ours to change (a volume owned by another user) is logged, not fatal: the
 * site still runs, and the line tells the operator what to fix.
 */
export function closeToOthers(target: string): void {
  let mode: number;
  try {
    mode = fs.statSync(target).mode;
  } catch {
    return;
  }
  if ((mode & 0o077) === 0) return;
  try {
    fs.chmodSync(target, mode & 0o700);
  } catch (error) {
    logError(`private files: ${target} is open to other users (mode ${(mode & 0o777).toString(8)})`, error);
  }
}

/**
 * Creates `folder` and any missing parents with privateFolderMode, and closes the folder itself
 * if it existed before with a wider mode (a data folder made by hand, or by an older version).
 */
export function makePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: privateFolderMode });
  closeToOthers(folder);
}

/** The folders the site keeps in DATA_DIR: the embedded database, pictures, emails, work files. */
const dataFolders = ['pglite', 'uploads', 'outbox', 'tmp'];
/** Files in DATA_DIR that hold a secret of their own. */
const secretFiles = ['.session-secret', 'first-admin-password.txt'];

/**
 * What every start does before anything is read or written in DATA_DIR: the folder made or closed
 * (0700), and each folder and secret file the site keeps in it closed too, when they exist. A
 * folder left 0755 by an earlier start or by hand is closed then, not only a new one. What lies
 * deeper needs no change of its own: nobody else can reach a path through a 0700 folder (PGlite
 * writes its files 0666, whatever is asked), and the site writes its own files 0600.
 */
export function closeDataFolder(dataDir: string): void {
  makePrivateFolder(dataDir);
  for (const name of [...dataFolders, ...secretFiles]) closeToOthers(path.join(dataDir, name));
}
