import { and, eq } from 'drizzle-orm';
import { type Booking, bookings } from '../bookings/bookings.tables';
import { openYourSession } from '../bookings/session-mail-links.server';
import { businessTimeZone } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { business } from '../content/business';
import { layOutEmail } from '../mail/email-layout';
import type { MailMessage } from '../mail/mailer.server';
import type { MailQueue } from '../mail/outbox.server';
import { isSessionPurpose, sessionPurposes, sessionReminders } from './reminder-times';
import { type ScheduledMessage, scheduledMessages } from './reminders.tables';

/** Cancels the booking's session reminders still waiting, saying why (PRODUCT §18). */
export async function cancelSessionReminders(
  queue: MailQueue,
  bookingId: number,
  reason: string,
): Promise<void> {
  await queue
    .update(scheduledMessages)
    .set({ state: 'cancelled', cancelReason: reason })
    .where(
      and(
        eq(scheduledMessages.bookingId, bookingId),
        eq(scheduledMessages.kind, 'session'),
        eq(scheduledMessages.state, 'scheduled'),
      ),
    );
}

/**
 * Makes the session's reminders anew, in the transaction that schedules or moves it: the ones for
 * the earlier date are cancelled, the ones for the new date that are still to come are made.
 */
export async function remakeSessionReminders(
  queue: MailQueue,
  booking: Booking,
  now = clock.now(),
): Promise<void> {
  await cancelSessionReminders(queue, booking.id, 'moved');
  if (!booking.dateScheduled) return;
  const due = sessionReminders(booking.dateScheduled, businessTimeZone(), now);
  if (due.length === 0) return;
  await queue.insert(scheduledMessages).values(
    due.map(({ purpose, dueAt }) => ({
      kind: 'session',
      purpose,
      recipient: booking.email,
      bookingId: booking.id,
      aboutDate: booking.dateScheduled as string,
      dueAt,
      createdAt: now,
    })),
  );
}

/**
 * The reminder as it goes out, written from the booking as it is at send time; null when its reason
 * is gone (the booking deleted, or no longer on the day the reminder is about).
 */
export async function composeSessionReminder(
  queue: MailQueue,
  row: ScheduledMessage,
): Promise<MailMessage | null> {
  if (row.bookingId === null || !isSessionPurpose(row.purpose)) return null;
  const [booking] = await queue.select().from(bookings).where(eq(bookings.id, row.bookingId)).limit(1);
  if (!booking || booking.dateScheduled !== row.aboutDate) return null;
  const { subject } = sessionPurposes[row.purpose];
  const lines = [
    `Hello ${booking.name},`,
    `${subject}: your ${booking.session} session is on ${formatDay(booking.dateScheduled, { weekday: true })}.`,
    `Place: ${booking.location}`,
  ];
  const note =
    'Please note: this website is a portfolio project, not a real business. No session will take place.';
  return {
    to: booking.email,
    subject,
    ...layOutEmail({
      brand: business.name,
      paragraphs: lines,
      action: openYourSession(booking.id),
      closing: [note],
    }),
  };
}
