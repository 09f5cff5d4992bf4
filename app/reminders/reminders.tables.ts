import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';
import { galleries } from '../galleries/galleries.tables';
import { invoices } from '../invoices/invoices.tables';
import { mailOutbox } from '../mail/mail.tables';

export const reminderStates = ['scheduled', 'sent', 'cancelled'] as const;

/**
 * Emails that go out on their own day (docs/decisions/048): the mail worker turns a row into an
 * outbox row once it is due. The row says only what, to whom, about what and when; the message is
 * written when it is sent, from the booking as it is then, so it never tells stale news.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Which message of its kind, e.g. 'session-in-7-days' (reminder-times.ts). */
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    galleryId: uuid('gallery_id').references(() => galleries.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    /**
     * The day the message is about (the session's date, a gallery's last day or the day it was released), as it was when the row was made: at send
     * time a booking no longer on this day means the reason is gone, and the row is cancelled.
     */
    aboutDate: date('about_date', { mode: 'string' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: reminderStates }).notNull().default('scheduled'),
    /** Why a cancelled row was cancelled ('moved', 'too late', 'switched off', 'by the admin' …). */
    cancelReason: text('cancel_reason'),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    check('scheduled_messages_state', sql`${t.state} in ('scheduled', 'sent', 'cancelled')`),
    // The worker's query: rows still waiting, by due time.
    index('scheduled_messages_due').on(t.dueAt).where(sql`${t.state} = 'scheduled'`),
    index('scheduled_messages_booking').on(t.bookingId),
    index('scheduled_messages_gallery').on(t.galleryId),
  ],
);

export type ScheduledMessage = typeof scheduledMessages.$inferSelect;

/** The business's switch per kind (Show Reminders): a kind with no row is on. */
export const reminderSwitches = pgTable('reminder_switches', {
  kind: text('kind').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
});
