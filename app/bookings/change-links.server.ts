import crypto from 'node:crypto';
import { siteUrl } from '../config/site-url.server';
import { cookieSecrets } from '../security/cookie-secrets.server';
import type { Booking } from './bookings.tables';

/**
 * The key in a session email's "Request another date" link (PRODUCT §16), for a requester who has
 * no account, or is not signed in on the phone that opened the email: an HMAC of the booking and
 * its address under a key drawn from the cookie secret (as the account links, decision 030).
 * Nothing is stored: a link works as long as the booking keeps that address, and only for the
 * pages that change that one session (another date, cancel); another booking, or a changed address, makes it a
 * 404.
 */
function changeKey(booking: Pick<Booking, 'id' | 'email'>): string {
  const [secret = ''] = cookieSecrets();
  const key = crypto.createHmac('sha256', secret).update('session-change-links').digest();
  return crypto
    .createHmac('sha256', key)
    .update(`${booking.id}:${booking.email.trim().toLowerCase()}`)
    .digest('base64url');
}

/** Whether `key` is the one made for this booking and its address (compared in constant time). */
export function changeKeyMatches(booking: Pick<Booking, 'id' | 'email'>, key: string): boolean {
  const expected = Buffer.from(changeKey(booking));
  const given = Buffer.from(key);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The absolute addresses the session emails carry: Request another date, and Cancel my session. */
export function anotherDateLink(booking: Pick<Booking, 'id' | 'email'>): string {
  return siteUrl(`sessions/${booking.id}/another-date?key=${changeKey(booking)}`);
}

export function cancelSessionLink(booking: Pick<Booking, 'id' | 'email'>): string {
  return siteUrl(`sessions/${booking.id}/cancel?key=${changeKey(booking)}`);
}
