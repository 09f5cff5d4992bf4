import { and, desc, gte, lte, sql } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { businessToday } from '../business-time/business-time.server';
import { addDays, type IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { logError } from '../logging/log-error';
import { pageViews } from './visits.tables';

/** How long counted views wait in memory before they are written, at most. */
export const pageViewFlushMs = 2_000;
/** Distinct (day, path) pairs that trigger a write before the timer does. */
const maxPendingPaths = 500;

/** Views counted but not yet written, by day and path. */
const pending = new Map<string, { day: IsoDate; path: string; views: number }>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
/** Writes run one after another, so two never race on the same rows. */
let writeChain: Promise<void> = Promise.resolve();

function addPending(day: IsoDate, path: string, views: number): void {
  const key = `${day} ${path}`;
  const row = pending.get(key);
  if (row) row.views += views;
  else pending.set(key, { day, path, views });
}

/**
 * Counts one view of `route` (a route pattern, app/visits/page-routes.ts) in memory; the counts are written together within pageViewFlushMs
 * (docs/decisions/022): with fsync on (decision 016) a write per view capped the whole site at a
 * few dozen pages a second. Each process adds its own counts (`views + n`), so several processes
 * on one database add up; a clean stop writes what is left (flushPageViews).
 */
export function recordPageView(route: string, now: Date = clock.now()): void {
  addPending(businessToday(now), route, 1);
  if (pending.size >= maxPendingPaths) {
    void flushPageViews().catch(logFailedFlush);
    return;
  }
  flushTimer ??= setTimeout(() => {
    flushTimer = undefined;
    void flushPageViews().catch(logFailedFlush);
  }, pageViewFlushMs);
  // A pending write never keeps a process alive that is otherwise done (scripts, tests).
  flushTimer.unref?.();
}

function logFailedFlush(error: unknown): void {
  logError('page views: not written yet', error);
}

/**
 * Writes every pending count in one statement (one transaction, one fsync). A failed write keeps
 * the counts for the next try.
 */
export function flushPageViews(): Promise<void> {
  // This write takes everything pending: the timer has nothing left to do.
  clearTimeout(flushTimer);
  flushTimer = undefined;
  const write = writeChain.then(async () => {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending.clear();
    try {
      const db = await getDb();
      await db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    } catch (error) {
      for (const row of rows) addPending(row.day, row.path, row.views);
      throw error;
    }
  });
  writeChain = write.catch(() => undefined);
  return write;
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
export async function visitStats(now: Date = clock.now()): Promise<VisitStats> {
  // This process's latest views first, so the chart includes the visit just made.
  await flushPageViews();
  const db = await getDb();
  const today = businessToday(now);
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
