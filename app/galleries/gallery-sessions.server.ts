import { and, desc, eq } from 'drizzle-orm';
import { type BookingOwner, bookingOwnedBy } from '../bookings/booking-owner.server';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { galleries } from './galleries.tables';
import { isExpired, type SessionChoice } from './gallery-view';

/**
 * A gallery belongs to a session (the timeline's Gallery step) when the admin chooses one of its
 * client's bookings in New gallery: a booking that is the client's by the one rule of whose
 * booking it is (a verified address, any case; decision 045), so a session is never linked to an
 * account that only typed its address at sign-up.
 *
 * New gallery's Session choices: the client's bookings, newest first, named by type and day.
 */
export async function listOwnersSessions(owner: BookingOwner): Promise<SessionChoice[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: bookings.id, session: bookings.session, day: bookings.dateScheduled })
    .from(bookings)
    .where(bookingOwnedBy(owner))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map((row) => ({
    id: row.id,
    label: `${row.session}, ${row.day ? formatDay(row.day) : 'not scheduled yet'}`,
  }));
}

/** Whether `bookingId` is one of `owner`'s bookings, read in the transaction that links it. */
export async function isOwnersSession(
  queue: Db | Tx,
  owner: BookingOwner,
  bookingId: number,
): Promise<boolean> {
  const [row] = await queue
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), bookingOwnedBy(owner)))
    .limit(1);
  return row !== undefined;
}

export interface SessionGalleryFacts {
  id: string;
  state: 'proofing' | 'released';
  selectionSent: boolean;
  expired: boolean;
}

/** The newest gallery of the session that is `userId`'s own, for its timeline step. */
export async function sessionGalleryFacts(
  bookingId: number,
  userId: number,
): Promise<SessionGalleryFacts | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(galleries)
    .where(and(eq(galleries.bookingId, bookingId), eq(galleries.userId, userId)))
    .orderBy(desc(galleries.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    state: row.state,
    selectionSent: row.selectionSentAt !== null,
    expired: isExpired(row.expiresOn, businessToday()),
  };
}
