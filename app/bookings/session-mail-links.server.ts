import { href } from 'react-router';
import { siteUrl } from '../config/site-url.server';
import { hrefWithQuery } from '../http/typed-paths';
import type { EmailLink } from '../mail/email-layout';

/** A link an email about a session carries: its words, and the address it opens. */
export type MailLink = EmailLink;

/**
 * "Open your session" (PRODUCT §16): every email to a client about a session carries its page,
 * where every step is, so no email is a dead end. Signed out, the page offers to log in or to
 * email a sign-in link, and comes back here (decision 057).
 */
export function openYourSession(bookingId: number): MailLink {
  return {
    label: 'Open your session',
    url: siteUrl(href('/sessions/:bookingId', { bookingId: String(bookingId) })),
  };
}

/** The questionnaire's page: the scheduling email's second link, while it is not filled in. */
export function tellUsAboutYourHorse(bookingId: number): MailLink {
  return {
    label: 'Tell us about your horse',
    url: siteUrl(href('/sessions/:bookingId/questionnaire', { bookingId: String(bookingId) })),
  };
}

/** Sign Up with the booking's address filled in: a booking request needs no account (PRODUCT §16). */
export function createAccountWith(email: string): MailLink {
  return {
    label: 'Create an account with this address to follow your session',
    url: siteUrl(hrefWithQuery('/signup', { email })),
  };
}
