import { describe, expect, it } from 'vitest';
import { addDays, formatDay, isIsoDate, oneYearAfter, weekday } from './calendar-dates';

describe('date arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts one year ahead, with 29 February becoming 28 February', () => {
    expect(oneYearAfter('2026-11-21')).toBe('2027-11-21');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
  });

  it('recognises only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
  });

  it('knows the weekday', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-21')).toBe(6);
  });

  it('writes a day in words, with its weekday when asked', () => {
    expect(formatDay('2026-06-30')).toBe('June 30, 2026');
    expect(formatDay('2027-01-01')).toBe('January 1, 2027');
    expect(formatDay('2026-12-07', { weekday: true })).toBe('Monday, December 7, 2026');
  });
});

describe('formatDay without Intl (decision 074)', () => {
  it('writes every day of 2026-2028 as en-US long dates do', () => {
    const long = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });
    const full = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' });
    for (let day = '2026-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      const at = new Date(`${day}T00:00:00Z`);
      expect(formatDay(day)).toBe(long.format(at));
      expect(formatDay(day, { weekday: true })).toBe(full.format(at));
    }
  });
});
