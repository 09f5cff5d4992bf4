import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import type { Db, Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { rateLimitCounters } from './security.tables';

/**
 * Fixed-window counters per key (usually "form:ip"), kept in the database so that several server
 * processes share one count (decision 020). Each hit is one atomic upsert: parallel posts, even
 * to different processes, are counted one by one and cannot all slip under the limit.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Expired rows are deleted at most this often per process, so the table stays small. */
const pruneEveryMs = 60_000;
let lastPruneAt = 0;

export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = clock.now().getTime(),
  /** A transaction to count in (PGlite has one connection: a query beside an open transaction waits for it). */
  within?: Db | Tx,
): Promise<RateLimitResult> {
  const db = within ?? (await getDb());
  const at = new Date(now);
  const freshReset = new Date(now + windowMs);
  // A window that has ended starts again at 1; otherwise the count goes up by one. `excluded` is
  // the row this hit would have inserted, so both branches read from the same values.
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${at} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${at} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error(`rate limit: no counter returned for ${key}`);
  if (now - lastPruneAt >= pruneEveryMs) {
    lastPruneAt = now;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, at));
  }
  return {
    allowed: row.count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now) / 1000)),
  };
}

/** A key's count in its current window, without counting a hit (0 when there is none). */
export async function currentCount(key: string, now = clock.now().getTime()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, new Date(now))));
  return row?.count ?? 0;
}

/** Forgets one key's counter (a successful sign-in clears its attempts). */
export async function clearRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Forgets every counter (tests). */
export async function resetRateLimits(): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitCounters);
  lastPruneAt = 0;
}
