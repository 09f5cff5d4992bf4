import { requireSignedIn } from '../accounts/guards.server';
import type { SessionUser } from '../accounts/session-user';
import { notFound } from '../http/not-found';
import { idParam } from '../validation/id-param';
import { getOwnSession, type OwnSession } from './client-sessions.server';

/**
 * The first call of a session page's loader and action: the booking is the signed-in user's, or
 * the app's 404 page. Another user, an admin and an unverified owner all get the same 404 as an
 * unknown booking, so an address never reveals that a session exists (PRODUCT §16); a visitor
 * gets the "Please log in" page for any id a booking could have (decision 057).
 */
export async function requireOwnSession(
  request: Request,
  bookingId: string | undefined,
): Promise<OwnSession & { user: SessionUser }> {
  const id = idParam(bookingId);
  const user = await requireSignedIn(request);
  const session = await getOwnSession(user, id);
  if (!session) throw notFound();
  return { ...session, user };
}
