import fs from 'node:fs';
import path from 'node:path';
import type { ReadEntry } from 'tar';
import { backupParts, manifestName } from './backup-manifest';

/** The regular files under `dir`, relative to it; a temporary picture part (`.part`) is not one. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export function isNonEmptyFolder(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

/**
 * What an archive may hold: the manifest, and plain files and folders under pglite/ and uploads/.
 * Links, devices and any other path are refused (links are where archive attacks live).
 */
export function isBackupEntry(entry: Pick<ReadEntry, 'path' | 'type'>): boolean {
  if (entry.type !== 'File' && entry.type !== 'Directory') return false;
  if (entry.path.startsWith('/') || entry.path.split('/').includes('..')) return false;
  if (entry.path === manifestName) return entry.type === 'File';
  return backupParts.some((part) => entry.path === `${part}/` || entry.path.startsWith(`${part}/`));
}

/** Flushes a written file to the disk, so a backup that was reported done survives a power cut. */
export function syncFile(file: string): void {
  const handle = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}
