import { and, desc, gte, lte, sql } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { addDays, type IsoDate, todayIn } from '../bookings/calendar-dates';
import { getEnv } from '../config/env.server';
import { getDb } from '../db/db.server';
import { storedPath } from './page-view-rules';
import { pageViews } from './visits.tables';

/**
 * One upsert per page view: a single-row INSERT … ON CONFLICT on the (day, path) key. Cheap enough
 * to run per request (see docs/decisions/015-visits.md for the measurement), and nothing is
 * lost when the process stops, as it would be with counts batched in memory.
 */
export async function recordPageView(path: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insert(pageViews)
    .values({ day: todayIn(getEnv().TZ_BUSINESS, now), path: storedPath(path), views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
    });
}

export interface VisitStats {
  /** The 30 days shown, oldest first, every day present (0 when nobody came). */
  days: { day: IsoDate; views: number }[];
  /** The ten most viewed paths over those days. */
  topPages: { path: string; views: number }[];
  /** Booking requests per week (weeks start on Monday), the weeks touching those days. */
  bookingWeeks: { weekStart: IsoDate; requests: number }[];
}

export const statsDays = 30;

/** Monday of the week of a date (ISO weeks, as the chart labels them). */
export function weekStart(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Admin Home's visits view: the last 30 days, today included, in the business's time zone. */
export async function visitStats(now: Date = new Date()): Promise<VisitStats> {
  const db = await getDb();
  const today = todayIn(getEnv().TZ_BUSINESS, now);
  const from = addDays(today, -(statsDays - 1));
  const inRange = and(gte(pageViews.day, from), lte(pageViews.day, today));
  const views = sql<number>`sum(${pageViews.views})::int`;
  const [perDay, top, requests] = await Promise.all([
    db.select({ day: pageViews.day, views }).from(pageViews).where(inRange).groupBy(pageViews.day),
    db
      .select({ path: pageViews.path, views })
      .from(pageViews)
      .where(inRange)
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path)
      .limit(10),
    db
      .select({ day: bookings.dateBooked, requests: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(gte(bookings.dateBooked, weekStart(from)), lte(bookings.dateBooked, today)))
      .groupBy(bookings.dateBooked),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, Number(row.views)]));
  const days = Array.from({ length: statsDays }, (_, i) => {
    const day = addDays(from, i);
    return { day, views: byDay.get(day) ?? 0 };
  });
  const weeks = new Map<IsoDate, number>();
  for (let week = weekStart(from); week <= today; week = addDays(week, 7)) weeks.set(week, 0);
  for (const row of requests) {
    const week = weekStart(row.day);
    weeks.set(week, (weeks.get(week) ?? 0) + Number(row.requests));
  }
  return {
    days,
    topPages: top.map((row) => ({ path: row.path, views: Number(row.views) })),
    bookingWeeks: [...weeks].map(([week, count]) => ({ weekStart: week, requests: count })),
  };
}
