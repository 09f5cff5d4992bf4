import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { businessDateTime } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { galleries } from '../galleries/galleries.tables';
import { type ReminderKind, reminderKinds } from './reminder-kinds';
import { reminderSubject } from './reminder-times';
import type { ReminderSwitches, UpcomingReminder } from './reminder-views';
import { reminderSwitches, scheduledMessages } from './reminders.tables';

/** How far ahead Show Reminders looks (PRODUCT §18). */
export const upcomingDays = 60;

/** The scheduled emails of the next 60 days, soonest first, with what they are about. */
export async function listUpcomingReminders(now: Date = clock.now()): Promise<UpcomingReminder[]> {
  const db = await getDb();
  const until = new Date(now.getTime() + upcomingDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      row: scheduledMessages,
      bookingName: bookings.name,
      bookingSession: bookings.session,
      galleryTitle: galleries.title,
      galleryOwner: galleries.userId,
    })
    .from(scheduledMessages)
    .leftJoin(bookings, eq(bookings.id, scheduledMessages.bookingId))
    .leftJoin(galleries, eq(galleries.id, scheduledMessages.galleryId))
    .where(
      and(
        eq(scheduledMessages.state, 'scheduled'),
        gte(scheduledMessages.dueAt, now),
        lte(scheduledMessages.dueAt, until),
      ),
    )
    .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.id));
  return rows.map(({ row, bookingName, bookingSession, galleryTitle, galleryOwner }) => ({
    id: row.id,
    kind: row.kind,
    when: businessDateTime(row.dueAt),
    to: row.recipient,
    subject: reminderSubject(row.purpose, row.aboutDate),
    booking:
      row.bookingId === null ? null : { id: row.bookingId, label: `${bookingSession} for ${bookingName}` },
    gallery:
      row.galleryId === null || galleryOwner === null
        ? null
        : { id: row.galleryId, ownerId: galleryOwner, title: galleryTitle ?? '' },
  }));
}

/** Cancel on Show Reminders: false when it is not waiting any more (sent, cancelled, gone). */
export async function cancelReminder(id: number): Promise<boolean> {
  const db = await getDb();
  const cancelled = await db
    .update(scheduledMessages)
    .set({ state: 'cancelled', cancelReason: 'by the admin' })
    .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.state, 'scheduled')))
    .returning({ id: scheduledMessages.id });
  return cancelled.length > 0;
}

/** Each kind's switch; a kind with no row is on. */
export async function listReminderSwitches(): Promise<ReminderSwitches> {
  const db = await getDb();
  const rows = await db.select().from(reminderSwitches);
  return Object.fromEntries(
    reminderKinds.map((kind) => [kind, rows.find((row) => row.kind === kind)?.enabled ?? true]),
  ) as ReminderSwitches;
}

export async function setReminderSwitch(kind: ReminderKind, enabled: boolean): Promise<void> {
  const db = await getDb();
  await db
    .insert(reminderSwitches)
    .values({ kind, enabled })
    .onConflictDoUpdate({ target: reminderSwitches.kind, set: { enabled } });
}
