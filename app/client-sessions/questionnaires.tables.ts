import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';

/**
 * The client's answers before a session (PRODUCT §16), one row per booking: the booking's key is
 * the row's, so two saves can never make two questionnaires. Deleting a booking deletes its answers.
 */
export const questionnaires = pgTable('questionnaires', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  horseName: text('horse_name').notNull(),
  breedAndColour: text('breed_and_colour').notNull(),
  discipline: text('discipline').notNull(),
  barnAddress: text('barn_address').notNull(),
  directions: text('directions').notNull().default(''),
  notes: text('notes').notNull().default(''),
  /** "You may show pictures of my horse on this website and social media". */
  picturesMayBeShown: boolean('pictures_may_be_shown').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});
