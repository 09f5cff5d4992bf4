import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import { remakeSessionReminders } from '../reminders/session-reminders.server';
import type { ServiceResult } from '../results/service-result';
import { queueBookingEmails, queueScheduleInvitation } from './booking-mail.server';
import type { BookingFilter, BookingRequest } from './bookings.forms';
import { type Booking, bookings } from './bookings.tables';
import { checkScheduleDate, type DateRefusal } from './schedule.server';

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

/** PRODUCT §4: Approved and Contacted only ever go from false to true. */
export async function markBooking(id: number, flag: 'approved' | 'contacted'): Promise<Booking | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(bookings)
    .set(flag === 'approved' ? { approved: true } : { contacted: true })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}

export type ScheduleResult = ServiceResult<
  { booking: Booking; changed: boolean },
  DateRefusal | { reason: 'not-found' }
>;

/**
 * Sets (or moves) the scheduled date, which makes the booking an event (docs/decisions/005). The
 * invitation's SEQUENCE stays 0 for the first date and goes up by one on every move, in the same
 * statement, so two admins moving it at once still get two numbers. A change queues the
 * requester's invitation and remakes the session's reminders (decision 048) in the same
 * transaction; the same date again changes nothing
 * (`changed: false`), so no new invitation goes out.
 */
export async function scheduleBooking(
  id: number,
  date: IsoDate,
  now: Date = clock.now(),
): Promise<ScheduleResult> {
  const check = await checkScheduleDate(date, now);
  if (!check.ok) return check;
  const row = await transactionWithMail(async (tx) => {
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
    if (changed) {
      await queueScheduleInvitation(tx, changed);
      await remakeSessionReminders(tx, changed, now);
    }
    return changed;
  });
  if (row) return { ok: true, booking: row, changed: true };
  const unchanged = await getBooking(id);
  return unchanged ? { ok: true, booking: unchanged, changed: false } : { ok: false, reason: 'not-found' };
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
