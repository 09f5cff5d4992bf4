import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { invitationIcs } from './ics';

/** The invitation's alarm (PRODUCT §18), read back with ical.js, a parser independent of ical-generator. */

const booking = {
  id: 41,
  name: 'Tyler Reed',
  email: 'tyler@example.com',
  session: 'Equine portrait',
  location: 'Elk Grove, CA',
  dateScheduled: '2026-06-11',
  inviteSequence: 0,
};

describe('the invitation', () => {
  it('carries a display alarm at 9:00 the day before the all-day session', () => {
    const text = invitationIcs(booking, { host: 'example.test', organizerEmail: 'hello@example.test' });
    const root = new ICAL.Component(ICAL.parse(text));
    const [event] = root.getAllSubcomponents('vevent');
    const alarms = event?.getAllSubcomponents('valarm') ?? [];
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0] as ICAL.Component;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    // Midnight of 11 June minus the trigger: 9:00 on 10 June.
    const start = ICAL.Time.fromDateTimeString('2026-06-11T00:00:00');
    start.addDuration(trigger);
    expect(start.toString()).toBe('2026-06-10T09:00:00');
  });
});
