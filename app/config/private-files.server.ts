import fs from 'node:fs';

/**
 * What the site keeps at rest (issue 23): the data folder (embedded database, pictures, the email
 * outbox, the first admin's password) and backup archives hold password hashes, client pictures
 * and emails with live links. Folders it creates are for the server's own user only (0700), and
 * files with secrets in them (archives, emails) are readable by that user only (0600), whatever
 * the umask.
 */
export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/** Creates `folder` and any missing parents with privateFolderMode; an existing one is left as it is. */
export function makePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: privateFolderMode });
}
