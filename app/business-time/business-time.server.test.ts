import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../config/env.server';
import { businessDate, businessDateTime, businessToday, nineOnTheDay } from './business-time.server';
import { resetClock, setClock } from './clock';

const saved = process.env.TZ_BUSINESS;

beforeEach(() => {
  process.env.TZ_BUSINESS = 'America/Denver';
  resetEnvCache();
});

afterEach(() => {
  if (saved === undefined) delete process.env.TZ_BUSINESS;
  else process.env.TZ_BUSINESS = saved;
  resetEnvCache();
  resetClock();
});

describe('business time', () => {
  it('reads today from the one clock, in TZ_BUSINESS', () => {
    // 06:59 UTC is 23:59 the day before in Denver (UTC-7 in November).
    setClock(new Date('2026-11-22T06:59:00Z'));
    expect(businessToday()).toBe('2026-11-21');
    setClock(new Date('2026-11-22T07:00:00Z'));
    expect(businessToday()).toBe('2026-11-22');
  });

  it('follows a clock that moves', () => {
    let at = new Date('2026-11-22T06:59:00Z');
    setClock(() => at);
    expect(businessToday()).toBe('2026-11-21');
    at = new Date('2026-11-22T07:00:00Z');
    expect(businessToday()).toBe('2026-11-22');
  });

  it('writes dates and times in TZ_BUSINESS', () => {
    const instant = new Date('2026-11-22T03:15:00Z');
    expect(businessDate(instant)).toBe('November 21, 2026');
    expect(businessDateTime(instant)).toBe('Nov 21, 2026, 8:15 PM MST');
  });

  it('sends a reminder at 9:00 on the day in TZ_BUSINESS, across both daylight-saving changes', () => {
    // Denver: MST (UTC-7) until 8 March 2026, MDT (UTC-6) until 1 November 2026.
    expect(nineOnTheDay('2026-03-07').toISOString()).toBe('2026-03-07T16:00:00.000Z');
    expect(nineOnTheDay('2026-03-08').toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(nineOnTheDay('2026-10-31').toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(nineOnTheDay('2026-11-01').toISOString()).toBe('2026-11-01T16:00:00.000Z');
  });
});
