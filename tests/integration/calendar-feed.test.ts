import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { bookings } from '../../app/bookings/bookings.tables';
import { addBlockedDate } from '../../app/bookings/schedule.server';
import { todayIn } from '../../app/business-time/zoned-time';
import { calendarFeeds } from '../../app/calendar/calendar.tables';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin-home';
import { loader as feedLoader } from '../../app/routes/calendar-feed';
import { parseCalendar } from '../helpers/icalendar';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * The admins' calendar feed (/calendar/{token}.ics): reached without a cookie, so the token is the
 * only key. Only the current token of an enabled admin answers; everything else is a 404.
 */
const t = setupTestDatabase();

let admin: TestUser;
// The business's year (its default time zone), which is the feed's range.
const thisYear = Number(todayIn('America/Los_Angeles').slice(0, 4));

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
  await t
    .db()
    .insert(bookings)
    .values([
      {
        name: 'Tyler Reed',
        email: 'tyler@example.com',
        phoneNumber: '916-555-0100',
        location: 'Elk Grove, CA',
        session: 'Equine portrait',
        dateBooked: '2026-01-05',
        dateScheduled: `${thisYear + 1}-03-04`,
      },
      {
        name: 'Una Unscheduled',
        email: 'una@example.com',
        phoneNumber: '916-555-0101',
        location: 'Davis, CA',
        session: 'Event photography',
        dateBooked: '2026-01-06',
      },
    ]);
  await addBlockedDate(`${thisYear + 1}-05-06`, 'Barn repairs');
});

async function feedUrlOf(user: TestUser): Promise<string | null> {
  const result = await settle(
    adminLoader(
      routeArgs<typeof adminLoader>(siteRequest('/adminHome?view=events', { cookie: user.cookie })),
    ),
  );
  return result.body.feedUrl;
}

async function makeNewLink(user: TestUser): Promise<string> {
  const request = siteRequest('/adminHome?view=events', {
    cookie: user.cookie,
    fields: { intent: 'new-calendar-link' },
  });
  const result = await settle(adminAction(routeArgs<typeof adminAction>(request)));
  expect(result.status).toBe(200);
  const url = await feedUrlOf(user);
  if (!url) throw new Error('no feed URL after making a link');
  return url;
}

/** GETs a feed path with no cookie at all, as a calendar app does. */
async function fetchFeed(pathname: string) {
  const file = pathname.replace(/^\/calendar\//, '');
  const response = await feedLoader(routeArgs<typeof feedLoader>(siteRequest(pathname), { file }));
  return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() };
}

describe('calendar feed', () => {
  it('has no link until the admin makes one', async () => {
    const other = await createSignedInUser({ isAdmin: true }, 'Otto Other');
    expect(await feedUrlOf(other)).toBeNull();
  });

  it('lists every scheduled session and blocked date (holidays of this year and next) as iCalendar', async () => {
    const url = await makeNewLink(admin);
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetchFeed(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(feed.text);
    expect(calendar.method).toBe('PUBLISH');
    const byStart = (date: string) => calendar.events.filter((event) => event.start === date);
    expect(byStart(`${thisYear + 1}-03-04`).map((e) => e.summary)).toEqual(['Equine portrait: Tyler Reed']);
    expect(calendar.events.some((e) => e.summary.includes('Una Unscheduled'))).toBe(false);
    expect(byStart(`${thisYear + 1}-05-06`).map((e) => e.summary)).toEqual(['Blocked: Barn repairs']);
    // Federal holidays as the site blocks them, this year and next: Christmas Day on December 25
    // and Independence Day on July 4, whatever the weekday.
    for (const year of [thisYear, thisYear + 1]) {
      expect(byStart(`${year}-12-25`).map((e) => e.summary)).toEqual(['Blocked: Christmas Day']);
      expect(byStart(`${year}-07-04`).map((e) => e.summary)).toEqual(['Blocked: Independence Day']);
    }
    expect(byStart(`${thisYear + 2}-12-25`)).toEqual([]);
    expect(calendar.events.every((e) => e.allDay)).toBe(true);
    expect(new Set(calendar.events.map((e) => e.uid)).size).toBe(calendar.events.length);
  });

  it('"Make a new link" stops the old one: it answers 404, the new one 200', async () => {
    const old = new URL(await makeNewLink(admin)).pathname;
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = new URL(await makeNewLink(admin)).pathname;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it('answers 404 to a made-up token, a token without .ics, and a malformed name', async () => {
    const real = new URL(await makeNewLink(admin)).pathname;
    expect((await fetchFeed(`/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed(real.replace(/\.ics$/, ''))).status).toBe(404);
    expect((await fetchFeed(`${real}.ics`)).status).toBe(404);
    expect((await fetchFeed('/calendar/%27%20or%201%3D1.ics')).status).toBe(404);
  });

  it('stops answering when its admin is disabled or is no longer an admin', async () => {
    const owner = await createSignedInUser({ isAdmin: true }, 'Wendy Leaving');
    const path = new URL(await makeNewLink(owner)).pathname;
    expect((await fetchFeed(path)).status).toBe(200);
    await t.db().update(users).set({ disabled: true }).where(eq(users.id, owner.id));
    expect((await fetchFeed(path)).status).toBe(404);
    await t.db().update(users).set({ disabled: false, isAdmin: false }).where(eq(users.id, owner.id));
    expect((await fetchFeed(path)).status).toBe(404);
  });

  it('refuses "Make a new link" from a non-admin', async () => {
    const client = await createSignedInUser({ isClient: true }, 'Cleo Client');
    const request = siteRequest('/adminHome', {
      cookie: client.cookie,
      fields: { intent: 'new-calendar-link' },
    });
    const result = await settle(adminAction(routeArgs<typeof adminAction>(request)));
    expect(result.status).toBe(403);
    expect(await t.db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, client.id))).toEqual([]);
  });
});
