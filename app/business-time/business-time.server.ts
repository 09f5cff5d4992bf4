import { getEnv } from '../config/env.server';
import type { BusinessDay } from './business-day';
import { addDays, type IsoDate } from './calendar-dates';
import { clock } from './clock';
import { formatDate, formatDateAndTime, formatDateTime, todayIn, wallClockTime } from './zoned-time';

/**
 * Business time (PRODUCT §11): days and times as the business reads them, in its own time zone
 * (TZ_BUSINESS), whatever the server's zone. Every service and route that needs "today" or shows
 * a time asks here; "now" comes from the one clock (clock.ts).
 */

export function businessTimeZone(): string {
  return getEnv().TZ_BUSINESS;
}

/** Today's date where the business is. */
export function businessToday(at: Date = clock.now()): IsoDate {
  return todayIn(businessTimeZone(), at);
}

/** The business's day at `at`, and when it starts and ends, for a page that shows "today". */
export function businessDay(at: Date = clock.now()): BusinessDay {
  const timeZone = businessTimeZone();
  const today = todayIn(timeZone, at);
  return {
    today,
    startsAt: wallClockTime(today, 0, 0, timeZone).getTime(),
    endsAt: wallClockTime(addDays(today, 1), 0, 0, timeZone).getTime(),
    timeZone,
  };
}

/** "November 22, 2026" in the business's time zone. */
export function businessDate(at: Date): string {
  return formatDate(at, businessTimeZone());
}

/** "Nov 22, 2026, 3:04 PM PST" in the business's time zone. */
export function businessDateTime(at: Date): string {
  return formatDateTime(at, businessTimeZone());
}

/** "November 28, 2026, 9:04 AM" in the business's time zone. */
export function businessDateAndTime(at: Date): string {
  return formatDateAndTime(at, businessTimeZone());
}

/** When a reminder about `date` goes out: 9:00 that morning where the business is, DST or not. */
export function nineOnTheDay(date: IsoDate): Date {
  return wallClockTime(date, 9, 0, businessTimeZone());
}
