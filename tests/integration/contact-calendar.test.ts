import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { resetClock, setClock } from '../../app/business-time/clock';
import { loader } from '../../app/routes/contact';
import { routeArgs, siteRequest } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * The contact page's month as its loader answers it (PRODUCT §2 Contact): the month of today where
 * the business is (TZ_BUSINESS, America/Los_Angeles in the tests), another month by `?month=`, and
 * only the events of the days its grid shows.
 */
const t = setupTestDatabase();

const booking = {
  phoneNumber: '916-555-0100',
  location: 'Elk Grove, CA',
  message: 'Please call me after 5pm',
  dateBooked: '2026-01-05',
  session: 'Equine portrait',
};

beforeAll(async () => {
  await t
    .db()
    .insert(bookings)
    .values(
      // March 2027's grid runs from Sunday 28 February to Saturday 10 April.
      ['2027-02-27', '2027-02-28', '2027-03-15', '2027-04-10', '2027-04-11'].map((dateScheduled, i) => ({
        ...booking,
        name: `Client${i} Private`,
        email: `client${i}@example.com`,
        dateScheduled,
      })),
    );
});

afterEach(() => resetClock());

function load(path: string) {
  return loader(routeArgs<typeof loader>(siteRequest(path)));
}

describe('the contact page’s month', () => {
  it('opens on the month it is where the business is, not in UTC', async () => {
    // 9 pm on 30 November in California is already 1 December in UTC.
    setClock(new Date('2026-12-01T05:00:00Z'));
    const page = await load('/contact');
    expect(page).toMatchObject({ month: '2026-11', unknownMonth: false });
    // The day and when it starts and ends there: midnight in California is 8 am in UTC (PST).
    expect(page.day).toEqual({
      today: '2026-11-30',
      startsAt: Date.parse('2026-11-30T08:00:00Z'),
      endsAt: Date.parse('2026-12-01T08:00:00Z'),
      timeZone: 'America/Los_Angeles',
    });
  });

  it('shows the month asked for, with the events of the days its grid shows and nothing private', async () => {
    setClock(new Date('2026-11-26T20:00:00Z'));
    const page = await load('/contact?month=2027-03');
    expect(page.month).toBe('2027-03');
    expect(page.day.today).toBe('2026-11-26');
    expect(page.events.map((event) => event.start)).toEqual(['2027-02-28', '2027-03-15', '2027-04-10']);
    expect(page.events[0]).toMatchObject({
      title: 'Equine portrait',
      name: 'Client1',
      session: 'Equine portrait',
    });
    const serialized = JSON.stringify(page);
    for (const secret of ['Private', '@example.com', '916-555-0100', 'Please call', 'Elk Grove']) {
      expect(serialized).not.toContain(secret);
    }
  });

  it('shows this month, and says so, for a month it cannot read', async () => {
    setClock(new Date('2026-11-26T20:00:00Z'));
    for (const asked of ['2027-13', 'next', '2027-3', '']) {
      const page = await load(`/contact?month=${asked}`);
      expect(page, asked).toMatchObject({ month: '2026-11', unknownMonth: true });
    }
  });
});
