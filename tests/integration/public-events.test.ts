import { describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { listPublicEvents } from '../../app/bookings/events.server';
import { setupTestDatabase } from '../helpers/test-database';

const t = setupTestDatabase();

const booking = {
  phoneNumber: '916-555-0100',
  location: 'Elk Grove, CA',
  message: 'Please call me after 5pm',
  dateBooked: '2026-01-05',
};

describe('listPublicEvents', () => {
  it('is empty while no booking is scheduled', async () => {
    await t
      .db()
      .insert(bookings)
      .values({
        ...booking,
        name: 'Nobody Scheduled',
        email: 'nobody@example.com',
        session: 'other',
      });
    expect(await listPublicEvents()).toEqual([]);
  });

  it('lists only scheduled bookings, by date, with first name only and no contact details', async () => {
    await t
      .db()
      .insert(bookings)
      .values([
        {
          ...booking,
          name: 'Maria  Lopez Garcia',
          email: 'maria@example.com',
          session: 'Event photography',
          dateScheduled: '2026-09-14',
        },
        { ...booking, name: 'Not Yet', email: 'later@example.com', session: 'Equine portrait' },
        {
          ...booking,
          name: ' Tyler Reed ',
          email: 'tyler@example.com',
          session: 'Equine portrait',
          dateScheduled: '2026-03-02',
        },
        {
          ...booking,
          name: 'Grace',
          email: 'grace@example.com',
          session: 'Fine art photography',
          dateScheduled: '2026-06-30',
        },
      ]);

    const events = await listPublicEvents();
    expect(events.map(({ id: _id, ...rest }) => rest)).toEqual([
      { title: 'Equine portrait', start: '2026-03-02', name: 'Tyler', session: 'Equine portrait' },
      { title: 'Fine art photography', start: '2026-06-30', name: 'Grace', session: 'Fine art photography' },
      { title: 'Event photography', start: '2026-09-14', name: 'Maria', session: 'Event photography' },
    ]);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(['id', 'name', 'session', 'start', 'title']);
      expect(typeof event.id).toBe('number');
    }
    // Nothing private may reach the public page's data, under any key.
    const serialized = JSON.stringify(events);
    for (const secret of ['@example.com', '916-555-0100', 'Please call', 'Lopez', 'Reed', 'Elk Grove']) {
      expect(serialized).not.toContain(secret);
    }
  });
});
