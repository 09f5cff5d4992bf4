import type { IsoDate } from './calendar-dates';
import { todayIn } from './zoned-time';

/**
 * The business's day when the server answered (PRODUCT §11): the date, when it starts and ends
 * there (milliseconds since the epoch) and its time zone. A page that shows "today" gets it from its
 * loader (`businessDay()`, business-time.server.ts) and keeps it current with `dayShown`.
 */
export interface BusinessDay {
  today: IsoDate;
  startsAt: number;
  endsAt: number;
  timeZone: string;
}

/**
 * The business's date at the browser's `now` (null while the page hydrates: the server's day).
 * Inside the server's day that day is the answer, with no formatter made: the first
 * Intl.DateTimeFormat a page makes loads the locale's data, a long task on a phone as the page
 * starts (decision 074). Outside it (a page left open overnight, a page kept from yesterday, a
 * clock set wrong) the browser's clock decides, in the business's zone.
 */
export function dayShown(day: BusinessDay, now: Date | null): IsoDate {
  if (now === null) return day.today;
  const at = now.getTime();
  return at >= day.startsAt && at < day.endsAt ? day.today : todayIn(day.timeZone, now);
}
