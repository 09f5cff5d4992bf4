import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockedDates, bookings } from '../../app/bookings/bookings.tables';
import { listPublicEvents } from '../../app/bookings/events.server';
import { addBlockedDate } from '../../app/bookings/schedule.server';
import { action, loader } from '../../app/routes/admin-home';
import { routeArgs, settle, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

const t = setupTestDatabase();

let admin: TestUser;
const others: Record<string, TestUser | null> = {};

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
  others['signed out'] = null;
  others.User = await createSignedInUser({}, 'Una User');
  others.Client = await createSignedInUser({ isClient: true }, 'Cleo Client');
});

const contact = { phoneNumber: '916-555-0100', location: 'Elk Grove, CA', message: 'Call after 5pm' };

/** Four requests sent on four days: each combination of approved and scheduled. */
beforeEach(async () => {
  await t.db().delete(bookings);
  await t.db().delete(blockedDates);
  await t
    .db()
    .insert(bookings)
    .values([
      {
        ...contact,
        name: 'Amy Oldest',
        email: 'amy@example.com',
        session: 'Equine portrait',
        dateBooked: '2026-01-01',
        createdAt: new Date('2026-01-01T18:00:00Z'),
        approved: true,
        dateScheduled: '2031-06-20',
      },
      {
        ...contact,
        name: 'Ben Second',
        email: 'ben@example.com',
        session: 'Event photography',
        dateBooked: '2026-01-02',
        createdAt: new Date('2026-01-02T18:00:00Z'),
        approved: false,
        dateScheduled: '2031-04-02',
      },
      {
        ...contact,
        name: 'Cat Third',
        email: 'cat@example.com',
        session: 'other',
        dateBooked: '2026-01-03',
        createdAt: new Date('2026-01-03T18:00:00Z'),
        approved: true,
      },
      {
        ...contact,
        name: 'Dan Newest',
        email: 'dan@example.com',
        session: 'Fine art photography',
        dateBooked: '2026-01-04',
        createdAt: new Date('2026-01-04T18:00:00Z'),
      },
    ]);
});

async function load(query: string, user: TestUser | null = admin) {
  const request = siteRequest(`/adminHome${query}`, { cookie: user?.cookie });
  const result = await settle(loader(routeArgs<typeof loader>(request)));
  return { ...result, data: result.body };
}

function post(fields: Record<string, string>, user: TestUser | null = admin) {
  return settle(
    action(routeArgs<typeof action>(siteRequest('/adminHome', { fields, cookie: user?.cookie }))),
  );
}

describe('Admin Home bookings view', () => {
  it('lists every request, newest first', async () => {
    const { status, data } = await load('?view=bookings');
    expect(status).toBe(200);
    expect(data.bookings.map((b) => b.name)).toEqual(['Dan Newest', 'Cat Third', 'Ben Second', 'Amy Oldest']);
    expect(data.filter).toBeNull();
    // Only the chosen view's data is loaded.
    expect(data.users).toEqual([]);
    expect(data.events).toEqual([]);
  });

  it.each([
    ['approved', ['Cat Third', 'Amy Oldest']],
    ['not-approved', ['Dan Newest', 'Ben Second']],
    ['scheduled', ['Ben Second', 'Amy Oldest']],
    ['not-scheduled', ['Dan Newest', 'Cat Third']],
    ['nonsense', ['Dan Newest', 'Cat Third', 'Ben Second', 'Amy Oldest']],
  ])('filter=%s returns the right rows, newest first', async (filter, names) => {
    const { data } = await load(`?view=bookings&filter=${filter}`);
    expect(data.bookings.map((b) => b.name)).toEqual(names);
    expect(data.filter).toBe(filter === 'nonsense' ? null : filter);
  });

  it('finds nothing for a filter no row matches', async () => {
    await t.db().update(bookings).set({ approved: true });
    const { data } = await load('?view=bookings&filter=not-approved');
    expect(data.bookings).toEqual([]);
  });
});

