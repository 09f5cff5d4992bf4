import crypto from 'node:crypto';
import { siteUrl } from '../config/site-url.server';
import { hrefWithQuery } from '../http/typed-paths';
import { cookieSecrets } from '../security/cookie-secrets.server';
import type { Booking } from './bookings.tables';

/** What a session email's link does: ask for another date, or cancel the session. */
export type ChangeAction = 'another-date' | 'cancel';

/** What a change link's key signs: the booking, its address and where its invitations stand. */
type SignedBooking = Pick<Booking, 'id' | 'email' | 'inviteSequence'>;

/**
 * The key in a session email's links (PRODUCT §16), for a requester who has no account, or is not
 * signed in on the phone that opened the email: an HMAC under a key drawn from the cookie secret
 * (as the account links, decision 030), nothing stored. It signs the action, the booking, its
 * address and its invitation SEQUENCE (decision 053), which goes up with every move and with a
 * cancellation (bookings.server.ts, cancellation.server.ts): so a link does one thing only, and
 * each new date or a cancellation retires every link sent before it; the email of the new date
 * carries new ones.
 */
function changeKey(booking: SignedBooking, action: ChangeAction, sequence = booking.inviteSequence): string {
  return sign(`${action}:${booking.id}:${booking.email.trim().toLowerCase()}:${sequence}`);
}

function sign(text: string): string {
  const [secret = ''] = cookieSecrets();
  const key = crypto.createHmac('sha256', secret).update('session-change-links').digest();
  return crypto.createHmac('sha256', key).update(text).digest('base64url');
}

function same(key: string, expected: string): boolean {
  const given = Buffer.from(key);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

/**
 * What `key` is for this booking and `action`: the link of its latest email (`current`); one this
 * site made for it that a later date or a cancellation retired, or one for the other action
 * (`retired`: the page says the link is out of date, 410); or none of its own (`unknown`: 404, as
 * for a wrong key, another booking's or a changed address). A retired key is one signed for an
 * earlier SEQUENCE, or by the form before decision 053 (the booking and its address alone).
 */
export function judgeChangeKey(
  booking: SignedBooking,
  action: ChangeAction,
  key: string,
): 'current' | 'retired' | 'unknown' {
  if (same(key, changeKey(booking, action))) return 'current';
  for (let sequence = booking.inviteSequence; sequence >= 0; sequence -= 1) {
    for (const either of ['another-date', 'cancel'] as const) {
      if (same(key, changeKey(booking, either, sequence))) return 'retired';
    }
  }
  if (same(key, sign(`${booking.id}:${booking.email.trim().toLowerCase()}`))) return 'retired';
  return 'unknown';
}

/** The key of a link for `action` on the booking as it stands (for a redirect that keeps it). */
export function changeLinkKey(booking: SignedBooking, action: ChangeAction): string {
  return changeKey(booking, action);
}

/** The absolute addresses the session emails carry: Request another date, and Cancel my session. */
export function anotherDateLink(booking: SignedBooking): string {
  return siteUrl(
    hrefWithQuery(
      '/sessions/:bookingId/another-date',
      { bookingId: String(booking.id) },
      { key: changeKey(booking, 'another-date') },
    ),
  );
}

export function cancelSessionLink(booking: SignedBooking): string {
  return siteUrl(
    hrefWithQuery(
      '/sessions/:bookingId/cancel',
      { bookingId: String(booking.id) },
      { key: changeKey(booking, 'cancel') },
    ),
  );
}
