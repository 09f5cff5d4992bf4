import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareReads } from './pglite-prepared-reads.server';

const preparedNames = `select name from pg_prepared_statements where name like 'read_%' order by name`;

describe('prepareReads', () => {
  let client: PGlite;
  const exchanges = vi.spyOn(PGlite.prototype, 'execProtocolRawSync');

  beforeAll(async () => {
    client = prepareReads(await PGlite.create(), 4);
    await client.exec(`set timezone = 'UTC';
      create table horses (id integer primary key, name text not null, born date, shown timestamptz,
        traits jsonb, ribbons integer[], retired boolean not null default false);
      insert into horses values
        (1, 'Bramble', '2015-04-02', '2026-06-01 10:00+00', '{"colour": "bay"}', '{1,3}', false),
        (2, 'Juniper', null, null, null, null, true);
      create table changes (n integer);
      create function tell() returns trigger language plpgsql as
        $$ begin perform pg_notify('changes', new.n::text); return new; end $$;
      create trigger told after insert on changes for each row execute function tell();`);
  });
  afterAll(async () => {
    exchanges.mockRestore();
    await client.close();
  });

  it('reads rows with their types, in both row modes, from parameters of each kind', async () => {
    const text =
      'select id, name, born, traits, ribbons, retired from horses where shown < $1 and ribbons = $2 and retired = $3';
    const asArrays = await client.query(text, [new Date('2026-07-01T00:00:00Z'), [1, 3], false], {
      rowMode: 'array',
    });
    expect(asArrays.rows).toEqual([
      [1, 'Bramble', new Date('2015-04-02T00:00:00Z'), { colour: 'bay' }, [1, 3], false],
    ]);
    expect(asArrays.fields.map((field) => field.name)).toEqual([
      'id',
      'name',
      'born',
      'traits',
      'ribbons',
      'retired',
    ]);
    const asObjects = await client.query<{ name: string; born: null }>(
      'select name, born from horses where born is not distinct from $1',
      [null],
    );
    expect(asObjects.rows).toEqual([{ name: 'Juniper', born: null }]);
    expect(asObjects.affectedRows).toBe(0);
  });

  it('prepares a read once and then runs it in one exchange with PostgreSQL', async () => {
    const text = 'select name from horses where id = $1';
    await client.query(text, [1]);
    exchanges.mockClear();
    expect((await client.query(text, [2])).rows).toEqual([{ name: 'Juniper' }]);
    expect((await client.query(text, [1])).rows).toEqual([{ name: 'Bramble' }]);
    expect(exchanges).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its number of statements, closing the least recently used', async () => {
    for (const id of [1, 2, 3, 4, 5]) await client.query(`select ${id} as n`);
    // The four kept: the three latest reads and this listing itself.
    const kept = await client.query<{ name: string }>(preparedNames);
    expect(kept.rows).toHaveLength(4);
    expect((await client.query('select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it('throws PostgreSQL’s error with the query, and reads on after it', async () => {
    const failing = client.query('select name from horses where id = $1', ['not a number']);
    await expect(failing).rejects.toMatchObject({
      code: '22P02',
      query: 'select name from horses where id = $1',
      params: ['not a number'],
    });
    await expect(client.query('select nothing from horses')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select count(*)::int as n from horses')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a read again when its table’s columns changed', async () => {
    const text = 'select * from horses where id = $1';
    expect(Object.keys((await client.query<object>(text, [1])).rows[0] ?? {})).toHaveLength(7);
    await client.exec('alter table horses add column stable text');
    expect((await client.query<{ stable: null }>(text, [1])).rows[0]?.stable).toBeNull();
  });

  it('sends writes PGlite’s way, so their notifications reach the listeners', async () => {
    const heard: string[] = [];
    await client.listen('changes', (payload) => heard.push(payload));
    const before = (await client.query<{ name: string }>(preparedNames)).rows;
    const written = await client.query('insert into changes values ($1)', [7]);
    expect(written.affectedRows).toBe(1);
    expect(heard).toEqual(['7']);
    expect((await client.query<{ name: string }>(preparedNames)).rows).toEqual(before);
  });

  it('waits for an open transaction, as PGlite’s own reads do', async () => {
    let countedDuring: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into changes values (8)');
      countedDuring = client.query('select count(*)::int as n from changes');
    });
    expect((await (countedDuring as Promise<{ rows: unknown[] }>)).rows).toEqual([{ n: 2 }]);
  });
});
