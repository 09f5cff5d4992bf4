import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { users } from '../../app/accounts/accounts.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { deliverDueMail } from '../../app/mail/mail-worker.server';
import { insertTestBooking } from './test-bookings';
import type { OutboxEmail, TestDatabase } from './test-database';
import { createSignedInUser, type TestUser } from './test-users';

/**
 * The day the session-change tests (another date, cancel) run on: Monday 1 March 2027, 10:00 in
 * California. Their session is on Saturday 20 March, outside the 7-day cutoff.
 */
export const changeMonday = new Date('2027-03-01T18:00:00Z');
export const changeSessionDay = '2027-03-20';

/**
 * The people of a session-change test, signed in on `changeMonday` (so their sessions are as old as
 * the clock says): the booking's owner and a stranger, both with verified addresses, and an admin.
 */
export async function sessionChangePeople(
  t: TestDatabase,
): Promise<{ owner: TestUser; stranger: TestUser; admin: TestUser }> {
  setClock(changeMonday);
  const owner = await createSignedInUser({}, 'Owen Rider');
  const stranger = await createSignedInUser({}, 'Sam Stranger');
  for (const user of [owner, stranger])
    await t.db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  const admin = await createSignedInUser({ isAdmin: true }, 'Ada Admin');
  return { owner, stranger, admin };
}

/** Before each test: the clock back on `changeMonday`, and no email sent or queued yet. */
export async function freshChangeDay(t: TestDatabase): Promise<void> {
  setClock(changeMonday);
  await t.clearMail();
}

/** A booking request of `owner`'s (as Owen Rider), scheduled on `changeSessionDay`. */
export function ownersBooking(t: TestDatabase, owner: TestUser, values: { inviteSequence?: number } = {}) {
  return insertTestBooking(t.db(), {
    name: 'Owen Rider',
    email: owner.email,
    dateBooked: '2027-02-20',
    dateScheduled: changeSessionDay,
    ...values,
  });
}

/** The mail worker's pass, then every email in the outbox. */
export async function sentMail(t: TestDatabase): Promise<OutboxEmail[]> {
  await deliverDueMail();
  return t.outbox();
}

export interface SessionChange {
  owner: TestUser;
  stranger: TestUser;
  admin: TestUser;
  /** The owner's booking, made anew before each test. */
  bookingId: number;
}

/**
 * The set-up the session-change files (another date, cancel) share, as hooks: the people once
 * (`sessionChangePeople`); before each test the clock on `changeMonday`, no email, and the owner's
 * booking scheduled on `changeSessionDay` (with `booking`'s fields); the clock reset after each.
 * The answer's fields are filled by those hooks: read them inside a test or a later hook.
 */
export function sessionChangeSetup(
  t: TestDatabase,
  booking: { inviteSequence?: number } = {},
): SessionChange {
  const change = {} as SessionChange;
  beforeAll(async () => {
    Object.assign(change, await sessionChangePeople(t));
  });
  beforeEach(async () => {
    await freshChangeDay(t);
    change.bookingId = (await ownersBooking(t, change.owner, booking)).id;
  });
  afterEach(() => resetClock());
  return change;
}
