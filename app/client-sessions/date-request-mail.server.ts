import { href } from 'react-router';
import type { Booking } from '../bookings/bookings.tables';
import { openYourSession } from '../bookings/session-mail-links.server';
import { formatDay } from '../business-time/calendar-dates';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import type { DateRequest } from './date-requests.tables';

const portfolioNote =
  'Please note: this website is a portfolio project, not a real business. No session will take place.';

/** The business hears of a request for another date at once, with a link to answer it. */
export async function queueDateRequestNotice(queue: MailQueue, booking: Booking, request: DateRequest) {
  const infoUrl = siteUrl(href('/BookingInfo/:id', { id: String(booking.id) }));
  const lines = [
    `${booking.name} asks to move their ${booking.session} session${booking.dateScheduled ? ` on ${formatDay(booking.dateScheduled, { weekday: true })}` : ''}.`,
    `First choice: ${formatDay(request.firstChoice, { weekday: true })}`,
    `Second choice: ${formatDay(request.secondChoice, { weekday: true })}`,
    `Message: ${request.message || 'No Message Attached'}`,
  ];
  await enqueueMail(queue, {
    to: getEnv().BUSINESS_EMAIL,
    replyTo: booking.email,
    subject: `Request for another date from ${booking.name}`,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: { label: 'Accept or decline it on Booking Info', url: infoUrl },
    }),
  });
}

/** The client hears that their session keeps its date, and how to find another one. */
export async function queueDateRequestDeclined(queue: MailQueue, booking: Booking, request: DateRequest) {
  const env = getEnv();
  const lines = [
    `Hello ${booking.name},`,
    `We are sorry: we cannot move your ${booking.session} session to ${formatDay(request.firstChoice, { weekday: true })} or ${formatDay(request.secondChoice, { weekday: true })}.${booking.dateScheduled ? ` It stays on ${formatDay(booking.dateScheduled, { weekday: true })}.` : ''}`,
    `Please call us at ${env.BUSINESS_PHONE} or reply to this email, and we will find a date together.`,
  ];
  await enqueueMail(queue, {
    to: booking.email,
    replyTo: env.BUSINESS_EMAIL,
    subject: 'About your request for another date',
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: openYourSession(booking.id),
      closing: [portfolioNote],
    }),
  });
}
