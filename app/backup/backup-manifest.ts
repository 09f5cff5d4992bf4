import { z } from 'zod';

/**
 * The first entry of every backup archive (decision 019): what it holds and how to check it. A file
 * whose first entry is not this, or not this version, is refused before anything is changed.
 */
export const backupFormat = 'equine-photography-backup';
export const backupVersion = 1;
export const manifestName = 'manifest.json';

/** The top-level folders an archive may hold, beside the manifest: DATA_DIR/pglite and DATA_DIR/uploads. */
export const backupParts = ['pglite', 'uploads'] as const;
export type BackupPart = (typeof backupParts)[number];

const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(backupVersion),
  createdAt: z.iso.datetime(),
  /** The embedded database's folder, or null when the site runs on PostgreSQL (pg_dump covers it). */
  database: z
    .object({
      kind: z.literal('pglite'),
      /** Migrations applied to it: a restore refuses a database newer than the code that restores it. */
      migrations: count,
      /** Rows it held, checked again after a restore. */
      rows: z.object({ users: count, orders: count, pictures: count }),
    })
    .nullable(),
  /** The picture files of DATA_DIR/uploads, or null when they live in an S3 bucket. */
  pictures: z.object({ kind: z.literal('local'), files: count }).nullable(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** The manifest's parts, as folder names in the archive and in DATA_DIR. */
export function partsOf(manifest: BackupManifest): BackupPart[] {
  return backupParts.filter((part) => (part === 'pglite' ? manifest.database : manifest.pictures) !== null);
}
