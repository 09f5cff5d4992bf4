import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Booking, bookings } from '../bookings/bookings.tables';
import type { Tx } from '../db/client.server';
import { dateRequests } from './date-requests.tables';

export type CancelRefusal = { reason: 'not-scheduled' } | { reason: 'inside-cutoff'; cutoffDays: number };

/**
 * Cancels a scheduled session in `tx` and answers the booking as cancelled; undefined
 * when it has no date, so a second cancellation (another tab, another process) changes nothing.
 * The booking keeps the day it was on and loses its date, so it leaves the public month and the
 * admins' feed in the same transaction (the content version moves, decision 023); the
 * invitation's SEQUENCE goes up for the cancellation sent to the client; an open request for
 * another date is declined. Who may cancel when is the flow's to check (changeWindow), and the
 * emails are the flow's to queue once the invoices have followed (`queueCancellationEmails`).
 */
export async function recordCancellation(tx: Tx, booking: Booking, now: Date): Promise<Booking | undefined> {
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
  return row;
}
