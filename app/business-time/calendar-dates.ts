/**
 * Calendar-day arithmetic on 'yyyy-MM-dd' strings. Days are civil dates in the business's time
 * zone (PRODUCT §11; which day it is there: `todayIn`, zoned-time.ts), so everything here works on
 * plain dates in UTC and never on local time.
 */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in 'yyyy-MM-dd' form ('2025-02-30' is not). */
export function isIsoDate(value: string): value is IsoDate {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function fromIsoDate(value: IsoDate): Date {
  return new Date(`${value}T00:00:00Z`);
}

export function addDays(value: IsoDate, days: number): IsoDate {
  const date = fromIsoDate(value);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** The same day one year later; 29 February becomes 28 February. */
export function oneYearAfter(value: IsoDate): IsoDate {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(y + 1, m - 1, Math.min(d, lastDay))));
}

// Written by hand, not with Intl.DateTimeFormat: the first formatter a page makes loads the
// browser's locale data, 60-80 ms of a phone's main thread at load (226-315 ms at Lighthouse's 4x
// slowdown) on the contact page, whose calendar writes every day's date (decision 074).
/** The months' English names, January first (monthTitle too). */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "June 30, 2026": a calendar day as the site writes it, on its pages, in its emails and PDFs and
 * to a screen reader; with `weekday`, "Tuesday, June 30, 2026", as the invitation emails write a
 * session's day. Written in UTC, where the day was stored, so no time zone moves it.
 */
export function formatDay(value: IsoDate, { weekday = false }: { weekday?: boolean } = {}): string {
  const day = fromIsoDate(value);
  const plain = `${monthNames[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
  return weekday ? `${weekdayNames[day.getUTCDay()]}, ${plain}` : plain;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(value: IsoDate): number {
  return fromIsoDate(value).getUTCDay();
}
