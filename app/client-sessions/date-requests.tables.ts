import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';

export type DateRequestState = 'open' | 'accepted' | 'declined';

/**
 * A client's request for another date (PRODUCT §16), one row per booking: the latest request,
 * which a new one replaces, so a session never has two open requests for the admin to weigh. The
 * admin's answer stays on the row until the client asks again.
 */
export const dateRequests = pgTable('date_requests', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  firstChoice: date('first_choice', { mode: 'string' }).notNull(),
  secondChoice: date('second_choice', { mode: 'string' }).notNull(),
  message: text('message').notNull().default(''),
  state: text('state').$type<DateRequestState>().notNull().default('open'),
  requestedAt: timestamp('requested_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export type DateRequest = typeof dateRequests.$inferSelect;
