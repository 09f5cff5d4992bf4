import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, oneYearAfter, todayIn, weekday } from './calendar-dates';

const la = 'America/Los_Angeles';

describe('todayIn', () => {
  it('is still yesterday in California just before midnight there', () => {
    expect(todayIn(la, new Date('2026-11-22T07:59:59Z'))).toBe('2026-11-21');
    expect(todayIn(la, new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
  });

  it('follows the spring daylight-saving change (UTC-8 to UTC-7 on 8 March 2026)', () => {
    expect(todayIn(la, new Date('2026-03-08T07:59:59Z'))).toBe('2026-03-07');
    expect(todayIn(la, new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    // After the change, midnight is 07:00 UTC.
    expect(todayIn(la, new Date('2026-03-09T06:59:59Z'))).toBe('2026-03-08');
    expect(todayIn(la, new Date('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
  });

  it('follows the autumn change (UTC-7 to UTC-8 on 1 November 2026)', () => {
    expect(todayIn(la, new Date('2026-11-01T06:59:59Z'))).toBe('2026-10-31');
    expect(todayIn(la, new Date('2026-11-01T07:00:00Z'))).toBe('2026-11-01');
    expect(todayIn(la, new Date('2026-11-02T07:59:59Z'))).toBe('2026-11-01');
    expect(todayIn(la, new Date('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
  });

  it('uses the configured zone, not the machine’s', () => {
    const instant = new Date('2026-06-30T23:30:00Z');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-07-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-06-30');
  });
});

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
});
