import { type SQL, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.tables';
import { bookings } from '../bookings/bookings.tables';

/**
 * An account the rule is asked about, and whether its address was verified when the caller read
 * its row: the request's session look-up (`SessionUser`), or the admin's page reading the client.
 */
export interface BookingOwner {
  id: number;
  emailVerified: boolean;
}

/**
 * The one rule of whose booking it is (PRODUCT §16, decisions 045 and 054), as a condition on
 * `bookings`: the bookings sent with the account's address, compared without regard to case (both
 * are stored trimmed), once that address is verified; an unverified account owns none. Everything
 * granted by a booking's email goes through it: the session pages and their changes, Your Sessions
 * and the navigation's link, who reads and signs a contract, who reads an invoice, the session a
 * gallery is made of. lint/one-booking-owner.grit refuses another comparison of bookings.email.
 *
 * Both the caller's reading and the account's row in this very query must say verified. The row,
 * so no caller can vouch for an address; the caller's reading, so a request whose session was read
 * just before a verification committed (which ends every session of the account) does not see what
 * the verification grants in its next query. Never undefined, so no `and(…)` can drop it.
 */
export function bookingOwnedBy(owner: BookingOwner): SQL {
  if (!owner.emailVerified) return sql`false`;
  return sql`lower(${bookings.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${owner.id} and ${users.emailVerifiedAt} is not null)`;
}

/** A user's row as the admin's pages read it, asked about as a booking owner. */
export function asBookingOwner(user: { id: number; emailVerifiedAt: Date | null }): BookingOwner {
  return { id: user.id, emailVerified: user.emailVerifiedAt !== null };
}
