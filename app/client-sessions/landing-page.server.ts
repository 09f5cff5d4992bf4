import { href } from 'react-router';
import { hasOwnBookings } from './client-sessions.server';

/**
 * Where a sign-in lands when the person did not come from a page (PRODUCT §14, decision 057): an
 * admin on Admin Home, someone with a session on Your Sessions, anyone else on Home. A page the
 * person came from (`redirectTo`) wins over this.
 */
export async function landingPage(user: { id: number; isAdmin: boolean; emailVerified: boolean }) {
  if (user.isAdmin) return href('/adminHome');
  if (await hasOwnBookings(user)) return href('/sessions');
  return href('/');
}

/** The same, for a user row as the account services answer it. */
export function landingPageOf(user: { id: number; isAdmin: boolean; emailVerifiedAt: Date | null }) {
  return landingPage({ id: user.id, isAdmin: user.isAdmin, emailVerified: user.emailVerifiedAt !== null });
}
