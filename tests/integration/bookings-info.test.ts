import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockedDates, bookings } from '../../app/bookings/bookings.tables';
import { addBlockedDate, blockedDaysBetween, bookingWindow } from '../../app/bookings/schedule.server';
import { addDays, oneYearAfter } from '../../app/business-time/calendar-dates';
import { todayIn } from '../../app/business-time/zoned-time';
import { getEnv } from '../../app/config/env.server';
import { takeFlash } from '../../app/flash/flash.server';
import { action, loader } from '../../app/routes/booking-info';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { cookieFrom, createSignedInUser, type TestUser } from '../helpers/test-users';

/** "December 7, 2026": a day as the admin's screens write it, written out here from the calendar. */
const inWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

const t = setupTestDatabase();

let admin: TestUser;
const others: Record<string, TestUser | null> = {};
let bookingId: number;

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
  others['signed out'] = null;
  others.User = await createSignedInUser({}, 'Una User');
  others.Client = await createSignedInUser({ isClient: true }, 'Cleo Client');
});

beforeEach(async () => {
  await t.db().delete(bookings);
  await t.db().delete(blockedDates);
  bookingId = (await insertTestBooking(t.db(), { dateBooked: '2026-01-05' })).id;
});

afterEach(() => {
  vi.useRealTimers();
});

/** Posts to /BookingInfo/{id} as the given user (the admin by default). */
function post(fields: Record<string, string>, options: { id?: string; as?: TestUser | null } = {}) {
  const id = options.id ?? String(bookingId);
  const user = options.as === undefined ? admin : options.as;
  const request = siteRequest(`/BookingInfo/${id}`, { fields, cookie: user?.cookie });
  return settle(action(routeArgs<typeof action>(request, { id })));
}

const schedule = (date: string, options: { id?: string; as?: TestUser | null } = {}) =>
  post({ intent: 'schedule', dateScheduled: date }, options);

const booking = async () => (await t.db().select().from(bookings).where(eq(bookings.id, bookingId)))[0];
const today = () => todayIn(getEnv().TZ_BUSINESS);

/** The first day from `from` on that is neither a holiday nor admin-blocked. */
async function openDayFrom(from: string): Promise<string> {
  let day = from;
  while ((await blockedDaysBetween(day, day)).length > 0) day = addDays(day, 1);
  return day;
}

