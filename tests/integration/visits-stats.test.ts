import { describe, expect, it } from 'vitest';
import { bookings } from '../../app/bookings/bookings.tables';
import { visitStats } from '../../app/visits/page-views.server';
import { pageViews } from '../../app/visits/visits.tables';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * Admin Home → Show Visits reads the last 30 days (today included, in the business's time zone):
 * views per day with empty days as 0, the top pages, and booking requests per Monday-based week.
 */
const t = setupTestDatabase();

describe('visit statistics', () => {
  it('sums the last 30 days and counts booking requests per week', async () => {
    // 20:00 UTC on Wednesday 18 March 2026 is 13:00 in California: today is 2026-03-18.
    const now = new Date('2026-03-18T20:00:00Z');
    await t
      .db()
      .insert(pageViews)
      .values([
        { day: '2026-03-18', path: '/about', views: 4 },
        { day: '2026-03-17', path: '/services', views: 1 },
        { day: '2026-02-17', path: '/services', views: 1 },
        // 30 days before today is outside the window.
        { day: '2026-02-16', path: '/about', views: 9 },
      ]);
    const booking = {
      name: 'Tyler Reed',
      email: 'tyler@example.com',
      phoneNumber: '916-555-0100',
      location: 'Elk Grove, CA',
      session: 'Equine portrait',
    };
    await t
      .db()
      .insert(bookings)
      .values(
        ['2026-02-15', '2026-02-16', '2026-03-15', '2026-03-16', '2026-03-18', '2026-03-18'].map(
          (dateBooked) => ({
            ...booking,
            dateBooked,
          }),
        ),
      );

    const stats = await visitStats(now);
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ day: '2026-02-17', views: 1 });
    expect(stats.days[1]).toEqual({ day: '2026-02-18', views: 0 });
    expect(stats.days.slice(-2)).toEqual([
      { day: '2026-03-17', views: 1 },
      { day: '2026-03-18', views: 4 },
    ]);
    expect(stats.topPages).toEqual([
      { path: '/about', views: 4 },
      { path: '/services', views: 2 },
    ]);
    // Weeks start on Monday: 16 Feb (the week of the window's first day) to 16 March.
    expect(stats.bookingWeeks).toEqual([
      { weekStart: '2026-02-16', requests: 1 },
      { weekStart: '2026-02-23', requests: 0 },
      { weekStart: '2026-03-02', requests: 0 },
      { weekStart: '2026-03-09', requests: 1 },
      { weekStart: '2026-03-16', requests: 3 },
    ]);
  });
});
