import { href } from 'react-router';
import type { Booking } from '../bookings/bookings.tables';
import { openYourSession } from '../bookings/session-mail-links.server';
import { formatDay } from '../business-time/calendar-dates';
import { cancellationIcs } from '../calendar/ics';
import { getEnv } from '../config/env.server';
import { siteHostname, siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';

/**
 * The client's email when a session is cancelled, whoever cancelled it, with the
 * cancellation (.ics, METHOD:CANCEL) that takes the event out of their calendar; and, when the
 * client cancelled, the business's notice. `booking` is the row after the cancellation: its
 * `cancelledDate` is the day, its `inviteSequence` one above the last invitation's; `moneyLines`
 * say what becomes of its invoices and of what the client paid.
 */
export async function queueCancellationEmails(
  queue: MailQueue,
  booking: Booking,
  by: 'client' | 'admin',
  /** What happens to the invoices and what was paid (PRODUCT §16), written by their area. */
  moneyLines: string[] = [],
) {
  const day = booking.cancelledDate;
  if (!day) return;
  const env = getEnv();
  const when = formatDay(day, { weekday: true });
  const lines = [
    `Hello ${booking.name},`,
    by === 'client'
      ? `As you asked, your ${booking.session} session on ${when} is cancelled.`
      : `We are sorry: your ${booking.session} session on ${when} is cancelled.`,
    'The attached cancellation removes it from your calendar.',
    ...moneyLines,
    `To book another session, call us at ${env.BUSINESS_PHONE} or reply to this email.`,
  ];
  const note =
    'Please note: this website is a portfolio project, not a real business. No session will take place.';
  const ics = cancellationIcs(
    { ...booking, dateScheduled: day },
    { host: siteHostname(), organizerEmail: env.BUSINESS_EMAIL },
  );
  await enqueueMail(queue, {
    to: booking.email,
    replyTo: env.BUSINESS_EMAIL,
    subject: `Your session on ${when} is cancelled`,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: openYourSession(booking.id),
      closing: [note],
    }),
    attachments: [
      { filename: 'cancel.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=CANCEL' },
    ],
  });
  if (by !== 'client') return;
  const infoUrl = siteUrl(href('/BookingInfo/:id', { id: String(booking.id) }));
  const notice = [
    `${booking.name} cancelled their ${booking.session} session on ${when}.`,
    `Phone: ${booking.phoneNumber}`,
  ];
  await enqueueMail(queue, {
    to: env.BUSINESS_EMAIL,
    replyTo: booking.email,
    subject: `Session cancelled by ${booking.name}`,
    ...layOutEmail({
      brand: business.name,
      paragraphs: notice,
      action: { label: 'Open Booking Info', url: infoUrl },
    }),
  });
}
