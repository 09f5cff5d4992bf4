import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';

export type DateRequestState = 'open' | 'accepted' | 'declined';

/**
 * A client's request for another date (PRODUCT §16), one row per booking: the latest request,
 * which a new one replaces, so a session never has two open requests for the admin to weigh. The
 * admin's answer stays on the row until the client asks again, and so does the count of the
 * business's emails, which outlives each request (decision 049).
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
  /**
   * The business day (TZ_BUSINESS) of the last email to the business about this booking's
   * requests, and how many went out on that day: at most `dailyRequestNotices` (decision 049).
   */
  noticesDay: date('notices_day', { mode: 'string' }),
  noticesSent: integer('notices_sent').notNull().default(0),
});

export type DateRequest = typeof dateRequests.$inferSelect;
