import { eq } from 'drizzle-orm';
import { users } from '../../app/accounts/accounts.tables';
import { bookings } from '../../app/bookings/bookings.tables';
import { getDb } from '../../app/db/db.server';
import type { TestUser } from './test-users';

/** The client's side of a booking in integration tests: a booking request, and its owner verified. */

/** Marks the user's address verified: the bookings sent with it become theirs (PRODUCT §16). */
export async function verified(user: TestUser): Promise<TestUser> {
  await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** A booking request as the form stores it, sent with `email`. */
export async function booking(email: string, dateScheduled: string | null = null): Promise<number> {
  const [row] = await (await getDb())
    .insert(bookings)
    .values({
      name: 'Hannah Wells',
      email,
      phoneNumber: '555-400-0001',
      location: 'Carson City, Nevada',
      session: 'Equine portrait',
      dateBooked: '2026-11-20',
      dateScheduled,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}
