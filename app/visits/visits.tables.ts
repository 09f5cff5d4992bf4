import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * First-party page views: a count per path and day, nothing about the visitor (no address, no
 * cookie, no user agent), so there is nothing personal to keep or delete.
 */
export const pageViews = pgTable(
  'page_views',
  {
    /** Day of the view in the business's time zone (yyyy-MM-dd). */
    day: date('day', { mode: 'string' }).notNull(),
    /** The path only: query strings can carry searches and tokens. */
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
