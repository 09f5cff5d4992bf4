import { beforeEach, describe, expect, it } from 'vitest';
import { hitRateLimit, resetRateLimits } from './rate-limit.server';

const minute = 60_000;

describe('hitRateLimit', () => {
  beforeEach(() => resetRateLimits());

  it('allows up to the limit within a window, then refuses with the time left', () => {
    const start = 1_000_000;
    expect(hitRateLimit('contact:1.2.3.4', 2, 10 * minute, start).allowed).toBe(true);
    expect(hitRateLimit('contact:1.2.3.4', 2, 10 * minute, start + minute).allowed).toBe(true);
    const third = hitRateLimit('contact:1.2.3.4', 2, 10 * minute, start + 4 * minute);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBe(6 * 60);
  });

  it('starts a fresh window once the old one has ended', () => {
    const start = 5_000_000;
    hitRateLimit('k', 1, 10 * minute, start);
    expect(hitRateLimit('k', 1, 10 * minute, start + 10 * minute - 1).allowed).toBe(false);
    const fresh = hitRateLimit('k', 1, 10 * minute, start + 10 * minute);
    expect(fresh.allowed).toBe(true);
    expect(fresh.retryAfterSeconds).toBe(10 * 60);
  });

  it('counts each key on its own', () => {
    const now = 9_000_000;
    hitRateLimit('contact:a', 1, minute, now);
    expect(hitRateLimit('contact:a', 1, minute, now).allowed).toBe(false);
    expect(hitRateLimit('contact:b', 1, minute, now).allowed).toBe(true);
  });

  it('never asks to wait less than a second', () => {
    const now = 7_000_000;
    hitRateLimit('k', 1, 1000, now);
    expect(hitRateLimit('k', 1, 1000, now + 999).retryAfterSeconds).toBe(1);
  });

  it('forgets every counter on resetRateLimits()', () => {
    const now = 3_000_000;
    hitRateLimit('k', 1, minute, now);
    resetRateLimits();
    expect(hitRateLimit('k', 1, minute, now).allowed).toBe(true);
  });
});
