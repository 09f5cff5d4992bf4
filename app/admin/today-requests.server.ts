import { and, eq, isNull } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { listBookingStages } from '../stages/booking-stages.server';

/**
 * The requests at stage New (decision 061): nobody has answered them yet. The stage rule decides;
 * the condition only leaves out, in the query, bookings that cannot be New (contacted or given a
 * date), so the rule reads a handful of rows, not every booking ever made.
 */
export async function newRequestIds(now: Date): Promise<number[]> {
  const candidates = await listBookingStages(
    and(eq(bookings.contacted, false), isNull(bookings.dateScheduled)),
    {
      now,
    },
  );
  return candidates.filter((row) => row.stage === 'new').map((row) => row.bookingId);
}
