import { formatDay, type IsoDate } from '../business-time/calendar-dates';
import { todayIn } from '../business-time/zoned-time';
import { useHourlyNow } from '../hooks/use-hourly-now';

export interface RequestDateProps {
  /** The business's today when the server answered (its own time zone). */
  today: IsoDate;
  /** When that day starts and ends there, in milliseconds since the epoch. */
  todayStartsAt: number;
  todayEndsAt: number;
  /** The business's time zone, to find the day when the browser's clock is past that one. */
  timeZone: string;
}

/**
 * "Date of request" on the booking form: the day the business will record the request under (its
 * own time zone, as the admins' list shows it), kept current across midnight by the hourly
 * refresh of PRODUCT §9. The server writes the day it answered on; the browser asks its own clock
 * only when that clock is outside that day (a page left open overnight, a page kept from
 * yesterday, a clock set wrong). The first date formatter a page makes loads the locale's data,
 * a long task on a phone (decision 074), so a page opened on the day it was served makes none.
 */
export function RequestDate({ today, todayStartsAt, todayEndsAt, timeZone }: RequestDateProps) {
  const now = useHourlyNow();
  const outsideToday = now !== null && (now.getTime() < todayStartsAt || now.getTime() >= todayEndsAt);
  const day = outsideToday ? todayIn(timeZone, now) : today;
  return (
    <p className="text-body-secondary" data-testid="request-date">
      Date of request: {formatDay(day)}
    </p>
  );
}
