import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';

/**
 * A booking's history (decision 056): one row for each change a flow made to it, written in the
 * flow's transaction, so a change and its row commit or roll back together. Booking Info shows it;
 * what happened is a code with the facts its sentence needs (history-events.ts).
 */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** What happened: 'scheduled', 'payment-recorded' … (HistoryEvent). */
    what: text('what').notNull(),
    /** The facts its sentence needs, as they were: the date, the invoice's number, the amount. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    /** Who did it: a user (by_user_id), the client by the session email's link, or the site. */
    by: text('by', { enum: ['user', 'client', 'system'] }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    check('booking_history_by', sql`${t.by} in ('user', 'client', 'system')`),
    index('booking_history_booking').on(t.bookingId, t.at),
    // Show Reports counts the galleries released by month: one kind of row, by when.
    index('booking_history_what_at').on(t.what, t.at),
  ],
);
