import { href } from 'react-router';
import { formatDay } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import { hitRateLimit } from '../security/rate-limit.server';
import type { Booking } from './bookings.tables';
import { withIndefiniteArticle } from './indefinite-article';
import { createAccountWith, openYourSession } from './session-mail-links.server';

function summary(booking: Booking): string[] {
  return [
    `Name: ${booking.name}`,
    `Email: ${booking.email}`,
    `Phone: ${booking.phoneNumber}`,
    `Location: ${booking.location}`,
    `Session: ${booking.session}`,
    `Heard about us: ${booking.hearAbout ?? 'not said'}`,
    `Message: ${booking.message || 'No Message Attached'}`,
    // In words, as every screen writes a day: "2026-11-01" reads as a code to most people.
    `Date requested: ${formatDay(booking.dateBooked)}`,
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
  const infoUrl = siteUrl(href('/BookingInfo/:id', { id: String(booking.id) }));
  const ack = [
    `Hello ${booking.name},`,
    `Thank you for your booking request for ${withIndefiniteArticle(booking.session)} session. We will be in touch soon to talk about the details and a date.`,
    'Here is what you sent us:',
    summary(booking).join('\n'),
  ];
  if (await mayAcknowledge(queue, booking.email))
    await enqueueMail(queue, {
      to: booking.email,
      subject: 'We received your booking request',
      ...layOutEmail({
        brand: business.name,
        paragraphs: ack,
        action: openYourSession(booking.id),
        links: [createAccountWith(booking.email)],
        closing: [portfolioNote],
      }),
    });
  await enqueueMail(queue, {
    to: env.BUSINESS_EMAIL,
    replyTo: booking.email,
    subject: `New booking request from ${booking.name}`,
    ...layOutEmail({
      brand: business.name,
      // The request's fields as one block of lines, as the form had them.
      paragraphs: ['A new booking request arrived:', summary(booking).join('\n')],
      action: { label: 'Open booking request', url: infoUrl },
    }),
  });
}
