import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readTextTypesOnce } from './pglite-text-types.server';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local', { mode: 'string' }).notNull(),
  day: date('day').notNull(),
  length: interval('length').notNull(),
});

// What drizzle makes of the text PostgreSQL sends for each column (its own parsing, not PGlite's).
const expectedRow = {
  id: 1,
  at: new Date('2026-11-28T09:30:00.000Z'),
  local: '2026-11-28 10:30:00',
  day: '2026-11-28',
  length: '01:30:00',
};

const expectedRaw = {
  stamp: '2026-11-28 10:30:00',
  stamps: '{"2026-11-28 10:30:00","2026-11-29 00:00:00"}',
  days: '{2026-11-28}',
  amounts: '{1.50,2}',
};

const rawQuery = sql`select timestamp '2026-11-28 10:30' as stamp,
  array[timestamp '2026-11-28 10:30', timestamp '2026-11-29'] as stamps,
  array[date '2026-11-28'] as days, array[1.50, 2]::numeric[] as amounts`;

describe('readTextTypesOnce', () => {
  let db: ReturnType<typeof drizzle>;
  let client: PGlite;
  const query = vi.spyOn(PGlite.prototype, 'query');

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table moments (id integer primary key, at timestamptz not null,
      local timestamp not null, day date not null, length interval not null)`);
    await client.exec(`set timezone = 'UTC'`);
    db = drizzle({ client: readTextTypesOnce(client) });
  });
  afterAll(async () => {
    query.mockRestore();
    await client.close();
  });

  it('reads the rows drizzle reads, with no copy of the parsers per query', async () => {
    query.mockClear();
    await db.insert(moments).values({ ...expectedRow, at: new Date('2026-11-28T09:30:00Z') });
    expect(await db.select().from(moments)).toEqual([expectedRow]);
    expect((await db.execute(rawQuery)).rows).toEqual([expectedRaw]);
    expect(query).toHaveBeenCalledTimes(3);
    for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
  });

  it('reads them the same in a transaction, whose other members still answer', async () => {
    const read = await db.transaction(async (tx) => ({
      rows: await tx.select().from(moments),
      raw: (await tx.execute(rawQuery)).rows,
    }));
    expect(read).toEqual({ rows: [expectedRow], raw: [expectedRaw] });
    await expect(db.transaction(async (tx) => tx.rollback())).rejects.toThrow();
  });
});
