import { describe, expect, it } from 'vitest';
import { formatDate, formatDateAndTime, formatDateTime, todayIn, wallClockTime } from './zoned-time';

const la = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);

describe('todayIn', () => {
  it('is still yesterday in California just before midnight there', () => {
    expect(todayIn(la, at('2026-11-22T07:59:59Z'))).toBe('2026-11-21');
    expect(todayIn(la, at('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
  });

  it('follows the spring daylight-saving change (UTC-8 to UTC-7 on 8 March 2026)', () => {
    expect(todayIn(la, at('2026-03-08T07:59:59Z'))).toBe('2026-03-07');
    expect(todayIn(la, at('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    // After the change, midnight is 07:00 UTC.
    expect(todayIn(la, at('2026-03-09T06:59:59Z'))).toBe('2026-03-08');
    expect(todayIn(la, at('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
  });

  it('follows the autumn change (UTC-7 to UTC-8 on 1 November 2026)', () => {
    expect(todayIn(la, at('2026-11-01T06:59:59Z'))).toBe('2026-10-31');
    expect(todayIn(la, at('2026-11-01T07:00:00Z'))).toBe('2026-11-01');
    expect(todayIn(la, at('2026-11-02T07:59:59Z'))).toBe('2026-11-01');
    expect(todayIn(la, at('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
  });

  it('uses the zone it is given, not the machine’s', () => {
    const instant = at('2026-06-30T23:30:00Z');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-07-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-06-30');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write the date as the zone reads it', () => {
    // 07:30 UTC on the 22nd is still the evening of the 21st in California.
    expect(formatDate(at('2026-11-22T07:30:00Z'), la)).toBe('November 21, 2026');
    expect(formatDate(at('2026-11-22T07:30:00Z'), 'America/New_York')).toBe('November 22, 2026');
  });

  it('write a date and time with the zone’s name, standard or daylight time', () => {
    expect(formatDateTime(at('2026-11-22T23:04:59Z'), la)).toBe('Nov 22, 2026, 3:04 PM PST');
    expect(formatDateTime(at('2026-07-04T16:00:00Z'), la)).toBe('Jul 4, 2026, 9:00 AM PDT');
  });
});

describe('formatDateAndTime', () => {
  it('writes a date in words and the time of day, as a booking’s history does', () => {
    expect(formatDateAndTime(at('2026-11-28T17:04:00Z'), la)).toBe('November 28, 2026, 9:04 AM');
    // 07:30 UTC on the 22nd is still the evening of the 21st in California.
    expect(formatDateAndTime(at('2026-11-22T07:30:00Z'), la)).toBe('November 21, 2026, 11:30 PM');
  });
});

describe('wallClockTime', () => {
  it('is 9:00 in California on each side of the spring change (UTC-8, then UTC-7)', () => {
    expect(wallClockTime('2026-03-07', 9, 0, la).toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(wallClockTime('2026-03-08', 9, 0, la).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(wallClockTime('2026-03-09', 9, 0, la).toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('is 9:00 in California on each side of the autumn change (UTC-7, then UTC-8)', () => {
    expect(wallClockTime('2026-10-31', 9, 0, la).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(wallClockTime('2026-11-01', 9, 0, la).toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });

  it('follows a zone whose clocks change on another day and at another hour', () => {
    // London: UTC+0 until 01:00 UTC on 29 March 2026, then UTC+1.
    expect(wallClockTime('2026-03-28', 9, 0, 'Europe/London').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(wallClockTime('2026-03-29', 9, 0, 'Europe/London').toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('moves a time the clocks skip forward by the gap, and takes the first of a time shown twice', () => {
    // 2:30 does not exist on 8 March 2026 in California: the clocks go from 1:59:59 PST to 3:00 PDT.
    expect(wallClockTime('2026-03-08', 2, 30, la).toISOString()).toBe('2026-03-08T10:30:00.000Z');
    // 1:30 happens twice on 1 November 2026: first in PDT (UTC-7), then in PST.
    expect(wallClockTime('2026-11-01', 1, 30, la).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });
});
