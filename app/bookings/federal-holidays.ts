import { addDays, type IsoDate, toIsoDate, weekday } from '../business-time/calendar-dates';

export interface Holiday {
  date: IsoDate;
  name: string;
}

function fixed(year: number, month: number, day: number): IsoDate {
  return toIsoDate(new Date(Date.UTC(year, month - 1, day)));
}

/** The n-th given weekday of a month (n = -1 for the last one). */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  if (n > 0) {
    const first = fixed(year, month, 1);
    const offset = (day - weekday(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = toIsoDate(new Date(Date.UTC(year, month, 0)));
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** The eleven US federal holidays of 5 U.S.C. 6103 for a year, on their actual dates. */
export function federalHolidays(year: number): Holiday[] {
  return [
    { date: fixed(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { date: fixed(year, 6, 19), name: 'Juneteenth National Independence Day' },
    { date: fixed(year, 7, 4), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: fixed(year, 11, 11), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: fixed(year, 12, 25), name: 'Christmas Day' },
  ];
}

/** When a holiday falls on Saturday it is observed on Friday; on Sunday, on Monday. */
export function observedDate(date: IsoDate): IsoDate {
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return date;
}

/**
 * Every blocked holiday date from `from` to `to` inclusive: each holiday's own date and, when that
 * is a weekend, its observed weekday (which may fall in the year before, as 31 Dec 2021 did).
 */
export function holidayDatesBetween(from: IsoDate, to: IsoDate): Holiday[] {
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4)) + 1;
  const result = new Map<IsoDate, Holiday>();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const holiday of federalHolidays(year)) {
      const observed = observedDate(holiday.date);
      result.set(holiday.date, holiday);
      if (observed !== holiday.date)
        result.set(observed, { date: observed, name: `${holiday.name} (observed)` });
    }
  }
  return [...result.values()]
    .filter((h) => h.date >= from && h.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}
