import { clearLost, getBooking, storeContacted, storeLost } from '../bookings/bookings.server';
import type { Booking } from '../bookings/bookings.tables';
import type { LostReason } from '../bookings/lost-reasons';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { recordHistory } from '../history/history.server';
import type { HistoryActor } from '../history/history-events';
import type { ServiceResult } from '../results/service-result';
import { type BookingStage, canMarkLost } from '../stages/booking-stage';
import { getBookingStage } from '../stages/booking-stages.server';

/**
 * What the admin sets by hand about where a booking stands (PRODUCT §2 Booking Info, decision
 * 061): Contacted, Lost with its reason, and Reopen; each with its line in the booking's history,
 * in one transaction. A second press changes nothing and writes no second line.
 */

export type StageRefusal = { reason: 'not-found' } | { reason: 'not-open'; stage: BookingStage };

/** Contacted: the booking's mark, and its history line the first time only. */
export async function markContacted(
  id: number,
  by: HistoryActor,
  now: Date = clock.now(),
): Promise<ServiceResult<{ booking: Booking }, { reason: 'not-found' }>> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const row = await storeContacted(tx, id);
    if (row) await recordHistory(tx, id, { what: 'contacted' }, by, now);
    return row;
  });
  const booking = changed ?? (await getBooking(id));
  return booking ? { ok: true, booking } : { ok: false, reason: 'not-found' };
}

/**
 * Mark as lost, with its reason: only a request that has not ended (canMarkLost: not once shot,
 * delivered, cancelled or lost), its stage read in the same transaction.
 */
export async function markLost(
  id: number,
  reason: LostReason,
  by: HistoryActor,
  now: Date = clock.now(),
): Promise<ServiceResult<{ booking: Booking }, StageRefusal>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await getBookingStage(id, { db: tx, now });
    if (!current) return { ok: false, reason: 'not-found' };
    if (!canMarkLost(current.stage)) return { ok: false, reason: 'not-open', stage: current.stage };
    const booking = await storeLost(tx, id, reason, now);
    if (!booking) return { ok: false, reason: 'not-open', stage: 'lost' };
    await recordHistory(tx, id, { what: 'lost', reason }, by, now);
    return { ok: true, booking };
  });
}

/** Reopen: a lost request goes back to the stage its facts give it. */
export async function reopenLost(
  id: number,
  by: HistoryActor,
  now: Date = clock.now(),
): Promise<ServiceResult<{ booking: Booking }, StageRefusal>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const booking = await clearLost(tx, id);
    if (!booking) {
      const current = await getBookingStage(id, { db: tx, now });
      return current
        ? { ok: false, reason: 'not-open', stage: current.stage }
        : { ok: false, reason: 'not-found' };
    }
    await recordHistory(tx, id, { what: 'reopened' }, by, now);
    return { ok: true, booking };
  });
}
