import { data } from 'react-router';
import { requireSignedIn } from '../accounts/guards.server';
import { getBooking } from '../bookings/bookings.server';
import type { Booking } from '../bookings/bookings.tables';
import { type ChangeAction, judgeChangeKey } from '../bookings/change-links.server';
import { getEnv } from '../config/env.server';
import { notFound } from '../http/not-found';
import { idParam } from '../validation/id-param';
import { getOwnSession } from './client-sessions.server';

export interface ChangeableSession {
  booking: Booking;
  /** How the visitor may change it: signed in as its owner, or holding the email's signed link. */
  via: 'owner' | 'link';
}

/** What a retired change link answers (PRODUCT §16, decision 053), word for word. */
export function outOfDateLinkMessage(phone: string): string {
  return `This link is out of date. Please use the one in your latest email, or call us at ${phone}.`;
}

/**
 * The booking a change page (`action`) acts on (PRODUCT §16): the signed-in owner's, or the one
 * the session email's signed link was made for (app/bookings/change-links.server.ts). A link that
 * a later date or a cancellation retired, or one made for the other page, answers 410 with the
 * text above, signed in or not, and changes nothing. Without a key, a visitor gets the "Please
 * log in" page and anyone but the owner the app's 404, as on the other session pages.
 */
export async function requireChangeableSession(
  request: Request,
  bookingId: string | undefined,
  action: ChangeAction,
): Promise<ChangeableSession> {
  const id = idParam(bookingId);
  const key = new URL(request.url).searchParams.get('key');
  if (key) {
    const booking = await getBooking(id);
    const verdict = booking ? judgeChangeKey(booking, action, key) : 'unknown';
    if (booking && verdict === 'current') return { booking, via: 'link' };
    if (verdict === 'retired') throw data(outOfDateLinkMessage(getEnv().BUSINESS_PHONE), { status: 410 });
    throw notFound();
  }
  const user = await requireSignedIn(request);
  const own = await getOwnSession(user, id);
  if (!own) throw notFound();
  return { booking: own.booking, via: 'owner' };
}
