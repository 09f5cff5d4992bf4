import { describe, expect, it } from 'vitest';
import { federalHolidays, holidayDatesBetween, observedDate } from './federal-holidays';

const datesOf = (year: number) => federalHolidays(year).map((h) => h.date);

describe('federalHolidays', () => {
  it('computes the eleven holidays of 2024', () => {
    expect(datesOf(2024)).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-02-19',
      '2024-05-27',
      '2024-06-19',
      '2024-07-04',
      '2024-09-02',
      '2024-10-14',
      '2024-11-11',
      '2024-11-28',
      '2024-12-25',
    ]);
  });

  it('computes the eleven holidays of 2025, 2026 and 2027', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ]);
    expect(datesOf(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(datesOf(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-19',
      '2027-07-04',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-25',
    ]);
  });

  it('finds the last Monday of May when May has five Mondays', () => {
    // May 2021 has Mondays on 3, 10, 17, 24 and 31.
    expect(federalHolidays(2021).find((h) => h.name === 'Memorial Day')?.date).toBe('2021-05-31');
  });
});

describe('observedDate', () => {
  it('moves Saturday holidays to Friday and Sunday holidays to Monday', () => {
    expect(observedDate('2026-07-04')).toBe('2026-07-03'); // Saturday
    expect(observedDate('2027-07-04')).toBe('2027-07-05'); // Sunday
    expect(observedDate('2027-12-25')).toBe('2027-12-24'); // Saturday
    expect(observedDate('2023-11-11')).toBe('2023-11-10'); // Saturday
    expect(observedDate('2025-12-25')).toBe('2025-12-25'); // Thursday stays
  });
});

describe('holidayDatesBetween', () => {
  it('blocks both the holiday and its observed weekday', () => {
    const dates = holidayDatesBetween('2027-06-01', '2027-07-31').map((h) => h.date);
    expect(dates).toEqual(['2027-06-18', '2027-06-19', '2027-07-04', '2027-07-05']);
  });

  it("includes an observed date that falls in the year before (New Year's Day 2022 on a Saturday)", () => {
    const days = holidayDatesBetween('2021-12-01', '2021-12-31');
    expect(days.map((h) => h.date)).toEqual(['2021-12-24', '2021-12-25', '2021-12-31']);
    expect(days.at(-1)?.name).toBe("New Year's Day (observed)");
  });

  it('keeps to the range, inclusive at both ends', () => {
    expect(holidayDatesBetween('2026-12-25', '2026-12-25').map((h) => h.date)).toEqual(['2026-12-25']);
    expect(holidayDatesBetween('2026-12-26', '2026-12-31')).toEqual([]);
  });
});
