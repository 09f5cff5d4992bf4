import { describe, expect, it } from 'vitest';
import { timeAgo } from './today';

/** How long ago a request came, as Today writes it (PRODUCT §2 Admin Home): whole units, rounded down. */
describe('timeAgo', () => {
  const now = new Date('2026-11-28T15:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  it.each([
    [30_000, 'just now'],
    [minute, '1 minute ago'],
    [59 * minute, '59 minutes ago'],
    [60 * minute, '1 hour ago'],
    [23 * 60 * minute + 59 * minute, '23 hours ago'],
    [24 * 60 * minute, 'yesterday'],
    [47 * 60 * minute, 'yesterday'],
    [48 * 60 * minute, '2 days ago'],
    [30 * 24 * 60 * minute, '30 days ago'],
  ])('%i ms before: %s', (ms, words) => {
    expect(timeAgo(before(ms), now)).toBe(words);
  });
});
