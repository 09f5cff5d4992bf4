import type { Booking } from '../bookings/bookings.tables';
import { anotherDateLink, cancelSessionLink } from '../bookings/change-links.server';
import { openYourSession, tellUsAboutYourHorse } from '../bookings/session-mail-links.server';
import { formatDay } from '../business-time/calendar-dates';
import { getEnv } from '../config/env.server';
import { siteHostname } from '../config/site-url.server';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import { invitationIcs } from './ics';

const portfolioNote =
  'Please note: this website is a portfolio project, not a real business. No session will take place.';

/**
 * Queues the requester's invitation when an admin schedules or moves the date (decision 014), in
 * the transaction that changes the date: the date in words, and an .ics attachment
 * (METHOD:REQUEST) that calendar apps offer to add or update; the session's page, and the
 * questionnaire's while it is not filled in (PRODUCT §16: the caller reads whether it is,
 * `questionnaireEmpty`, in the same transaction); after a move, the invoices' new schedule.
 */
export async function queueScheduleInvitation(
  queue: MailQueue,
  booking: Booking,
  {
    questionnaireEmpty,
    moneyLines = [],
  }: {
    questionnaireEmpty: boolean;
    /** What the move did to the invoices (PRODUCT §16: the new schedule), written by their area. */
    moneyLines?: string[];
  },
): Promise<void> {
  if (!booking.dateScheduled) return;
  const env = getEnv();
  const moved = booking.inviteSequence > 0;
  const when = formatDay(booking.dateScheduled, { weekday: true });
  const lines = [
    `Hello ${booking.name},`,
    moved
      ? `The date of your ${booking.session} session has changed. It is now on ${when}.`
      : `Your ${booking.session} session is scheduled for ${when}.`,
    `Location: ${booking.location}`,
    'The attached invitation adds it to your calendar.',
    ...moneyLines,
  ];
  // PRODUCT §16: the client can ask for another date from the email, signed in or not.
  const changeUrl = anotherDateLink(booking);
  const cancelUrl = cancelSessionLink(booking);
  const ics = invitationIcs(
    { ...booking, dateScheduled: booking.dateScheduled },
    { host: siteHostname(), organizerEmail: env.BUSINESS_EMAIL },
  );
  await enqueueMail(queue, {
    to: booking.email,
    replyTo: env.BUSINESS_EMAIL,
    subject: moved ? `New date for your session: ${when}` : `Your session is scheduled for ${when}`,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: openYourSession(booking.id),
      links: [
        ...(questionnaireEmpty ? [tellUsAboutYourHorse(booking.id)] : []),
        { label: 'If the date does not suit you, ask for another one', url: changeUrl },
        { label: 'If you cannot come, cancel your session', url: cancelUrl },
      ],
      closing: [portfolioNote],
    }),
    attachments: [
      { filename: 'invite.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ],
  });
}
