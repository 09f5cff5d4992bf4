import { asc } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { scheduleBooking } from '../../app/flows/session-flows.server';
import { reminderSwitches, scheduledMessages } from '../../app/reminders/reminders.tables';
import { action, loader } from '../../app/routes/admin-home';
import { call, present } from '../helpers/route-calls';
import { insertTestBooking } from '../helpers/test-bookings';
import { setupTestDatabase } from '../helpers/test-database';
import { createSignedInUser, type TestUser } from '../helpers/test-users';

/**
 * Admin Home → Show Reminders (PRODUCT §18) through the real loader and action: the next 60 days
 * in business time (America/Los_Angeles), Cancel, and the switch per kind kept in the database.
 */
const t = setupTestDatabase();

let admin: TestUser;
let client: TestUser;
let bookingId: number;
// Monday 1 June 2026, noon in Los Angeles.
const monday = new Date('2026-06-01T19:00:00Z');

beforeAll(async () => {
  admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
  client = await createSignedInUser({ isClient: true }, 'Cleo Client');
});

beforeEach(async () => {
  await t.db().delete(scheduledMessages);
  await t.db().delete(reminderSwitches);
  await t.db().delete(bookings);
  setClock(monday);
  bookingId = (await insertTestBooking(t.db())).id;
  expect((await scheduleBooking(bookingId, '2026-06-11', 'system', monday)).ok).toBe(true);
  // Beyond the 60 days: not listed.
  await t
    .db()
    .insert(scheduledMessages)
    .values({
      kind: 'session',
      purpose: 'session-tomorrow',
      recipient: 'later@example.com',
      bookingId,
      aboutDate: '2026-08-20',
      dueAt: new Date('2026-08-19T16:00:00Z'),
    });
});

afterEach(() => resetClock());

async function listed() {
  const answer = await call(loader, '/adminHome?view=reminders', admin);
  return present(answer.body.reminders, 'the reminders').upcoming;
}

describe('Show Reminders', () => {
  it('lists the next 60 days in business time, and Cancel removes one', async () => {
    const upcoming = await listed();
    expect(upcoming.map(({ when, to, subject }) => ({ when, to, subject }))).toEqual([
      { when: 'Jun 4, 2026, 9:00 AM PDT', to: 'tyler@example.com', subject: 'Your session is in 7 days' },
      { when: 'Jun 10, 2026, 9:00 AM PDT', to: 'tyler@example.com', subject: 'Your session is tomorrow' },
    ]);
    const answer = await call(action, '/adminHome?view=reminders', admin, {
      intent: 'cancel-reminder',
      reminderId: String(upcoming[0]?.id),
    });
    expect(answer.body).toEqual({ ok: true, message: 'The reminder was cancelled.' });
    expect((await listed()).map((r) => r.subject)).toEqual(['Your session is tomorrow']);
  });

  it('refuses to cancel one that is no longer scheduled, and changes nothing', async () => {
    const before = await t.snapshot();
    const answer = await call(action, '/adminHome?view=reminders', admin, {
      intent: 'cancel-reminder',
      reminderId: '999999',
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ ok: false, message: 'That reminder is no longer scheduled.' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('keeps the switch per kind in the database', async () => {
    const off = await call(action, '/adminHome?view=reminders', admin, {
      intent: 'reminder-switch',
      kind: 'session',
      enabled: 'off',
    });
    expect(off.body).toEqual({ ok: true, message: 'Session reminders are off.' });
    expect(await t.db().select().from(reminderSwitches).orderBy(asc(reminderSwitches.kind))).toEqual([
      { kind: 'session', enabled: false },
    ]);
    const answer = await call(loader, '/adminHome?view=reminders', admin);
    expect(present(answer.body.reminders, 'the reminders').switches).toEqual({
      session: false,
      gallery: true,
      invoice: true,
    });
  });

  it('is for admins only: a client cancels nothing', async () => {
    const [first] = await listed();
    const answer = await call(action, '/adminHome?view=reminders', client, {
      intent: 'cancel-reminder',
      reminderId: String(first?.id),
    });
    expect(answer.status).toBe(403);
    expect(await listed()).toHaveLength(2);
  });
});
