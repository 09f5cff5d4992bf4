import { clock } from '../business-time/clock';
import { dateInWords, invitationIcs } from '../calendar/ics';
import {
  createAccountWith,
  linkLines,
  linksHtml,
  openYourSession,
  questionnaireEmpty,
  tellUsAboutYourHorse,
} from '../client-sessions/session-mail-links.server';
import { getEnv } from '../config/env.server';
import { siteHostname, siteUrl } from '../config/site-url.server';
import { escapeHtml, paragraphsHtml } from '../mail/escape-html';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import { hitRateLimit } from '../security/rate-limit.server';
import type { Booking } from './bookings.server';
import { anotherDateLink, cancelSessionLink } from './change-links.server';
import { withIndefiniteArticle } from './indefinite-article';

function summary(booking: Booking): string[] {
  return [
    `Name: ${booking.name}`,
    `Email: ${booking.email}`,
    `Phone: ${booking.phoneNumber}`,
    `Location: ${booking.location}`,
    `Session: ${booking.session}`,
    `Heard about us: ${booking.hearAbout ?? 'not said'}`,
    `Message: ${booking.message || 'No Message Attached'}`,
    `Date requested: ${booking.dateBooked}`,
  ];
}

const oneHourMs = 60 * 60 * 1000;

/**
 * The acknowledgement goes to an address the visitor typed, so the form must not become a way to
 * mail strangers: at most one per address per hour (a counter in the database, like the rate limits).
 */
async function mayAcknowledge(queue: MailQueue, email: string): Promise<boolean> {
  const key = `booking-ack:${email.trim().toLowerCase()}`;
  return (await hitRateLimit(key, 1, oneHourMs, clock.now().getTime(), queue)).allowed;
}

const portfolioNote =
  'Please note: this website is a portfolio project, not a real business. No session will take place.';

/**
 * Queues the requester's acknowledgement and the business's notification (PRODUCT §2) in `queue`,
 * the transaction that stores the booking. The acknowledgement links the session's page and, as
 * a request needs no account, Sign Up with the request's address (PRODUCT §16).
 */
export async function queueBookingEmails(queue: MailQueue, booking: Booking): Promise<void> {
  const env = getEnv();
  const infoUrl = siteUrl(`BookingInfo/${booking.id}`);
  const ack = [
    `Hello ${booking.name},`,
    `Thank you for your booking request for ${withIndefiniteArticle(booking.session)} session. We will be in touch soon to talk about the details and a date.`,
    'Here is what you sent us:',
    ...summary(booking),
  ];
  const links = [openYourSession(booking.id), createAccountWith(booking.email)];
  if (await mayAcknowledge(queue, booking.email))
    await enqueueMail(queue, {
      to: booking.email,
      subject: 'We received your booking request',
      text: [...ack, ...linkLines(links), portfolioNote].join('\n\n'),
      html: `${paragraphsHtml(ack)}${linksHtml(links)}${paragraphsHtml([portfolioNote])}`,
    });
  const notice = ['A new booking request arrived:', ...summary(booking), `Open it: ${infoUrl}`];
  await enqueueMail(queue, {
    to: env.BUSINESS_EMAIL,
    replyTo: booking.email,
    subject: `New booking request from ${booking.name}`,
    text: notice.join('\n'),
    html: `${paragraphsHtml(notice.slice(0, -1))}<p><a href="${escapeHtml(infoUrl)}">Open booking request</a></p>`,
  });
}

/**
 * Queues the requester's invitation when an admin schedules or moves the date (decision 014), in
 * the transaction that changes the date: the date in words, and an .ics attachment
 * (METHOD:REQUEST) that calendar apps offer to add or update; the session's page, and the
 * questionnaire's while it is not filled in (PRODUCT §16).
 */
export async function queueScheduleInvitation(queue: MailQueue, booking: Booking): Promise<void> {
  if (!booking.dateScheduled) return;
  const env = getEnv();
  const moved = booking.inviteSequence > 0;
  const when = dateInWords(booking.dateScheduled);
  const lines = [
    `Hello ${booking.name},`,
    moved
      ? `The date of your ${booking.session} session has changed. It is now on ${when}.`
      : `Your ${booking.session} session is scheduled for ${when}.`,
    `Location: ${booking.location}`,
    'The attached invitation adds it to your calendar.',
  ];
  // PRODUCT §16: the client can ask for another date from the email, signed in or not.
  const changeUrl = anotherDateLink(booking);
  const cancelUrl = cancelSessionLink(booking);
  const links = [openYourSession(booking.id)];
  if (await questionnaireEmpty(queue, booking.id)) links.push(tellUsAboutYourHorse(booking.id));
  const ics = invitationIcs(
    { ...booking, dateScheduled: booking.dateScheduled },
    { host: siteHostname(), organizerEmail: env.BUSINESS_EMAIL },
  );
  await enqueueMail(queue, {
    to: booking.email,
    replyTo: env.BUSINESS_EMAIL,
    subject: moved ? `New date for your session: ${when}` : `Your session is scheduled for ${when}`,
    text: [
      ...lines,
      ...linkLines(links),
      `If the date does not suit you, ask for another one: ${changeUrl}`,
      `If you cannot come, cancel your session: ${cancelUrl}`,
      portfolioNote,
    ].join('\n\n'),
    html: `${paragraphsHtml(lines)}${linksHtml(links)}<p>If the date does not suit you, <a href="${escapeHtml(changeUrl)}">ask for another one</a>. If you cannot come, <a href="${escapeHtml(cancelUrl)}">cancel your session</a>.</p>${paragraphsHtml([portfolioNote])}`,
    attachments: [
      { filename: 'invite.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ],
  });
}
