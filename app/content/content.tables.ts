import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SessionOption } from './booking-options';

/** PRODUCT §3 Service: the cards of /services, seeded on first start (PRODUCT §12). */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  /** Stable key the seed uses to stay idempotent. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  txt: text('txt').notNull(),
  /** Artwork name from app/content/artwork.ts. */
  img: text('img').notNull(),
  alt: text('alt').notNull(),
  /** The price list: the product's "list of strings". */
  price: text('price').array().notNull(),
  /** The booking-form session this service books, if one matches. */
  session: text('session').$type<SessionOption>(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The home page's Upcoming Events (PRODUCT §2 Home). */
export const upcomingEvents = pgTable('upcoming_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  place: text('place').notNull(),
  dates: text('dates').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * One row (id 1) whose number goes up, in the same transaction, with every change to what the
 * public pages show (services, home events, scheduled bookings): database triggers do it, so no
 * writer can forget. Every process compares it with the number its cached content and pages were
 * made from (docs/decisions/023).
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});
