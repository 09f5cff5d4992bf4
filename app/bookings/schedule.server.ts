import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { businessToday } from '../business-time/business-time.server';
import { type IsoDate, oneYearAfter } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import type { ServiceResult } from '../results/service-result';
import { blockedDates } from './bookings.tables';
import { holidayDatesBetween } from './federal-holidays';

export interface BookingWindow {
  min: IsoDate;
  max: IsoDate;
}

/** PRODUCT §5: from today to one year ahead, counted in the business's time zone. */
export function bookingWindow(now: Date = clock.now()): BookingWindow {
  const today = businessToday(now);
  return { min: today, max: oneYearAfter(today) };
}

export interface BlockedDay {
  date: IsoDate;
  reason: string;
  /** Federal holidays cannot be removed; admin-added dates can. */
  kind: 'holiday' | 'admin';
}

/** Holidays plus the admin's dates in a range, one query. */
export async function blockedDaysBetween(from: IsoDate, to: IsoDate): Promise<BlockedDay[]> {
  const db = await getDb();
  const added = await db
    .select({ date: blockedDates.date, reason: blockedDates.reason })
    .from(blockedDates)
    .where(and(gte(blockedDates.date, from), lte(blockedDates.date, to)))
    .orderBy(asc(blockedDates.date));
  const days: BlockedDay[] = [
    ...holidayDatesBetween(from, to).map((h) => ({ date: h.date, reason: h.name, kind: 'holiday' as const })),
    ...added.map((a) => ({ date: a.date, reason: a.reason, kind: 'admin' as const })),
  ];
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

export type DateRefusal =
  | { reason: 'too-early'; firstDay: IsoDate }
  | { reason: 'too-late'; lastDay: IsoDate }
  | { reason: 'blocked'; date: IsoDate; why: string };

export type DateCheck = ServiceResult<object, DateRefusal>;

/** The server's own check of a scheduled date: the picker's rules, enforced where they count. */
export async function checkScheduleDate(date: IsoDate, now: Date = clock.now()): Promise<DateCheck> {
  const window = bookingWindow(now);
  if (date < window.min) return { ok: false, reason: 'too-early', firstDay: window.min };
  if (date > window.max) return { ok: false, reason: 'too-late', lastDay: window.max };
  const [blocked] = await blockedDaysBetween(date, date);
  if (blocked) return { ok: false, reason: 'blocked', date, why: blocked.reason };
  return { ok: true };
}

/** What Booking Info says when a date is refused. */
export function dateRefusalMessage(refusal: DateRefusal): string {
  switch (refusal.reason) {
    case 'too-early':
      return `The date cannot be before today (${refusal.firstDay}).`;
    case 'too-late':
      return `The date cannot be more than one year ahead (after ${refusal.lastDay}).`;
    case 'blocked':
      return `${refusal.date} is blocked${refusal.why ? ` (${refusal.why})` : ''}. Please choose another date.`;
  }
}

export async function addBlockedDate(date: IsoDate, reason: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(blockedDates)
    .values({ date, reason })
    .onConflictDoUpdate({ target: blockedDates.date, set: { reason } });
}

/** Whether an admin-blocked date was there to remove (federal holidays never are). */
export async function removeBlockedDate(date: IsoDate): Promise<boolean> {
  const db = await getDb();
  const removed = await db.delete(blockedDates).where(eq(blockedDates.date, date)).returning();
  return removed.length > 0;
}
