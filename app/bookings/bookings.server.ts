import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { queueBookingEmails } from './booking-mail.server';
import type { BookingFilter, BookingRequest } from './bookings.forms';
import { type Booking, bookings } from './bookings.tables';
import type { LostReason } from './lost-reasons';
import type { DateRefusal } from './schedule.server';

/**
 * Stores a request and queues its emails, in one transaction; the day it was sent is the server's,
 * in the business's time zone.
 */
export async function createBookingRequest(input: BookingRequest, now: Date = clock.now()): Promise<Booking> {
  return transactionWithMail(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        name: input.name,
        email: input.email,
        phoneNumber: input.phnumber,
        location: input.location,
        message: input.msg ?? '',
        session: input.session,
        hearAbout: input.hearAbout ?? null,
        dateBooked: businessToday(now),
      })
      .returning();
    if (!row) throw new Error('The booking was not stored');
    await queueBookingEmails(tx, row);
    return row;
  });
}

const filterConditions: Record<BookingFilter, SQL> = {
  approved: eq(bookings.approved, true),
  'not-approved': eq(bookings.approved, false),
  scheduled: isNotNull(bookings.dateScheduled),
  'not-scheduled': isNull(bookings.dateScheduled),
};

/** Admin Home bookings view: newest first. */
export async function listBookings(filter: BookingFilter | null): Promise<Booking[]> {
  const db = await getDb();
  return db
    .select()
    .from(bookings)
    .where(filter ? filterConditions[filter] : undefined)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

export async function getBooking(id: number): Promise<Booking | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** PRODUCT §4: Approved only ever goes from false to true. */
export async function markApproved(id: number): Promise<Booking | undefined> {
  const db = await getDb();
  const [row] = await db.update(bookings).set({ approved: true }).where(eq(bookings.id, id)).returning();
  return row;
}

/**
 * PRODUCT §4: Contacted only ever goes from false to true, in `tx`; the booking when this changed
 * it, undefined when it was contacted already (or is gone), so a second press writes no history.
 */
export async function storeContacted(tx: Tx, id: number): Promise<Booking | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ contacted: true })
    .where(and(eq(bookings.id, id), eq(bookings.contacted, false)))
    .returning();
  return row;
}

/**
 * Marks the request lost with its reason, in `tx` (decision 061); undefined when it is lost
 * already (or gone), so a second press changes nothing.
 */
export async function storeLost(
  tx: Tx,
  id: number,
  reason: LostReason,
  at: Date,
): Promise<Booking | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ lostAt: at, lostReason: reason })
    .where(and(eq(bookings.id, id), isNull(bookings.lostAt)))
    .returning();
  return row;
}

/** Takes Lost away, in `tx`; undefined when it was not lost (or is gone). */
export async function clearLost(tx: Tx, id: number): Promise<Booking | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ lostAt: null, lostReason: null })
    .where(and(eq(bookings.id, id), isNotNull(bookings.lostAt)))
    .returning();
  return row;
}

export type ScheduleResult = ServiceResult<
  { booking: Booking; changed: boolean },
  DateRefusal | { reason: 'not-found' }
>;

/**
 * Sets (or moves) the scheduled date in `tx`, which makes the booking an event (docs/decisions/005),
 * and answers the booking as changed; undefined when it is already on that date (or gone). The
 * invitation's SEQUENCE stays 0 for the first date and goes up by one on every move, in the same
 * statement, so two admins moving it at once still get two numbers. The date is checked first
 * (checkScheduleDate); the flow that calls this sends the invitation and remakes the reminders.
 */
export async function setScheduledDate(tx: Tx, id: number, date: IsoDate): Promise<Booking | undefined> {
  const [changed] = await tx
    .update(bookings)
    .set({
      dateScheduled: date,
      // A date again after a cancellation continues the count: calendar apps ignore an update
      // whose SEQUENCE is not above the cancellation's.
      inviteSequence: sql`case when ${bookings.dateScheduled} is null and ${bookings.cancelledDate} is null then 0 else ${bookings.inviteSequence} + 1 end`,
      cancelledAt: null,
      cancelledDate: null,
    })
    .where(and(eq(bookings.id, id), sql`${bookings.dateScheduled} is distinct from ${date}`))
    .returning();
  return changed;
}

/** Admin Home events view: every scheduled booking, soonest first, with the full name. */
export async function listAdminEvents() {
  const db = await getDb();
  return db
    .select({
      id: bookings.id,
      title: bookings.session,
      name: bookings.name,
      session: bookings.session,
      start: bookings.dateScheduled,
    })
    .from(bookings)
    .where(and(isNotNull(bookings.dateScheduled)))
    .orderBy(asc(bookings.dateScheduled), asc(bookings.id));
}
