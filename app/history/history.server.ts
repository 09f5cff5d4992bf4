import { desc, eq } from 'drizzle-orm';
import { users } from '../accounts/accounts.tables';
import { businessDateAndTime } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { bookingHistory } from './history.tables';
import {
  type HistoryActor,
  type HistoryEvent,
  type HistoryLine,
  historySentence,
  readEvent,
} from './history-events';

/**
 * Writes what happened to booking `bookingId` in `tx`, the transaction of the change itself: the
 * row commits with the change or not at all. Only the flows (app/flows/) write it.
 */
export async function recordHistory(
  tx: Tx,
  bookingId: number,
  event: HistoryEvent,
  by: HistoryActor,
  at: Date = clock.now(),
): Promise<void> {
  const { what, ...facts } = event;
  await tx.insert(bookingHistory).values({
    bookingId,
    what,
    facts,
    by: typeof by === 'string' ? by : 'user',
    byUserId: typeof by === 'string' ? null : by.userId,
    at,
  });
}

/** Booking Info's History: what happened to the booking, newest first, in the business's time. */
export async function listBookingHistory(bookingId: number): Promise<HistoryLine[]> {
  const db = await getDb();
  const rows = await db
    .select({ row: bookingHistory, userName: users.name })
    .from(bookingHistory)
    .leftJoin(users, eq(users.id, bookingHistory.byUserId))
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(desc(bookingHistory.at), desc(bookingHistory.id));
  return rows.map(({ row, userName }) => ({
    id: row.id,
    when: businessDateAndTime(row.at),
    text: historySentence(readEvent(row.what, row.facts), row.what, row.by, userName ?? undefined),
  }));
}
