/**
 * A fixed-window counter per key (usually "form:ip"), in memory: this site runs as one process.
 * Returns how many seconds to wait when the key is over its budget.
 */
interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): RateLimitResult {
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  window.count += 1;
  if (windows.size > 10_000) pruneExpired(now);
  return {
    allowed: window.count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
  };
}

/** Forgets one key's counter (a successful sign-in clears its attempts). */
export function clearRateLimit(key: string): void {
  windows.delete(key);
}

function pruneExpired(now: number): void {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

/** Forgets every counter (tests). */
export function resetRateLimits(): void {
  windows.clear();
}
