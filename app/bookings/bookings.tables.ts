import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clock } from '../business-time/clock';
import { lostReasons } from './lost-reasons';

/**
 * PRODUCT §3 Booking. A booking with a scheduled date is a calendar event (PRODUCT §11), so there is
 * no separate events table that could drift from it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    location: text('location').notNull(),
    message: text('message').notNull().default(''),
    session: text('session').notNull(),
    hearAbout: text('hear_about'),
    approved: boolean('approved').notNull().default(false),
    contacted: boolean('contacted').notNull().default(false),
    /** Day the request was sent, in the business's time zone (yyyy-MM-dd). */
    dateBooked: date('date_booked', { mode: 'string' }).notNull(),
    /** Null until the admin schedules it. */
    dateScheduled: date('date_scheduled', { mode: 'string' }),
    /**
     * The iCalendar SEQUENCE of the invitation sent for the scheduled date: 0 for the first date,
     * one more for every move, so calendar apps replace the earlier invitation.
     */
    inviteSequence: integer('invite_sequence').notNull().default(0),
    /**
     * When the session was cancelled, and the day it was on: a cancelled booking has no
     * `dateScheduled`, so it leaves every calendar at once (the public month, the admins' feed),
     * and the day is kept for the cancellation's .ics and for Booking Info.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledDate: date('cancelled_date', { mode: 'string' }),
    /**
     * When the admin marked the request lost, and why (PRODUCT §2 Booking Info, decision 061): the
     * one stage set by hand, so it is stored; every other stage is read from what happened.
     */
    lostAt: timestamp('lost_at', { withTimezone: true }),
    lostReason: text('lost_reason', { enum: lostReasons }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('bookings_date_scheduled_idx').on(t.dateScheduled),
    // Show Reports reads the requests of the last 12 months by the day each was sent, and the CSV a year's.
    index('bookings_date_booked_idx').on(t.dateBooked),
    // Every signed-in page asks whether the user owns a booking (PRODUCT §16: Your Sessions in the
    // navigation), by address without regard to case: without this, each asks by reading every row.
    index('bookings_email_lower_idx').on(sql`lower(${t.email})`),
    check('bookings_lost_reason', sql`(${t.lostAt} is null) = (${t.lostReason} is null)`),
  ],
);

export type Booking = typeof bookings.$inferSelect;

/** Dates the admin closes for sessions, on top of the federal holidays (PRODUCT §11). */
export const blockedDates = pgTable('blocked_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now()),
});
