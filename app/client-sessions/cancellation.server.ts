import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Booking, bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';
import { transactionWithMail } from '../mail/outbox.server';
import { cancelSessionReminders } from '../reminders/session-reminders.server';
import type { ServiceResult } from '../results/service-result';
import { queueCancellationEmails } from './cancellation-mail.server';
import { changeWindow } from './date-requests.server';
import { dateRequests } from './date-requests.tables';

export type CancelRefusal = { reason: 'not-scheduled' } | { reason: 'inside-cutoff'; cutoffDays: number };

/**
 * Cancels a scheduled session (issue 26): the booking keeps the day it was on and loses its date,
 * so it leaves the public month and the admins' feed in the same transaction (the content version
 * moves, decision 023); the invitation's SEQUENCE goes up for the cancellation sent to the client;
 * an open request for another date and the session's reminders are cancelled. The client may
 * cancel outside the cutoff only; an admin at any time. A second cancellation (another tab,
 * another process) changes nothing.
 */
export async function cancelSession(
  booking: Booking,
  by: 'client' | 'admin',
  now: Date = clock.now(),
): Promise<ServiceResult<{ booking: Booking }, CancelRefusal>> {
  if (by === 'client') {
    const window = changeWindow(booking, now);
    if (!window.ok) return window;
  }
  const cancelled = await transactionWithMail(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        cancelledAt: now,
        cancelledDate: sql`${bookings.dateScheduled}`,
        dateScheduled: null,
        inviteSequence: sql`${bookings.inviteSequence} + 1`,
      })
      .where(and(eq(bookings.id, booking.id), isNotNull(bookings.dateScheduled)))
      .returning();
    if (!row) return undefined;
    await tx
      .update(dateRequests)
      .set({ state: 'declined', decidedAt: now })
      .where(and(eq(dateRequests.bookingId, booking.id), eq(dateRequests.state, 'open')));
    // Its reminders go at once, so Show Reminders no longer lists them (the sender would also
    // drop them at their time, the session no longer being on that day).
    await cancelSessionReminders(tx, row.id, 'session cancelled');
    await queueCancellationEmails(tx, row, by);
    return row;
  });
  return cancelled ? { ok: true, booking: cancelled } : { ok: false, reason: 'not-scheduled' };
}
