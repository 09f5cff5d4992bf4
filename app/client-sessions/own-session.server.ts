import { data } from 'react-router';
import { getOptionalUser } from '../accounts/guards.server';
import type { SessionUser } from '../accounts/session-user';
import { idParam } from '../validation/id-param';
import { getOwnSession, type OwnSession } from './client-sessions.server';

/**
 * The first call of a session page's loader and action: the booking is the signed-in user's, or
 * the app's 404 page. A visitor, another user, an admin and an unverified owner all get the same
 * 404 as an unknown booking, so an address never reveals that a session exists (PRODUCT §16).
 */
export async function requireOwnSession(
  request: Request,
  bookingId: string | undefined,
): Promise<OwnSession & { user: SessionUser }> {
  const id = idParam(bookingId);
  const user = await getOptionalUser(request);
  const session = user ? await getOwnSession(user, id) : undefined;
  if (!user || !session) throw data('Not Found', { status: 404 });
  return { ...session, user };
}
