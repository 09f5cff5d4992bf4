import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.tables';
import { migrationsFolder, openPglite } from '../db/client.server';
import { pictures } from '../galleries/pictures.tables';
import { orders } from '../shop/shop.tables';
import type { BackupManifest } from './backup-manifest';

export type DatabaseFacts = NonNullable<BackupManifest['database']>;

/** The number of migrations this code ships (drizzle/meta/_journal.json). */
export function shippedMigrations(): number {
  const journal: unknown = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  );
  const entries = (journal as { entries?: unknown }).entries;
  if (!Array.isArray(entries)) throw new Error('drizzle/meta/_journal.json has no entries');
  return entries.length;
}

/**
 * Opens the embedded database in `pgliteDir` (taking its lock), writes everything in memory out to
 * its files (CHECKPOINT), and counts what a restore must find again: the applied migrations and
 * the users, orders and pictures. Closing it leaves the folder whole and at rest, ready to copy.
 */
export async function readDatabaseFacts(pgliteDir: string): Promise<DatabaseFacts> {
  const database = await openPglite(pgliteDir);
  try {
    const { db } = database;
    await db.execute(sql`checkpoint`);
    const applied = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const migrations = Number((applied as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    const [userRows] = await db.select({ n: count() }).from(users);
    const [orderRows] = await db.select({ n: count() }).from(orders);
    const [pictureRows] = await db.select({ n: count() }).from(pictures);
    return {
      kind: 'pglite',
      migrations,
      rows: { users: userRows?.n ?? 0, orders: orderRows?.n ?? 0, pictures: pictureRows?.n ?? 0 },
    };
  } finally {
    await database.close();
  }
}
