import { eq } from 'drizzle-orm';
import { users } from '../../app/accounts/accounts.tables';
import { getDb } from '../../app/db/db.server';
import { insertTestBooking } from './test-bookings';
import type { TestUser } from './test-users';

/** The client's side of a booking in integration tests: a booking request, and its owner verified. */

/** Marks the user's address verified: the bookings sent with it become theirs (PRODUCT §16). */
export async function verified(user: TestUser): Promise<TestUser> {
  await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** A booking request as the form stores it (Hannah Wells's), sent with `email`. */
export async function booking(email: string, dateScheduled: string | null = null): Promise<number> {
  const row = await insertTestBooking(await getDb(), {
    name: 'Hannah Wells',
    email,
    phoneNumber: '555-400-0001',
    location: 'Carson City, Nevada',
    dateBooked: '2026-11-20',
    dateScheduled,
  });
  return row.id;
}
