import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types drizzle-orm's PGlite driver reads as PostgreSQL's text (it makes its own Dates and
 * strings from it): dates, timestamps and intervals, and arrays of them and of numerics. It hands
 * PGlite these parsers with every query (drizzle-orm/pglite/session.js), and PGlite merges them into
 * its own table of ~320 parsers, one per type and array type, on every query: a copy that cost
 * 0.3 ms, half of a small query's time (decision 072).
 */
const textTypes: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const readAsText = (value: string) => value;

/** The query's options without its parsers when they only read types as text, as the client now does. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => textTypes.includes(Number(type)))) return options;
  const { parsers: _asTheClientReadsThem, ...rest } = options;
  return rest;
}

/**
 * Makes `client` read drizzle's text types as text itself, once, so the queries drizzle sends
 * through it (its transactions' too) go without their per-query copy of the parsers. The results
 * are the same: drizzle asks for exactly this. Called once the client is ready: PGlite sets its
 * array types' parsers while it starts, and would replace these.
 */
export function readTextTypesOnce(client: PGlite): PGlite {
  for (const type of textTypes) client.parsers[type] = readAsText;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, options) => query(text, params, withoutTextParsers(options));
  client.transaction = (callback) =>
    transaction((tx) => {
      // The transaction's other members (its `closed` getter included) read through to it.
      const lean: Transaction = Object.create(tx);
      lean.query = (text, params, options) => tx.query(text, params, withoutTextParsers(options));
      return callback(lean);
    });
  return client;
}
