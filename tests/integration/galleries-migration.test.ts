import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabaseName } from '../helpers/postgres-admin';

/**
 * The migration that brings galleries puts every picture already delivered into one
 * Released "Your pictures" gallery per client, so nothing changes for today's clients. The
 * database is migrated to the step before, given clients and pictures as they were stored then,
 * and migrated on; on PGlite, or on the PostgreSQL server DATABASE_URL names.
 */

const galleriesMigration = '0012_galleries';
const migrationsFolder = path.resolve('drizzle');

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends there. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, end);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

interface Connection {
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openPgliteConnection(): Promise<Connection> {
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgresConnection(url: string): Promise<Connection> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const name = `galleries_migration_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabaseName(url, name), max: 2 });
  const db = drizzle({ client: pool });
  return {
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await adminQuery(url, `DROP DATABASE ${name}`);
    },
  };
}

let connection: Connection;
let before: string;

beforeAll(async () => {
  before = migrationsBefore(galleriesMigration);
  const url = process.env.DATABASE_URL;
  connection = url ? await openPostgresConnection(url) : await openPgliteConnection();
  await connection.migrate(before);
});

afterAll(async () => {
  await connection?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

/** A picture row as the pictures table held it before galleries. */
function pictureValues(id: string, userId: number, createdAt: string): string {
  return `('${id}', ${userId}, 'jpeg', 1200, 800, 1000, 480, 320,
    'pictures/${id}/original.jpg', 'pictures/${id}/display.webp', 'pictures/${id}/thumb.webp',
    '${createdAt}')`;
}

describe('the galleries migration', () => {
  it("puts every client's pictures into one Released 'Your pictures' gallery, and gives no gallery to a client without pictures", async () => {
    const users = await connection.query(`
      INSERT INTO users (email, name, password_hash, is_client) VALUES
        ('ann@example.com', 'Ann', 'x', true),
        ('bea@example.com', 'Bea', 'x', true),
        ('cal@example.com', 'Cal', 'x', true)
      RETURNING id, email`);
    const idOf = (email: string) => Number(users.find((row) => row.email === email)?.id);
    const ann = idOf('ann@example.com');
    const bea = idOf('bea@example.com');
    const pictures: [string, number, string][] = [
      [crypto.randomUUID(), ann, '2026-03-01T10:00:00Z'],
      [crypto.randomUUID(), ann, '2026-03-02T10:00:00Z'],
      [crypto.randomUUID(), bea, '2026-04-01T10:00:00Z'],
    ];
    await connection.query(`
      INSERT INTO pictures (id, user_id, format, width, height, byte_size, thumb_width, thumb_height,
        original_key, display_key, thumb_key, created_at)
      VALUES ${pictures.map(([id, owner, at]) => pictureValues(id, owner, at)).join(',\n')}`);

    await connection.migrate(migrationsFolder);

    const galleries = await connection.query(
      'SELECT id, user_id, title, state, is_default, selection_limit, expires_on, booking_id FROM galleries ORDER BY user_id',
    );
    expect(galleries.map(({ id: _id, ...rest }) => rest)).toEqual(
      [ann, bea].map((owner) => ({
        user_id: owner,
        title: 'Your pictures',
        state: 'released',
        is_default: true,
        selection_limit: null,
        expires_on: null,
        booking_id: null,
      })),
    );
    const galleryOf = (owner: number) => galleries.find((row) => row.user_id === owner)?.id;
    const placed = await connection.query('SELECT id, gallery_id FROM pictures');
    expect(new Map(placed.map((row) => [row.id, row.gallery_id]))).toEqual(
      new Map(pictures.map(([id, owner]) => [id, galleryOf(owner)])),
    );
  });

  it('leaves every picture in a gallery from now on', async () => {
    const owner = await connection.query(`SELECT id FROM users WHERE email = 'cal@example.com'`);
    const id = crypto.randomUUID();
    await expect(
      connection.query(`
        INSERT INTO pictures (id, user_id, format, width, height, byte_size, thumb_width, thumb_height,
          original_key, display_key, thumb_key, created_at)
        VALUES ${pictureValues(id, Number(owner[0]?.id), '2026-05-01T10:00:00Z')}`),
    ).rejects.toThrow(/gallery_id/);
  });
});
