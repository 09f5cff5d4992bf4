import { describe, expect, it } from 'vitest';
import { type BusinessDay, dayShown } from './business-day';

/** 1 March 2026 in California (America/Los_Angeles, 8 hours behind UTC that day). */
const firstOfMarch: BusinessDay = {
  today: '2026-03-01',
  startsAt: Date.parse('2026-03-01T08:00:00Z'),
  endsAt: Date.parse('2026-03-02T08:00:00Z'),
  timeZone: 'America/Los_Angeles',
};

describe('the business’s day a page shows (PRODUCT §9, §11)', () => {
  it('is the server’s day while the page hydrates', () => {
    expect(dayShown(firstOfMarch, null)).toBe('2026-03-01');
  });

  it('is the server’s day from its first to its last moment there', () => {
    expect(dayShown(firstOfMarch, new Date('2026-03-01T08:00:00Z'))).toBe('2026-03-01');
    // 11:30 pm on 1 March in California, already 2 March in UTC.
    expect(dayShown(firstOfMarch, new Date('2026-03-02T07:30:00Z'))).toBe('2026-03-01');
  });

  it('is the browser’s day in the business’s zone once its clock is past the server’s day', () => {
    // Midnight, then 12:30 am on 2 March in California: a page served yesterday.
    expect(dayShown(firstOfMarch, new Date('2026-03-02T08:00:00Z'))).toBe('2026-03-02');
    expect(dayShown(firstOfMarch, new Date('2026-03-02T08:30:00Z'))).toBe('2026-03-02');
  });

  it('is the browser’s day when its clock is before the server’s day', () => {
    // 11:30 pm on 28 February in California.
    expect(dayShown(firstOfMarch, new Date('2026-03-01T07:30:00Z'))).toBe('2026-02-28');
  });
});
