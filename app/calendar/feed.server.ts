import crypto from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { href } from 'react-router';
import { users } from '../accounts/accounts.tables';
import { bookings } from '../bookings/bookings.tables';
import { blockedDaysBetween } from '../bookings/schedule.server';
import { businessToday } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import { siteHostname, siteUrl } from '../config/site-url.server';
import { getDb } from '../db/db.server';
import { calendarFeeds } from './calendar.tables';
import { feedIcs } from './ics';

/**
 * The admins' private calendar feed (decision 014): one secret link per admin, read by calendar apps
 * that carry no cookie, so the token in the URL is the only key. It stops working when the admin
 * makes a new link, loses the Admin role or is disabled.
 */

/** 32 random bytes, base64url: 43 characters, 256 bits a guesser cannot search. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export async function getFeedToken(userId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .limit(1);
  return row?.token ?? null;
}

/** Makes the admin's link, replacing (and so invalidating) any earlier one. */
export async function makeNewFeedToken(userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const db = await getDb();
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: clock.now() } });
  return token;
}

/** From Jan 1 this year to Dec 31 next year: holidays are computed, so the feed needs a range. */
export function feedRange(now: Date = clock.now()): { from: string; to: string } {
  const year = Number(businessToday(now).slice(0, 4));
  return { from: `${year}-01-01`, to: `${year + 1}-12-31` };
}

export type FeedResult = { ok: true; ics: string } | { ok: false; reason: 'unknown-link' };

/** The feed for a token from the URL: every scheduled session and every blocked date in range. */
export async function calendarFeed(token: string, now: Date = clock.now()): Promise<FeedResult> {
  if (!tokenPattern.test(token)) return { ok: false, reason: 'unknown-link' };
  const db = await getDb();
  const [owner] = await db
    .select({ userId: users.id })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), eq(users.isAdmin, true), eq(users.disabled, false)))
    .limit(1);
  if (!owner) return { ok: false, reason: 'unknown-link' };
  const range = feedRange(now);
  const [sessions, blocked] = await Promise.all([
    db
      .select({
        id: bookings.id,
        name: bookings.name,
        session: bookings.session,
        location: bookings.location,
        date: bookings.dateScheduled,
      })
      .from(bookings)
      .where(isNotNull(bookings.dateScheduled))
      .orderBy(asc(bookings.dateScheduled), asc(bookings.id)),
    blockedDaysBetween(range.from, range.to),
  ]);
  const host = siteHostname();
  const scheduled = sessions.flatMap((s) => (s.date ? [{ ...s, date: s.date }] : []));
  return { ok: true, ics: feedIcs(scheduled, blocked, { host, now }) };
}

/** The address an admin pastes into a calendar app, on PUBLIC_URL like every link that leaves the site. */
export function calendarFeedUrl(token: string): string {
  return siteUrl(href('/calendar/:file', { file: `${token}.ics` }));
}