describe('Admin Home events view', () => {
  it('lists the scheduled bookings soonest first, with full names, and the blocked days', async () => {
    await addBlockedDate('2031-01-15', 'Closed');
    const { data } = await load('?view=events');
    expect(data.events.map(({ id: _id, ...event }) => event)).toEqual([
      { title: 'Event photography', name: 'Ben Second', session: 'Event photography', start: '2031-04-02' },
      { title: 'Equine portrait', name: 'Amy Oldest', session: 'Equine portrait', start: '2031-06-20' },
    ]);
    expect(data.bookings).toEqual([]);
    const { min, max } = data.blocked;
    expect(data.blocked.days.every((d) => d.date >= min && d.date <= max)).toBe(true);
    expect(data.blocked.days.filter((d) => d.kind === 'holiday').length).toBeGreaterThanOrEqual(11);
  });

  it('is empty when nothing is scheduled', async () => {
    await t.db().update(bookings).set({ dateScheduled: null });
    expect((await load('?view=events')).data.events).toEqual([]);
  });
});

describe('the public events (Contact calendar)', () => {
  it('have first names only and no email, phone or message', async () => {
    const events = await listPublicEvents();
    expect(events.map(({ id: _id, ...event }) => event)).toEqual([
      { title: 'Event photography', start: '2031-04-02', name: 'Ben', session: 'Event photography' },
      { title: 'Equine portrait', start: '2031-06-20', name: 'Amy', session: 'Equine portrait' },
    ]);
    const serialized = JSON.stringify(events);
    for (const secret of ['@example.com', '916-555-0100', 'Call after', 'Elk Grove', 'Oldest', 'Second']) {
      expect(serialized).not.toContain(secret);
    }
  });
});

describe('blocked dates (Admin Home)', () => {
  const blocked = () => t.db().select().from(blockedDates);

  it('blocks a date with a reason, updates the reason, and unblocks it', async () => {
    const first = await post({ intent: 'block-date', date: '2031-02-03', reason: ' Barn repairs ' });
    expect(first).toMatchObject({ status: 200, body: { ok: true, message: '2031-02-03 is now blocked.' } });
    expect(await blocked()).toMatchObject([{ date: '2031-02-03', reason: 'Barn repairs' }]);

    await post({ intent: 'block-date', date: '2031-02-03', reason: 'Vet visit' });
    expect(await blocked()).toMatchObject([{ date: '2031-02-03', reason: 'Vet visit' }]);

    const removed = await post({ intent: 'unblock-date', date: '2031-02-03' });
    expect(removed).toMatchObject({
      status: 200,
      body: { ok: true, message: '2031-02-03 is no longer blocked.' },
    });
    expect(await blocked()).toEqual([]);
  });

  it('refuses to unblock a federal holiday or a date that was never blocked', async () => {
    for (const date of ['2031-12-25', '2031-02-05']) {
      const result = await post({ intent: 'unblock-date', date });
      expect(result).toMatchObject({
        status: 400,
        body: { ok: false, message: `${date} was not blocked by an admin.` },
      });
    }
  });

  it('blocks a date without a reason', async () => {
    expect((await post({ intent: 'block-date', date: '2031-02-04' })).status).toBe(200);
    expect(await blocked()).toMatchObject([{ date: '2031-02-04', reason: '' }]);
  });

  it.each([
    [{ intent: 'block-date', date: '2031-02-30' }, /^The date must look like yyyy-MM-dd$/],
    [{ intent: 'block-date', date: '' }, /^The date must look like yyyy-MM-dd$/],
    [{ intent: 'block-date' }, /^Please choose a date$/],
    [{ intent: 'block-date', date: '2031-02-05', reason: 'x'.repeat(201) }, /^The reason cannot exceed 200/],
    [{ intent: 'unblock-date', date: 'tomorrow' }, /./],
  ])('refuses %j with 400 and changes nothing', async (fields, message) => {
    const before = await t.snapshot();
    const result = await post(fields);
    expect(result).toMatchObject({
      status: 400,
      body: { ok: false, message: expect.stringMatching(message) },
    });
    expect(await t.snapshot()).toEqual(before);
  });

  for (const who of ['signed out', 'User', 'Client']) {
    it(`answers 403 to a ${who} blocking or unblocking a date, changing nothing`, async () => {
      await addBlockedDate('2031-03-03', 'Closed');
      const before = await t.snapshot();
      const actor = others[who] ?? null;
      const block = await post({ intent: 'block-date', date: '2031-03-04' }, actor);
      const unblock = await post({ intent: 'unblock-date', date: '2031-03-03' }, actor);
      for (const result of [block, unblock]) {
        expect(result.status).toBe(403);
        expect(result.thrown).toBe(true);
      }
      expect(await t.snapshot()).toEqual(before);
      expect((await load('?view=bookings', actor)).status).toBe(403);
    });
  }
});