describe('Approve and Contacted', () => {
  it.each([
    ['approve', 'approved'],
    ['contacted', 'contacted'],
  ] as const)('%s sets %s to true, and it stays true', async (intent, flag) => {
    const first = await post({ intent });
    expect(first).toMatchObject({ status: 200, body: { message: null } });
    expect(await booking()).toMatchObject({ [flag]: true });
    // One-way (PRODUCT §4): a second press never turns it back.
    await post({ intent });
    expect(await booking()).toMatchObject({ [flag]: true });
    const other = flag === 'approved' ? 'contacted' : 'approved';
    expect(await booking()).toMatchObject({ [other]: false });
  });

  it('answers 400 to an intent it does not know, changing nothing', async () => {
    const before = await t.snapshot();
    expect((await post({ intent: 'unapprove' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('schedule: refusals, each with a clear message and nothing changed', () => {
  const refusals: [string, () => Promise<{ date: string; message: RegExp }>][] = [
    [
      'the next 25 December (a federal holiday)',
      async () => {
        const year = Number(today().slice(0, 4));
        const date = `${today() > `${year}-12-25` ? year + 1 : year}-12-25`;
        return {
          date,
          message: new RegExp(`^${date} is blocked \\(Christmas Day\\)\\. Please choose another date\\.$`),
        };
      },
    ],
    [
      'a date the admin blocked',
      async () => {
        const date = await openDayFrom(addDays(today(), 20));
        await addBlockedDate(date, 'Vet visit');
        return {
          date,
          message: new RegExp(`^${date} is blocked \\(Vet visit\\)\\. Please choose another date\\.$`),
        };
      },
    ],
    [
      'yesterday',
      async () => ({
        date: addDays(today(), -1),
        message: new RegExp(`^The date cannot be before today \\(${today()}\\)\\.$`),
      }),
    ],
    [
      'one year and one day ahead',
      async () => ({
        date: addDays(oneYearAfter(today()), 1),
        message: new RegExp(
          `^The date cannot be more than one year ahead \\(after ${oneYearAfter(today())}\\)\\.$`,
        ),
      }),
    ],
    ['a month 13', async () => ({ date: '2026-13-01', message: /^The date must look like yyyy-MM-dd$/ })],
    ['30 February', async () => ({ date: '2027-02-30', message: /^The date must look like yyyy-MM-dd$/ })],
    ['another format', async () => ({ date: '12/25/2026', message: /^The date must look like yyyy-MM-dd$/ })],
    ['an empty date', async () => ({ date: '', message: /^Please choose a date$/ })],
  ];

  it.each(refusals)('refuses %s', async (_what, make) => {
    const { date, message } = await make();
    const before = await t.snapshot();
    const result = await schedule(date);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ ok: false, message: expect.stringMatching(message) });
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses a post without any date', async () => {
    const result = await post({ intent: 'schedule' });
    expect(result).toMatchObject({ status: 400, body: { message: 'Please choose a date' } });
    expect((await booking())?.dateScheduled).toBeNull();
  });
});

describe('schedule: acceptance at the window edges', () => {
  it('accepts today and exactly one year ahead, and returns to view mode', async () => {
    // Both edges must be open days; when today or its anniversary is blocked, move the clock on.
    let shift = 0;
    for (; shift < 30; shift++) {
      const { min, max } = bookingWindow(new Date(Date.now() + shift * 86_400_000));
      const blocked = [...(await blockedDaysBetween(min, min)), ...(await blockedDaysBetween(max, max))];
      if (blocked.length === 0) break;
    }
    if (shift > 0) {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() + shift * 86_400_000);
    }
    const { min, max } = bookingWindow();
    expect(min).toBe(today());
    expect(max).toBe(oneYearAfter(today()));

    const first = await schedule(min);
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe(`/BookingInfo/${bookingId}`);
    const flash = cookieFrom(first.headers.get('Set-Cookie') ?? '');
    expect((await takeFlash(siteRequest('/', { cookie: flash }))).flash?.message).toBe(
      `Scheduled for ${inWords(min)}.`,
    );
    expect((await booking())?.dateScheduled).toBe(min);

    // Rescheduling moves the date (and so the event).
    const second = await schedule(max);
    expect(second.status).toBe(302);
    expect((await booking())?.dateScheduled).toBe(max);
    const moved = cookieFrom(second.headers.get('Set-Cookie') ?? '');
    expect((await takeFlash(siteRequest('/', { cookie: moved }))).flash?.message).toBe(
      `Moved to ${inWords(max)}.`,
    );
  });
});

describe('a missing booking', () => {
  it('answers 404 to approve, contacted and schedule, changing nothing', async () => {
    const before = await t.snapshot();
    const missing = String(bookingId + 1000);
    const date = await openDayFrom(addDays(today(), 3));
    expect((await post({ intent: 'approve' }, { id: missing })).status).toBe(404);
    expect((await post({ intent: 'contacted' }, { id: missing })).status).toBe(404);
    const scheduled = await schedule(date, { id: missing });
    expect(scheduled).toMatchObject({ status: 404, body: { message: 'That booking does not exist.' } });
    for (const junk of ['abc', '0', '-1', '1.5']) {
      expect((await post({ intent: 'approve' }, { id: junk })).status, junk).toBe(404);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 404 to the loader', async () => {
    const request = siteRequest(`/BookingInfo/${bookingId + 1000}`, { cookie: admin.cookie });
    const result = await settle(loader(routeArgs<typeof loader>(request, { id: String(bookingId + 1000) })));
    expect(result.status).toBe(404);
  });
});

describe('as a non-admin', () => {
  for (const who of ['signed out', 'User', 'Client']) {
    it(`answers 403 to a ${who} for approve, contacted, schedule and the page, changing nothing`, async () => {
      const actor = others[who] ?? null;
      const before = await t.snapshot();
      const date = await openDayFrom(addDays(today(), 3));
      const attempts: Record<string, string>[] = [
        { intent: 'approve' },
        { intent: 'contacted' },
        { intent: 'schedule', dateScheduled: date },
      ];
      for (const fields of attempts) {
        const result = await post(fields, { as: actor });
        expect(result.status, fields.intent).toBe(403);
        expect(result.thrown).toBe(true);
      }
      const page = siteRequest(`/BookingInfo/${bookingId}`, { cookie: actor?.cookie });
      expect((await settle(loader(routeArgs<typeof loader>(page, { id: String(bookingId) })))).status).toBe(
        403,
      );
      expect(await t.snapshot()).toEqual(before);
    });
  }
});

describe('the Booking Info loader', () => {
  it('gives the admin the booking, and in edit mode the window and the blocked days in it', async () => {
    await addBlockedDate(await openDayFrom(addDays(today(), 10)), 'Show week');
    const request = siteRequest(`/BookingInfo/${bookingId}?edit=1`, { cookie: admin.cookie });
    const result = await settle(loader(routeArgs<typeof loader>(request, { id: String(bookingId) })));
    expect(result.status).toBe(200);
    const body = result.body;
    expect(body.booking).toMatchObject({ id: bookingId, name: 'Tyler Reed' });
    expect(body.editing).toBe(true);
    expect(body.window).toEqual({ min: today(), max: oneYearAfter(today()) });
    const expected = (await blockedDaysBetween(today(), oneYearAfter(today()))).map((d) => d.date);
    expect(body.blocked).toEqual(expected);
    // At least the ten or eleven federal holidays of a year, plus the admin's day.
    expect(body.blocked.length).toBeGreaterThanOrEqual(11);
  });
});
