import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clock } from '../business-time/clock';
import { galleries } from './galleries.tables';
import { pictures } from './pictures.tables';

/** PRODUCT §21 package credits (decision 068): how many downloads a gallery has left. */
export const galleryDownloadCredits = pgTable(
  'gallery_download_credits',
  {
    galleryId: uuid('gallery_id')
      .primaryKey()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    creditsLeft: integer('credits_left').notNull().default(0),
  },
  (t) => [check('gallery_download_credits_not_negative', sql`${t.creditsLeft} >= 0`)],
);

/** One row per picture a credit was spent on: the same picture again is free, and never spent twice. */
export const galleryCreditDownloads = pgTable(
  'gallery_credit_downloads',
  {
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    pictureId: uuid('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    spentAt: timestamp('spent_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [primaryKey({ columns: [t.galleryId, t.pictureId] })],
);

/**
 * Pictures whose original the client bought as a digital download of an order (PRODUCT §21,
 * decision 070): like a credit spent on it, the original is the client's even while its gallery
 * is proofing. Written by the transaction that places the order; one row per picture.
 */
export const galleryBoughtPictures = pgTable(
  'gallery_bought_pictures',
  {
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    pictureId: uuid('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    boughtAt: timestamp('bought_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [primaryKey({ columns: [t.galleryId, t.pictureId] })],
);
