import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Pictures downloaded by clients (PRODUCT §2 Admin Home, Reports), first party: a count per day and
 * nothing about who, as the page views (no address, no cookie), so there is nothing personal to
 * keep or delete.
 */
export const pictureDownloads = pgTable('picture_downloads', {
  /** Day of the downloads in the business's time zone (yyyy-MM-dd). */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Originals handed out that day: one per picture, a ZIP counting each picture in it. */
  pictures: integer('pictures').notNull().default(0),
});
