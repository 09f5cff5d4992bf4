import { eq } from 'drizzle-orm';
import { users } from '../../app/accounts/accounts.tables';
import { setClock } from '../../app/business-time/clock';
import type { TestDatabase } from './test-database';
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
