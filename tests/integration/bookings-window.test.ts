import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockedDates } from '../../app/bookings/bookings.tables';
import {
  addBlockedDate,
  bookingWindow,
  checkScheduleDate,
  dateRefusalMessage,
} from '../../app/bookings/schedule.server';
import { resetEnvCache } from '../../app/config/env.server';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * The scheduling window (today .. one year ahead) is counted in the business's time zone
 * (PRODUCT §11), so its edges move at local midnight, which is 07:00 or 08:00 UTC in California
 * depending on daylight saving. Each case injects `now`.
 */
const t = setupTestDatabase();

const savedZone = process.env.TZ_BUSINESS;

function useZone(zone: string | undefined) {
  if (zone === undefined) delete process.env.TZ_BUSINESS;
  else process.env.TZ_BUSINESS = zone;
  resetEnvCache();
}

beforeAll(() => useZone('America/Los_Angeles'));
afterAll(() => useZone(savedZone));
beforeEach(async () => {
  useZone('America/Los_Angeles');
  await t.db().delete(blockedDates);
});

const at = (iso: string) => new Date(iso);
const ok = { ok: true };
const refused = (message: RegExp) => ({ ok: false, message: expect.stringMatching(message) });
/** The check, with a refusal worded as Booking Info words it. */
async function check(date: string, now: Date) {
  const result = await checkScheduleDate(date, now);
  return result.ok ? result : { ok: false, message: dateRefusalMessage(result) };
}
const tooEarly = /^The date cannot be before today/;
const tooLate = /^The date cannot be more than one year ahead/;

describe('bookingWindow and checkScheduleDate around midnight in California', () => {
  it('one second before local midnight it is still the day before (PST, UTC-8)', async () => {
    const now = at('2026-11-22T07:59:59Z');
    expect(bookingWindow(now)).toEqual({ min: '2026-11-21', max: '2027-11-21' });
    expect(await check('2026-11-20', now)).toEqual(refused(tooEarly));
    expect(await check('2026-11-21', now)).toEqual(ok);
    expect(await check('2027-11-21', now)).toEqual(ok);
    expect(await check('2027-11-22', now)).toEqual(refused(tooLate));
  });

  it('at local midnight both edges move on by a day', async () => {
    const now = at('2026-11-22T08:00:00Z');
    expect(bookingWindow(now)).toEqual({ min: '2026-11-22', max: '2027-11-22' });
    expect(await check('2026-11-21', now)).toEqual(refused(/\(2026-11-22\)\.$/));
    expect(await check('2027-11-22', now)).toEqual(ok);
    expect(await check('2027-11-23', now)).toEqual(refused(/\(after 2027-11-22\)\.$/));
  });

  it('is not fooled by the UTC date, which is a day ahead in the evening', () => {
    // 21:30 on 31 December in California is already 1 January in UTC.
    expect(bookingWindow(at('2027-01-01T05:30:00Z'))).toEqual({ min: '2026-12-31', max: '2027-12-31' });
  });
});

describe('across daylight-saving changes (America/Los_Angeles)', () => {
  it('spring forward (8 March 2026): midnight of the 9th is 07:00 UTC, not 08:00', async () => {
    expect(bookingWindow(at('2026-03-08T07:59:59Z')).min).toBe('2026-03-07');
    expect(bookingWindow(at('2026-03-08T08:00:00Z')).min).toBe('2026-03-08');
    // 23:59:59 PDT on the 8th, then midnight.
    const lastSecond = at('2026-03-09T06:59:59Z');
    const midnight = at('2026-03-09T07:00:00Z');
    expect(bookingWindow(lastSecond)).toEqual({ min: '2026-03-08', max: '2027-03-08' });
    expect(bookingWindow(midnight)).toEqual({ min: '2026-03-09', max: '2027-03-09' });
    expect(await check('2026-03-08', lastSecond)).toEqual(ok);
    expect(await check('2026-03-08', midnight)).toEqual(refused(tooEarly));
    expect(await check('2027-03-09', lastSecond)).toEqual(refused(tooLate));
    expect(await check('2027-03-09', midnight)).toEqual(ok);
  });

  it('fall back (1 November 2026): midnight of the 2nd is 08:00 UTC, not 07:00', async () => {
    expect(bookingWindow(at('2026-11-01T06:59:59Z')).min).toBe('2026-10-31');
    expect(bookingWindow(at('2026-11-01T07:00:00Z')).min).toBe('2026-11-01');
    // 07:30 UTC on the 2nd is still 23:30 PST on the 1st (it would be 00:30 in PDT).
    const lateEvening = at('2026-11-02T07:30:00Z');
    const midnight = at('2026-11-02T08:00:00Z');
    expect(bookingWindow(lateEvening)).toEqual({ min: '2026-11-01', max: '2027-11-01' });
    expect(bookingWindow(midnight)).toEqual({ min: '2026-11-02', max: '2027-11-02' });
    expect(await check('2026-11-01', lateEvening)).toEqual(ok);
    expect(await check('2026-11-01', midnight)).toEqual(refused(tooEarly));
  });
});

describe('the window end and blocked days', () => {
  it('from 29 February the year ends on 28 February', async () => {
    const now = at('2028-02-29T20:00:00Z');
    expect(bookingWindow(now)).toEqual({ min: '2028-02-29', max: '2029-02-28' });
    expect(await check('2029-02-28', now)).toEqual(ok);
    expect(await check('2029-03-01', now)).toEqual(refused(tooLate));
  });

  it('refuses holidays on their date and their observed weekday, naming them', async () => {
    const now = at('2026-06-01T18:00:00Z');
    // 4 July 2026 is a Saturday, observed on Friday 3 July.
    expect(await check('2026-07-04', now)).toEqual(refused(/^2026-07-04 is blocked \(Independence Day\)/));
    expect(await check('2026-07-03', now)).toEqual(
      refused(/^2026-07-03 is blocked \(Independence Day \(observed\)\)/),
    );
    expect(await check('2026-07-02', now)).toEqual(ok);
    // Thanksgiving 2026 is 26 November.
    expect(await check('2026-11-26', now)).toEqual(refused(/Thanksgiving Day/));
  });

  it("refuses the admin's dates, with or without a reason, and accepts them once removed", async () => {
    const now = at('2026-06-01T18:00:00Z');
    await addBlockedDate('2026-08-12', 'County fair');
    await addBlockedDate('2026-08-13', '');
    expect(await check('2026-08-12', now)).toEqual(
      refused(/^2026-08-12 is blocked \(County fair\)\. Please choose another date\.$/),
    );
    expect(await check('2026-08-13', now)).toEqual(
      refused(/^2026-08-13 is blocked\. Please choose another date\.$/),
    );
    await t.db().delete(blockedDates);
    expect(await check('2026-08-12', now)).toEqual(ok);
  });

  it('counts the day in TZ_BUSINESS, whatever zone that is', () => {
    useZone('Pacific/Auckland');
    expect(bookingWindow(at('2026-06-30T23:30:00Z')).min).toBe('2026-07-01');
    useZone('America/New_York');
    expect(bookingWindow(at('2026-06-30T23:30:00Z')).min).toBe('2026-06-30');
  });
});
