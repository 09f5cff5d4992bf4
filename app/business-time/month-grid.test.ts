import { describe, expect, it } from 'vitest';
import { formatDay } from './calendar-dates';
import { addMonths, monthGridRange, monthOf, monthTitle, monthWeeks, parseMonth } from './month-grid';

/** The day numbers of a grid, week by week. */
function dayNumbers(month: string): number[][] {
  return monthWeeks(month).map((week) => week.map((date) => Number(date.slice(8))));
}

describe('the month grid', () => {
  it('shows six weeks from Sunday to Saturday, with the days before and after the month', () => {
    // March 2027 starts on a Monday: one day of February before it, then 31 days, then April's.
    expect(dayNumbers('2027-03')).toEqual([
      [28, 1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12, 13],
      [14, 15, 16, 17, 18, 19, 20],
      [21, 22, 23, 24, 25, 26, 27],
      [28, 29, 30, 31, 1, 2, 3],
      [4, 5, 6, 7, 8, 9, 10],
    ]);
    const weeks = monthWeeks('2027-03');
    expect(weeks[0]?.[0]).toBe('2027-02-28');
    expect(weeks[5]?.[6]).toBe('2027-04-10');
  });

  it('starts on the 1st when the month starts on a Sunday', () => {
    // February 2026: 1 February is a Sunday, and 28 days fill exactly four weeks.
    expect(dayNumbers('2026-02')).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
    ]);
  });

  it('fills a month that starts on a Saturday and needs all six weeks', () => {
    // August 2026: 1 August is a Saturday, so six days of July come first and 31 August ends week six.
    const weeks = monthWeeks('2026-08');
    expect(weeks[0]).toEqual([
      '2026-07-26',
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      '2026-08-01',
    ]);
    expect(weeks[5]?.[1]).toBe('2026-08-31');
  });

  it('has every day of a month with a daylight-saving change once, in order', () => {
    // The US clocks change on 8 March and 1 November 2026; the grid counts civil days, not hours.
    for (const month of ['2026-03', '2026-11']) {
      const days = monthWeeks(month).flat();
      expect(days).toHaveLength(42);
      expect(new Set(days).size).toBe(42);
      const own = days.filter((date) => date.startsWith(month));
      expect(own).toEqual(
        Array.from(
          { length: month === '2026-03' ? 31 : 30 },
          (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`,
        ),
      );
    }
    // 1 November 2026 is a Sunday: no days of October.
    expect(monthWeeks('2026-11')[0]?.[0]).toBe('2026-11-01');
  });

  it('shows 29 February in a leap year', () => {
    expect(
      monthWeeks('2028-02')
        .flat()
        .filter((date) => date.startsWith('2028-02')),
    ).toHaveLength(29);
  });

  it('names its first and last day', () => {
    expect(monthGridRange('2027-03')).toEqual({ from: '2027-02-28', to: '2027-04-10' });
  });
});

describe('months', () => {
  it('reads only yyyy-MM months', () => {
    expect(parseMonth('2026-12')).toBe('2026-12');
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', '', '0999-12', '2026-01 ']) {
      expect(parseMonth(bad), bad).toBeNull();
    }
  });

  it('steps over year ends, and not past the four-digit years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(addMonths('9999-12', 1)).toBeNull();
    expect(addMonths('1000-01', -1)).toBeNull();
  });

  it('takes the month of a date, and writes months and days in words', () => {
    expect(monthOf('2026-11-30')).toBe('2026-11');
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(formatDay('2026-03-08')).toBe('March 8, 2026');
  });
});
