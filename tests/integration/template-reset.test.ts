import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepTemplateRows, resetToTemplate, schemaFingerprint } from '../helpers/template-reset';
import { emptyPgliteDataDir } from '../helpers/test-database';

// The helper every integration file's database goes through on the embedded database: after it,
// a file sees the template's rows and sequences whatever the file before it did.
describe('putting a database back to its template', () => {
  let client: PGlite;
  const rows = async (table: string) => (await client.query(`select * from ${table} order by id`)).rows;

  beforeAll(async () => {
    // A new empty database, from the cached dump of one rather than initdb.
    client = await PGlite.create({ loadDataDir: await emptyPgliteDataDir() });
    await client.exec(`
      create table owners (id integer generated always as identity primary key, name text not null);
      create table horses (id serial primary key, owner_id integer not null references owners (id),
        name text not null);
      insert into owners (name) values ('Jane Rider'), ('Sam Groom');
      insert into horses (owner_id, name) values (1, 'Bay'), (2, 'Dun');
      create table empty_notes (id serial primary key, note text);
    `);
    await keepTemplateRows(client);
  });
  afterAll(() => client.close());

  it('brings back deleted, changed and added rows, and the sequences where they stood', async () => {
    const schema = await schemaFingerprint(client);
    await client.exec(`
      delete from horses where name = 'Dun';
      update owners set name = 'Jane R.' where id = 1;
      insert into owners (name) values ('Ann Extra');
      insert into horses (owner_id, name) values (3, 'Grey');
      insert into empty_notes (note) values ('gone after the reset');
    `);

    await resetToTemplate(client);

    expect(await rows('owners')).toEqual([
      { id: 1, name: 'Jane Rider' },
      { id: 2, name: 'Sam Groom' },
    ]);
    expect(await rows('horses')).toEqual([
      { id: 1, owner_id: 1, name: 'Bay' },
      { id: 2, owner_id: 2, name: 'Dun' },
    ]);
    expect(await rows('empty_notes')).toEqual([]);
    // The next rows get the ids the template's next rows would have.
    await client.exec(
      `insert into owners (name) values ('Next Owner'); insert into empty_notes (note) values ('first');`,
    );
    expect((await client.query(`select id from owners where name = 'Next Owner'`)).rows).toEqual([{ id: 3 }]);
    expect((await client.query('select id from empty_notes')).rows).toEqual([{ id: 1 }]);
    expect(await schemaFingerprint(client)).toBe(schema);
  });

  it('leaves the rows stored in the order they were written, as in a fresh copy', async () => {
    // Some tests read a table without an order; after a reset they see what a new database shows.
    for (let round = 0; round < 3; round++) {
      await client.exec(
        `delete from horses where name = 'Bay'; insert into owners (name) values ('Round ${round}');`,
      );
      await resetToTemplate(client);
      await client.exec(`insert into owners (name) values ('First new'), ('Second new');`);
      expect(
        (await client.query('select name from owners')).rows.map((row) => (row as { name: string }).name),
      ).toEqual(['Jane Rider', 'Sam Groom', 'First new', 'Second new']);
      await resetToTemplate(client);
    }
  });

  it('tells a changed schema apart: a constraint added, a column added, a table renamed', async () => {
    const schema = await schemaFingerprint(client);
    await client.exec('alter table horses add constraint refuses_every_row check (false) not valid');
    expect(await schemaFingerprint(client)).not.toBe(schema);
    await client.exec('alter table horses drop constraint refuses_every_row');
    expect(await schemaFingerprint(client)).toBe(schema);
    await client.exec('alter table owners add column nickname text');
    expect(await schemaFingerprint(client)).not.toBe(schema);
    await client.exec('alter table owners drop column nickname');
    expect(await schemaFingerprint(client)).toBe(schema);
    await client.exec('alter table horses rename to horses_hidden');
    expect(await schemaFingerprint(client)).not.toBe(schema);
    await client.exec('alter table horses_hidden rename to horses');
    expect(await schemaFingerprint(client)).toBe(schema);
  });
});
