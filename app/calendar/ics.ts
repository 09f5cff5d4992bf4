import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { addDays, type IsoDate } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { business } from '../content/business';

/**
 * iCalendar text for the invitation emails and the admins' feed (docs/decisions/014-calendar-
 * invitations.md). Sessions are all-day events: a booking has a date, not a time (the booking
 * model stores only `date_scheduled`), so DTSTART/DTEND are VALUE=DATE and never shift with time
 * zones.
 */

const prodId = { company: business.name, product: 'Bookings', language: 'EN' };

/** Stable per booking, so a moved date replaces the earlier invitation in the client's calendar. */
export function bookingUid(bookingId: number, host: string): string {
  return `booking-${bookingId}@${host}`;
}

export interface InvitedBooking {
  id: number;
  name: string;
  email: string;
  session: string;
  location: string;
  dateScheduled: IsoDate;
  inviteSequence: number;
}

export interface InvitationOptions {
  /** The site's host name, for the UID. */
  host: string;
  /** The business's address, the invitation's ORGANIZER. */
  organizerEmail: string;
  now?: Date;
}

/**
 * The invitation's alarm (PRODUCT §18): the day before, at 9:00 on the client's own clock. The event
 * starts at midnight of its (floating, all-day) date, so 15 hours before it is 9:00 the day before,
 * wherever the client's calendar is.
 */
export const alarmSecondsBefore = 15 * 60 * 60;

/**
 * The session's all-day event as the invitation and the cancellation both describe it: the same
 * UID, dates, summary, place and organizer, so a calendar app matches the one to the other.
 */
function sessionEvent(booking: InvitedBooking, options: InvitationOptions) {
  return {
    id: bookingUid(booking.id, options.host),
    sequence: booking.inviteSequence,
    stamp: options.now ?? clock.now(),
    start: booking.dateScheduled,
    end: addDays(booking.dateScheduled, 1),
    allDay: true,
    summary: `${booking.session} with ${business.name}`,
    location: booking.location,
    organizer: { name: business.name, email: options.organizerEmail },
  };
}

/** METHOD:REQUEST with one all-day VEVENT: what calendar apps show as an invitation to accept. */
export function invitationIcs(booking: InvitedBooking, options: InvitationOptions): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    ...sessionEvent(booking, options),
    description:
      'Your photography session. Please note: this website is a portfolio project, not a real business.',
    attendees: [{ name: booking.name, email: booking.email, rsvp: true, role: ICalAttendeeRole.REQ }],
    alarms: [
      {
        type: ICalAlarmType.display,
        triggerBefore: alarmSecondsBefore,
        description: `Tomorrow: ${booking.session} with ${business.name}`,
      },
    ],
  });
  return calendar.toString();
}

/**
 * METHOD:CANCEL for a session that will not take place: the invitation's UID with a
 * higher SEQUENCE and STATUS:CANCELLED, which calendar apps take to remove the event they added.
 */
export function cancellationIcs(booking: InvitedBooking, options: InvitationOptions): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.CANCEL });
  calendar.createEvent({
    ...sessionEvent(booking, options),
    status: ICalEventStatus.CANCELLED,
    attendees: [{ name: booking.name, email: booking.email, role: ICalAttendeeRole.REQ }],
  });
  return calendar.toString();
}

export interface FeedSession {
  id: number;
  name: string;
  session: string;
  location: string;
  date: IsoDate;
}

export interface FeedBlockedDay {
  date: IsoDate;
  reason: string;
  kind: 'holiday' | 'admin';
}

/** METHOD:PUBLISH: a read-only calendar that Google, Apple and Outlook calendars subscribe to. */
export function feedIcs(
  sessions: FeedSession[],
  blocked: FeedBlockedDay[],
  options: { host: string; now?: Date },
): string {
  const stamp = options.now ?? clock.now();
  const calendar = ical({
    prodId,
    method: ICalCalendarMethod.PUBLISH,
    name: `${business.name}: sessions and blocked dates`,
    // Calendar apps poll; an hour keeps a moved session from lingering for a day.
    ttl: 60 * 60,
  });
  for (const session of sessions) {
    calendar.createEvent({
      id: `feed-booking-${session.id}@${options.host}`,
      stamp,
      start: session.date,
      end: addDays(session.date, 1),
      allDay: true,
      summary: `${session.session}: ${session.name}`,
      location: session.location,
    });
  }
  for (const day of blocked) {
    calendar.createEvent({
      id: `blocked-${day.kind}-${day.date}@${options.host}`,
      stamp,
      start: day.date,
      end: addDays(day.date, 1),
      allDay: true,
      summary: `Blocked${day.reason ? `: ${day.reason}` : ''}`,
      // A closed day is not a busy appointment.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
