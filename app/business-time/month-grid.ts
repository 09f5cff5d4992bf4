import { addDays, fromIsoDate, type IsoDate, monthNames, weekday } from './calendar-dates';

/**
 * The month grid of the contact page's calendar (PRODUCT §2 Contact): which days a month shows,
 * in weeks from Sunday to Saturday, weekends included. Civil dates in UTC like calendar-dates.ts,
 * so a month with a daylight-saving change has its days once each, in the server and the browser.
 */

/** A month as 'yyyy-MM'. */
export type IsoMonth = string;

/** Four-digit years only: a month before or after them has no page (no link leads there). */
const monthPattern = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

/** Always six weeks, as a wall calendar: every month's grid has the same height. */
export const weeksShown = 6;

/** The month a `?month=` asks for, or null when it is not a 'yyyy-MM' month. */
export function parseMonth(value: string): IsoMonth | null {
  return monthPattern.test(value) ? value : null;
}

/** The month a date falls in. */
export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

/** The month `count` months after `month` (before it when negative), or null past year 9999 or before 1000. */
export function addMonths(month: IsoMonth, count: number): IsoMonth | null {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  const next = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  return parseMonth(next);
}

/**
 * The days the grid shows, week by week: from the Sunday on or before the 1st (the 1st itself when
 * it is a Sunday), six whole weeks, so the days before and after the month fill its first and
 * last weeks.
 */
export function monthWeeks(month: IsoMonth): IsoDate[][] {
  const start = monthGridRange(month).from;
  return Array.from({ length: weeksShown }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

/** The first and last day the month's grid shows. */
export function monthGridRange(month: IsoMonth): { from: IsoDate; to: IsoDate } {
  const first = `${month}-01`;
  const from = addDays(first, -weekday(first));
  return { from, to: addDays(from, weeksShown * 7 - 1) };
}

/** "November 2026". By hand, not Intl, as formatDay (decision 074). */
export function monthTitle(month: IsoMonth): string {
  const first = fromIsoDate(`${month}-01`);
  return `${monthNames[first.getUTCMonth()]} ${first.getUTCFullYear()}`;
}

/** The weekday columns, Sunday first, as drawn and as spoken. */
export const weekdayNames = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;
