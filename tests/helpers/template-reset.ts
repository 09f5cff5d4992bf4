import type { PGlite } from '@electric-sql/pglite';

/**
 * Lets one embedded database serve every test file of a Vitest worker, each file starting from the
 * run's migrated, seeded template as if it had its own copy. Loading a copy per file took about
 * half a second of CPU (unpacking the data folder and starting PostgreSQL), a fifth of the
 * integration tests' time; putting the rows back takes about 90 ms (docs/TESTING.md).
 *
 * `keepTemplateRows` runs once on the template before it is dumped: it copies each table of schema
 * `public` into schema `test_template` with the sequences' positions, and writes
 * `test_template.reset()`, which empties every table of `public` in one TRUNCATE, copies the
 * template's rows back and puts the sequences back. TRUNCATE rather than DELETE: the tables start
 * as a fresh copy's do, rows stored in the order they were written (a DELETE left room that later
 * rows filled out of order: about 80 ms a file against 25). Foreign keys are not checked while the
 * rows go back (`session_replication_role = replica`): every table is restored whole.
 * Schema `public` is what the tests read and snapshot; `test_template` is never read by the app.
 */
export async function keepTemplateRows(client: PGlite): Promise<void> {
  await client.exec(`
    create schema test_template;
    create table test_template.sequences as
      select sequencename as name, start_value, last_value, last_value is not null as is_called
      from pg_sequences where schemaname = 'public';
    do $keep$
    declare
      t record;
      columns text;
      body text;
    begin
      select 'set local session_replication_role = replica; truncate '
          || string_agg(format('public.%I', tablename), ', ') || '; '
        into body from pg_tables where schemaname = 'public';
      for t in select tablename from pg_tables where schemaname = 'public' order by tablename loop
        execute format('create table test_template.%I as select * from public.%I', t.tablename, t.tablename);
        select string_agg(format('%I', column_name), ', ' order by ordinal_position) into columns
          from information_schema.columns
          where table_schema = 'public' and table_name = t.tablename and is_generated = 'NEVER';
        body := body
          || format('insert into public.%I (%s) overriding system value select %s from test_template.%I; ',
            t.tablename, columns, columns, t.tablename);
      end loop;
      body := body || 'perform setval(format(''public.%I'', name), coalesce(last_value, start_value), is_called) '
        || 'from test_template.sequences; ';
      execute format('create function test_template.reset() returns void language plpgsql as %L',
        'begin ' || body || 'end');
    end
    $keep$;
  `);
}

/** Puts every row of schema `public` back as the template had it (`keepTemplateRows`). */
export async function resetToTemplate(client: PGlite): Promise<void> {
  await client.query('select test_template.reset()');
}

/**
 * A digest of schema `public`'s tables, columns and constraints. A file that changed the schema and
 * failed before putting it back leaves a different digest, and the next file gets a fresh copy of
 * the template instead of a schema no file expects (test-database.ts).
 */
export async function schemaFingerprint(client: PGlite): Promise<string> {
  const result = await client.query<{ digest: string }>(`
    select md5(coalesce(string_agg(part, ',' order by part), '')) as digest from (
      select relname || ':' || relkind::text as part from pg_class
        where relnamespace = 'public'::regnamespace
      union all
      select conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace = 'public'::regnamespace
      union all
      select attrelid::regclass::text || '.' || attname || ':' || format_type(atttypid, atttypmod)
        from pg_attribute join pg_class on pg_class.oid = attrelid
        where relnamespace = 'public'::regnamespace and attnum > 0 and not attisdropped
    ) as parts`);
  const digest = result.rows[0]?.digest;
  if (!digest) throw new Error('The schema digest query answered no row');
  return digest;
}
