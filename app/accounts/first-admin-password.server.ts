import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '../config/env.server';
import { makePrivateFolder, privateFileMode } from '../config/private-files.server';

/**
 * The first admin's generated password (PRODUCT §13): never in the log, which ends up
 * in log collectors and support tickets, but written once to a file in the data folder that only
 * the server's user can read. The log says where it is. The file goes when that password changes.
 */
export function firstAdminPasswordFile(): string {
  return path.join(getEnv().dataDir, 'first-admin-password.txt');
}

export interface FirstAdminPassword {
  email: string;
  password: string;
}

/** Writes the file afresh (0600 from its first byte), replacing one a wiped database left behind. */
export function writeFirstAdminPassword({ email, password }: FirstAdminPassword): string {
  const file = firstAdminPasswordFile();
  makePrivateFolder(path.dirname(file));
  fs.rmSync(file, { force: true });
  const text = [
    "The first admin's password, made by the server. Sign in at /admin and change it on Your Account",
    '(/account): this file is then deleted.',
    '',
    `Email: ${email}`,
    `Password: ${password}`,
    '',
  ].join('\n');
  fs.writeFileSync(file, text, { mode: privateFileMode, flag: 'wx' });
  return file;
}

/** What the file holds, or null when there is none (or it is not one of ours). */
export function readFirstAdminPassword(): FirstAdminPassword | null {
  let text: string;
  try {
    text = fs.readFileSync(firstAdminPasswordFile(), 'utf8');
  } catch {
    return null;
  }
  const email = /^Email: (.+)$/m.exec(text)?.[1];
  const password = /^Password: (.+)$/m.exec(text)?.[1];
  return email && password ? { email, password } : null;
}

/** Deletes the file when it holds the password of `email`, whose password has just changed. */
export function forgetFirstAdminPassword(email: string): void {
  const kept = readFirstAdminPassword();
  if (kept && kept.email.toLowerCase() === email.trim().toLowerCase()) {
    fs.rmSync(firstAdminPasswordFile(), { force: true });
  }
}
