import { fromIsoDate, type IsoDate } from '../business-time/calendar-dates';

/**
 * Whether a session is too close to change online (PRODUCT §16): fewer than `cutoffDays` days
 * from today to the session's day, both calendar days in the business's time zone. A week is the
 * usual notice a photographer needs to rebook a day; closer than that, a call settles it at once.
 */
export function insideChangeCutoff(dateScheduled: IsoDate, today: IsoDate, cutoffDays: number): boolean {
  const dayMs = 24 * 60 * 60 * 1000;
  const daysAway = Math.round((fromIsoDate(dateScheduled).getTime() - fromIsoDate(today).getTime()) / dayMs);
  return daysAway < cutoffDays;
}

/** What both change links say inside the cutoff (PRODUCT §16), word for word. */
export function changeCutoffMessage(cutoffDays: number, phone: string): string {
  return `Your session is less than ${cutoffDays} days away. Please call us at ${phone} to change it.`;
}
