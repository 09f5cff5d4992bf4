import { and, eq } from 'drizzle-orm';
import { type Booking, bookings } from '../bookings/bookings.tables';
import { checkScheduleDate, type DateRefusal } from '../bookings/schedule.server';
import { businessToday } from '../business-time/business-time.server';
import type { IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { getEnv } from '../config/env.server';
import { getDb } from '../db/db.server';
import { transactionWithMail } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import { insideChangeCutoff } from './change-cutoff';
import type { DateRequestInput } from './date-request.forms';
import { queueDateRequestDeclined, queueDateRequestNotice } from './date-request-mail.server';
import { type DateRequest, dateRequests } from './date-requests.tables';

export type { DateRequest };

type DateField = 'firstChoice' | 'secondChoice';

export type DateRequestRefusal =
  | { reason: 'not-scheduled' }
  | { reason: 'inside-cutoff'; cutoffDays: number }
  | { reason: 'same-as-now'; field: DateField }
  | { reason: 'date-refused'; field: DateField; refusal: DateRefusal };

/** Whether a scheduled session can still be changed online, and if not, why (PRODUCT §16). */
export function changeWindow(
  booking: Pick<Booking, 'dateScheduled'>,
  now: Date = clock.now(),
): ServiceResult<
  { dateScheduled: IsoDate },
  Extract<DateRequestRefusal, { reason: 'not-scheduled' | 'inside-cutoff' }>
> {
  const today = businessToday(now);
  if (!booking.dateScheduled || booking.dateScheduled < today) return { ok: false, reason: 'not-scheduled' };
  const cutoffDays = getEnv().RESCHEDULE_CUTOFF_DAYS;
  if (insideChangeCutoff(booking.dateScheduled, today, cutoffDays)) {
    return { ok: false, reason: 'inside-cutoff', cutoffDays };
  }
  return { ok: true, dateScheduled: booking.dateScheduled };
}

/** The booking's latest request for another date, answered or not. */
export async function getDateRequest(bookingId: number): Promise<DateRequest | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(dateRequests).where(eq(dateRequests.bookingId, bookingId));
  return row;
}

/** At most this many emails to the business about one booking's requests in a business day (decision 049). */
export const dailyRequestNotices = 3;

/** Whether `input` asks again for the open request's two days: a repeat, which changes nothing. */
function repeatsOpenRequest(stored: DateRequest, input: DateRequestInput): boolean {
  return (
    stored.state === 'open' &&
    stored.firstChoice === input.firstChoice &&
    stored.secondChoice === input.secondChoice
  );
}

/**
 * The owner asks to move a scheduled session to one of two days (PRODUCT §16). Outside the cutoff
 * only, each day by Booking Info's rules (the window, holidays, blocked days) and not the day it
 * is on. The request replaces an earlier one. The business is told in the same transaction, but
 * only of a new request or of new days, and at most `dailyRequestNotices` times a business day per
 * booking, so a form posted again and again (a reload, a script) cannot flood its inbox: a repeat
 * of the open request changes nothing, and a change past the day's emails is stored for Booking
 * Info without one. Both answer as a request sent.
 */
export async function requestAnotherDate(
  booking: Booking,
  input: DateRequestInput,
  now: Date = clock.now(),
): Promise<ServiceResult<{ request: DateRequest }, DateRequestRefusal>> {
  const window = changeWindow(booking, now);
  if (!window.ok) return window;
  for (const field of ['firstChoice', 'secondChoice'] as const) {
    if (input[field] === window.dateScheduled) return { ok: false, reason: 'same-as-now', field };
    const check = await checkScheduleDate(input[field], now);
    if (!check.ok) return { ok: false, reason: 'date-refused', field, refusal: check };
  }
  const request = await transactionWithMail(async (tx) => {
    // The booking's row, locked: posts for one session take turns, so each reads the request and
    // the day's count the one before it stored, and two at once cannot both send the day's last.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
    const [stored] = await tx.select().from(dateRequests).where(eq(dateRequests.bookingId, booking.id));
    if (stored && repeatsOpenRequest(stored, input)) return stored;
    const today = businessToday(now);
    const sentToday = stored?.noticesDay === today ? stored.noticesSent : 0;
    const tell = sentToday < dailyRequestNotices;
    const values = {
      firstChoice: input.firstChoice,
      secondChoice: input.secondChoice,
      message: input.message ?? '',
      state: 'open' as const,
      requestedAt: now,
      decidedAt: null,
      noticesDay: today,
      noticesSent: tell ? sentToday + 1 : sentToday,
    };
    const [row] = await tx
      .insert(dateRequests)
      .values({ bookingId: booking.id, ...values })
      .onConflictDoUpdate({ target: dateRequests.bookingId, set: values })
      .returning();
    if (!row) throw new Error('the date request was not stored');
    if (tell) await queueDateRequestNotice(tx, booking, row);
    return row;
  });
  return { ok: true, request };
}

export type DateDecisionRefusal =
  | { reason: 'not-open' }
  | { reason: 'not-asked' }
  | { reason: 'date-refused'; refusal: DateRefusal }
  | { reason: 'not-found' };

/**
 * The admin accepts one of the two days: the request is closed, once, in one conditional
 * statement, before the session moves there (the flow that accepts, which opens it again with
 * reopenDateRequest if the day can no longer be scheduled). Only an open request can be accepted.
 */
export async function closeDateRequest(
  bookingId: number,
  day: IsoDate,
  now: Date,
): Promise<ServiceResult<object, { reason: 'not-open' } | { reason: 'not-asked' }>> {
  const request = await getDateRequest(bookingId);
  if (request?.state !== 'open') return { ok: false, reason: 'not-open' };
  if (day !== request.firstChoice && day !== request.secondChoice) return { ok: false, reason: 'not-asked' };
  const db = await getDb();
  const open = and(eq(dateRequests.bookingId, bookingId), eq(dateRequests.state, 'open'));
  const [closed] = await db
    .update(dateRequests)
    .set({ state: 'accepted', decidedAt: now })
    .where(open)
    .returning({ bookingId: dateRequests.bookingId });
  return closed ? { ok: true } : { ok: false, reason: 'not-open' };
}

/** Opens an accepted request again: its day could not be scheduled (blocked since the client asked). */
export async function reopenDateRequest(bookingId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(dateRequests)
    .set({ state: 'open', decidedAt: null })
    .where(eq(dateRequests.bookingId, bookingId));
}

/** The admin declines: the session keeps its date and the client is told, once. */
export async function declineDateRequest(
  booking: Booking,
  now: Date = clock.now(),
): Promise<ServiceResult<object, { reason: 'not-open' }>> {
  const declined = await transactionWithMail(async (tx) => {
    const [row] = await tx
      .update(dateRequests)
      .set({ state: 'declined', decidedAt: now })
      .where(and(eq(dateRequests.bookingId, booking.id), eq(dateRequests.state, 'open')))
      .returning();
    if (row) await queueDateRequestDeclined(tx, booking, row);
    return row;
  });
  return declined ? { ok: true } : { ok: false, reason: 'not-open' };
}
