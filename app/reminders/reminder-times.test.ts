import { describe, expect, it } from 'vitest';
import { expiryReminder, reminderTime, sessionReminders, waitingReminder } from './reminder-times';

const zone = 'America/Los_Angeles';

describe('reminder times (PRODUCT §18)', () => {
  it('a session 10 days out gets its reminders 7 days and 1 day before, at 9:00 business time', () => {
    // 2026-06-11 is in summer time: Los Angeles is UTC-7, so 9:00 there is 16:00 UTC.
    const now = new Date('2026-06-01T12:00:00Z');
    expect(sessionReminders('2026-06-11', zone, now)).toEqual([
      { purpose: 'session-in-7-days', dueAt: new Date('2026-06-04T16:00:00Z') },
      { purpose: 'session-tomorrow', dueAt: new Date('2026-06-10T16:00:00Z') },
    ]);
  });

  it('stays 9:00 on the clocks across the November change', () => {
    // Summer time ends on Sunday 1 November 2026; Monday 2 November is the first Monday after.
    // The day before (the change day itself) is UTC-8, so 9:00 is 17:00 UTC; a week before is UTC-7.
    const now = new Date('2026-10-20T12:00:00Z');
    expect(sessionReminders('2026-11-02', zone, now)).toEqual([
      { purpose: 'session-in-7-days', dueAt: new Date('2026-10-26T16:00:00Z') },
      { purpose: 'session-tomorrow', dueAt: new Date('2026-11-01T17:00:00Z') },
    ]);
  });

  it('stays 9:00 across the March change', () => {
    // Summer time starts on Sunday 8 March 2026: 9:00 that day is UTC-7.
    expect(reminderTime('2026-03-07', zone)).toEqual(new Date('2026-03-07T17:00:00Z'));
    expect(reminderTime('2026-03-08', zone)).toEqual(new Date('2026-03-08T16:00:00Z'));
  });

  it('makes no reminder whose time has already passed', () => {
    // Scheduled on 8 June at noon for the 11th: "in 7 days" would have been on the 4th.
    const now = new Date('2026-06-08T19:00:00Z');
    expect(sessionReminders('2026-06-11', zone, now).map((r) => r.purpose)).toEqual(['session-tomorrow']);
    // The day before, after 9:00: nothing left to remind.
    expect(sessionReminders('2026-06-11', zone, new Date('2026-06-10T17:00:00Z'))).toEqual([]);
  });
});

describe('gallery reminder times (PRODUCT §18)', () => {
  it('"expires" is at 9:00 seven days before the last day, and not made once that has passed', () => {
    expect(expiryReminder('2026-06-30', zone, new Date('2026-06-01T12:00:00Z'))).toEqual(
      new Date('2026-06-23T16:00:00Z'),
    );
    expect(expiryReminder('2026-06-30', zone, new Date('2026-06-23T16:00:00Z'))).toBeNull();
  });

  it('"waiting" is at 9:00 three days after the release day, in winter time too', () => {
    expect(waitingReminder('2026-06-01', zone)).toEqual(new Date('2026-06-04T16:00:00Z'));
    // Released Friday 30 October (summer time), due Monday 2 November (winter time): 9:00 is 17:00 UTC.
    expect(waitingReminder('2026-10-30', zone)).toEqual(new Date('2026-11-02T17:00:00Z'));
  });
});
