import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../accounts/session-user';
import { bookingOwnedBy } from '../bookings/booking-owner.server';
import { type Booking, bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import type { Db } from '../db/client.server';
import { getDb } from '../db/db.server';
import type { MailQueue } from '../mail/outbox.server';
import type { ServiceResult } from '../results/service-result';
import type { QuestionnaireInput } from './questionnaire.forms';
import { questionnaires } from './questionnaires.tables';
import { questionnaireOpen } from './session-timeline';

export type Questionnaire = typeof questionnaires.$inferSelect;

/** Who asks: the signed-in user, or nobody. */
type Asker = Pick<SessionUser, 'id' | 'emailVerified'> | null;

/**
 * The asker's bookings (app/bookings/booking-owner.server.ts): a request sent signed out appears
 * once its address is verified; an unverified account owns nothing, so typing someone else's
 * address at sign-up reveals none of their sessions.
 */
function ownedBy(user: Asker) {
  return user ? bookingOwnedBy(user) : undefined;
}

/** Your Sessions: the user's bookings, newest first; none for a visitor or an unverified account. */
export async function listOwnBookings(user: Asker): Promise<Booking[]> {
  const owned = ownedBy(user);
  if (!owned) return [];
  const db = await getDb();
  return db.select().from(bookings).where(owned).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** Whether the navigation offers Your Sessions (PRODUCT §16): a one-row look-up, signed in only. */
export async function hasOwnBookings(user: Asker): Promise<boolean> {
  const query = firstOwnBookingQuery(user, await getDb());
  if (!query) return false;
  const [row] = await query;
  return row !== undefined;
}

/**
 * The look-up behind hasOwnBookings, apart so a test can check the database answers it from the
 * `lower(email)` index: it runs on every signed-in page.
 */
export function firstOwnBookingQuery(user: Asker, db: Db) {
  const owned = ownedBy(user);
  if (!owned) return undefined;
  return db.select({ id: bookings.id }).from(bookings).where(owned).limit(1);
}

export interface OwnSession {
  booking: Booking;
  questionnaire: Questionnaire | null;
  today: string;
}

/** One of the user's bookings with its answers, or undefined: another's booking reads as unknown. */
export async function getOwnSession(user: Asker, bookingId: number): Promise<OwnSession | undefined> {
  const owned = ownedBy(user);
  if (!owned) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, questionnaire: questionnaires })
    .from(bookings)
    .leftJoin(questionnaires, eq(questionnaires.bookingId, bookings.id))
    .where(and(eq(bookings.id, bookingId), owned))
    .limit(1);
  if (!row) return undefined;
  return { ...row, today: businessToday() };
}

/**
 * Whether the booking's questionnaire has no answers yet, read in the caller's transaction: the
 * scheduling email links the questionnaire's page while it is empty (PRODUCT §16).
 */
export async function questionnaireEmpty(queue: MailQueue, bookingId: number): Promise<boolean> {
  const [answered] = await queue
    .select({ bookingId: questionnaires.bookingId })
    .from(questionnaires)
    .where(eq(questionnaires.bookingId, bookingId))
    .limit(1);
  return answered === undefined;
}

/** Booking Info: a booking's answers, for the admin. */
export async function getQuestionnaire(bookingId: number): Promise<Questionnaire | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.bookingId, bookingId));
  return row;
}

export type SaveRefusal = { reason: 'not-found' } | { reason: 'closed'; dateScheduled: string };

/**
 * Stores the answers, first time or again (one row per booking, so a double submit or two tabs
 * leave one questionnaire, the last saved). Refused for a booking that is not the user's, and from
 * the session's day on, checked against the date as it is when the answers are written.
 */
export async function saveQuestionnaire(
  user: Asker,
  bookingId: number,
  input: QuestionnaireInput,
): Promise<ServiceResult<{ questionnaire: Questionnaire }, SaveRefusal>> {
  const owned = ownedBy(user);
  if (!owned) return { ok: false, reason: 'not-found' };
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The booking's row is locked, so a date moved by the admin meanwhile is the one checked.
    const [booking] = await tx
      .select({ dateScheduled: bookings.dateScheduled })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), owned))
      .for('update');
    if (!booking) return { ok: false, reason: 'not-found' } as const;
    if (booking.dateScheduled && !questionnaireOpen(booking.dateScheduled, businessToday()))
      return { ok: false, reason: 'closed', dateScheduled: booking.dateScheduled } as const;
    const answers = {
      horseName: input.horseName,
      breedAndColour: input.breedAndColour,
      discipline: input.discipline,
      barnAddress: input.barnAddress,
      directions: input.directions ?? '',
      notes: input.notes ?? '',
      picturesMayBeShown: input.picturesMayBeShown === 'yes',
    };
    const [saved] = await tx
      .insert(questionnaires)
      .values({ bookingId, ...answers })
      .onConflictDoUpdate({ target: questionnaires.bookingId, set: { ...answers, updatedAt: clock.now() } })
      .returning();
    if (!saved) throw new Error('The questionnaire was not stored');
    return { ok: true, questionnaire: saved } as const;
  });
}
