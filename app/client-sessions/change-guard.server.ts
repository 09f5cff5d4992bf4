import { data } from 'react-router';
import { getOptionalUser } from '../accounts/guards.server';
import { getBooking } from '../bookings/bookings.server';
import type { Booking } from '../bookings/bookings.tables';
import { changeKeyMatches } from '../bookings/change-links.server';
import { idParam } from '../validation/id-param';
import { getOwnSession } from './client-sessions.server';

export interface ChangeableSession {
  booking: Booking;
  /** How the visitor may change it: signed in as its owner, or holding the email's signed link. */
  via: 'owner' | 'link';
}

/**
 * The booking a change page acts on (PRODUCT §16): the signed-in owner's, or the one the session
 * email's signed link was made for (app/bookings/change-links.server.ts). Everyone else gets the
 * app's 404, as on the other session pages.
 */
export async function requireChangeableSession(
  request: Request,
  bookingId: string | undefined,
): Promise<ChangeableSession> {
  const id = idParam(bookingId);
  const key = new URL(request.url).searchParams.get('key');
  if (key) {
    const booking = await getBooking(id);
    if (booking && changeKeyMatches(booking, key)) return { booking, via: 'link' };
    throw data('Not Found', { status: 404 });
  }
  const user = await getOptionalUser(request);
  const own = user ? await getOwnSession(user, id) : undefined;
  if (!own) throw data('Not Found', { status: 404 });
  return { booking: own.booking, via: 'owner' };
}
