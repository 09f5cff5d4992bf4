import { TZDate } from '@date-fns/tz';
import type { IsoDate } from './calendar-dates';
import { clock } from './clock';

/**
 * Instants as the people in one time zone read them: the day it is, a date, a date and time, and
 * the instant a wall-clock time falls on. Pure functions of the zone, for the server
 * (business-time.server.ts gives them the business's zone) and the browser alike.
 */

/** Making a formatter costs far more than using one (each page view asks for today): one per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${key} ${timeZone}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(key === 'day' ? 'en-CA' : 'en-US', { ...options, timeZone });
    formatters.set(id, format);
  }
  return format;
}

/** The day it is in `timeZone` at `at`, e.g. still yesterday in California just after midnight UTC. */
export function todayIn(timeZone: string, at: Date = clock.now()): IsoDate {
  // en-CA writes yyyy-MM-dd.
  return formatter('day', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** "November 22, 2026": an order's date, the booking form's date of request. */
export function formatDate(at: Date, timeZone: string): string {
  return formatter('date', timeZone, { dateStyle: 'long' }).format(at);
}

/** "Nov 22, 2026, 3:04 PM PST": a session's last use, the next try of an email. */
export function formatDateTime(at: Date, timeZone: string): string {
  return formatter('date-time', timeZone, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/** "November 28, 2026, 9:04 AM": when something happened, as a booking's history says it. */
export function formatDateAndTime(at: Date, timeZone: string): string {
  const time = formatter('time', timeZone, { hour: 'numeric', minute: '2-digit' }).format(at);
  return `${formatDate(at, timeZone)}, ${time}`;
}

/**
 * The instant the clocks in `timeZone` show `hour:minute` on `date`, whatever the zone's offset
 * that day (a daylight-saving change included). A time the clocks skip (2:30 on the spring
 * change) moves forward by the gap; a time they show twice (1:30 on the autumn change) is the
 * first of the two.
 */
export function wallClockTime(date: IsoDate, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}
