import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';

export const galleryStates = ['proofing', 'released'] as const;
export type GalleryState = (typeof galleryStates)[number];

/**
 * PRODUCT §2 Galleries: a client's pictures come in galleries, one per session. The id
 * is random, as it appears in the gallery's address. Every picture belongs to one gallery
 * (pictures.gallery_id).
 */
export const galleries = pgTable(
  'galleries',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The session it belongs to, when there is one. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** How many favourites the client may choose; null: as many as they like. */
    selectionLimit: integer('selection_limit'),
    state: text('state', { enum: galleryStates }).notNull(),
    /** The last day it can be seen (in the business's time zone), yyyy-MM-dd; null: it never expires. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** When the client sent their selection; null while they are choosing (or after Reopen selection). */
    selectionSentAt: timestamp('selection_sent_at', { withTimezone: true }),
    /**
     * The client's "Your pictures" gallery, where pictures go when the admin chooses none: one per
     * client at most (the unique index below), made when first needed.
     */
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * The guest link's token, SHA-256 hashed (hex): the token itself is shown once to the admin and
     * never stored, so a database copy opens no gallery. Null: no guest link. A new link replaces it.
     */
    shareTokenHash: text('share_token_hash'),
    /**
     * When its client first opened it after its release; null: not yet. "Your pictures are
     * waiting" goes only while it is null (PRODUCT §18, decision 048).
     */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('galleries_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('galleries_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
    uniqueIndex('galleries_share_token_hash').on(t.shareTokenHash),
    // A booking's stage reads whether a gallery of it is released (decision 061).
    index('galleries_booking_idx').on(t.bookingId),
    // Show Reports counts the galleries opened and the selections sent by month.
    index('galleries_opened_at_idx').on(t.openedAt),
    index('galleries_selection_sent_at_idx').on(t.selectionSentAt),
  ],
);

export type GalleryRow = typeof galleries.$inferSelect;
