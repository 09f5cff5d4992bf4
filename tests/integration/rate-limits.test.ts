import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimit, hitRateLimit, resetRateLimits } from '../../app/security/rate-limit.server';
import { rateLimitCounters } from '../../app/security/security.tables';
import { setupTestDatabase } from '../helpers/test-database';

const t = setupTestDatabase();
const minute = 60_000;

beforeEach(() => resetRateLimits());

describe('hitRateLimit (counters in the database, decision 020)', () => {
  it('allows up to the limit within a window, then refuses with the time left', async () => {
    const start = 1_000_000;
    expect((await hitRateLimit('contact:1.2.3.4', 2, 10 * minute, start)).allowed).toBe(true);
    expect((await hitRateLimit('contact:1.2.3.4', 2, 10 * minute, start + minute)).allowed).toBe(true);
    const third = await hitRateLimit('contact:1.2.3.4', 2, 10 * minute, start + 4 * minute);
    expect(third.allowed).toBe(false);
    // The window opened at `start` and lasts 10 minutes: 6 minutes are left at start + 4.
    expect(third.retryAfterSeconds).toBe(6 * 60);
  });

  it('starts a fresh window once the old one has ended', async () => {
    const start = 5_000_000;
    await hitRateLimit('k', 1, 10 * minute, start);
    expect((await hitRateLimit('k', 1, 10 * minute, start + 10 * minute - 1)).allowed).toBe(false);
    const fresh = await hitRateLimit('k', 1, 10 * minute, start + 10 * minute);
    expect(fresh.allowed).toBe(true);
    expect(fresh.retryAfterSeconds).toBe(10 * 60);
  });

  it('counts each key on its own', async () => {
    const now = 9_000_000;
    await hitRateLimit('contact:a', 1, minute, now);
    expect((await hitRateLimit('contact:a', 1, minute, now)).allowed).toBe(false);
    expect((await hitRateLimit('contact:b', 1, minute, now)).allowed).toBe(true);
  });

  it('never asks to wait less than a second', async () => {
    const now = 7_000_000;
    await hitRateLimit('k', 1, 1000, now);
    expect((await hitRateLimit('k', 1, 1000, now + 999)).retryAfterSeconds).toBe(1);
  });

  it('forgets one key on clearRateLimit() and every key on resetRateLimits()', async () => {
    const now = 3_000_000;
    await hitRateLimit('a', 1, minute, now);
    await hitRateLimit('b', 1, minute, now);
    await clearRateLimit('a');
    expect((await hitRateLimit('a', 1, minute, now)).allowed).toBe(true);
    expect((await hitRateLimit('b', 1, minute, now)).allowed).toBe(false);
    await resetRateLimits();
    expect((await hitRateLimit('b', 1, minute, now)).allowed).toBe(true);
  });

  it('counts 20 hits sent at once one by one: exactly the limit get through', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit('sign-in:rider@example.com:203.0.113.9', 5, minute, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('keeps the count in the database, where every server process reads it', async () => {
    const now = Date.now();
    await hitRateLimit('login:198.51.100.4', 20, 10 * minute, now);
    await hitRateLimit('login:198.51.100.4', 20, 10 * minute, now);
    const rows = await t.db().select().from(rateLimitCounters);
    expect(rows).toEqual([{ key: 'login:198.51.100.4', count: 2, resetAt: new Date(now + 10 * minute) }]);
  });

  it('prunes counters whose window has ended', async () => {
    const long = 2_000_000_000_000;
    await hitRateLimit('old', 1, minute, long);
    // More than a minute later (the pruning interval) and past the old window.
    await hitRateLimit('new', 1, minute, long + 2 * minute);
    const keys = (await t.db().select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toEqual(['new']);
  });
});
