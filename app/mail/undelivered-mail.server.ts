import { and, asc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { businessDateTime } from '../business-time/business-time.server';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import { mailOutbox } from './mail.tables';
import { deliverMailNow } from './mail-worker.server';

/** Mail not yet attempted after this long means no worker is running: admins see it too. */
const stuckAfterMs = 60_000;

/** One row of Admin Home's "Undelivered mail", its times written out in the business's time zone. */
export interface UndeliveredMail {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  /** When the worker tries again, or null once it has given up. */
  nextTry: string | null;
}

/**
 * The mail that has not arrived (docs/decisions/021): given up (a permanent refusal, or 48 hours of
 * retries), waiting after a failed attempt, or never attempted for over a minute. Oldest first.
 */
export async function listUndeliveredMail(now = clock.now()): Promise<UndeliveredMail[]> {
  const db = await getDb();
  // Only what the list shows: a message's bodies and attachments (an invitation, later a PDF) are
  // never read for it, on an admin page that every view of Admin Home loads.
  const rows = await db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      status: mailOutbox.status,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(
      and(
        ne(mailOutbox.status, 'sent'),
        or(
          eq(mailOutbox.status, 'failed'),
          gt(mailOutbox.attempts, 0),
          lt(mailOutbox.createdAt, new Date(now.getTime() - stuckAfterMs)),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    nextTry: row.status === 'failed' ? null : businessDateTime(row.nextAttemptAt),
  }));
}

export type RetryResult =
  | { ok: true; to: string; subject: string }
  | { ok: false; reason: 'failed-again'; to: string; subject: string; error: string; gaveUp: boolean }
  | { ok: false; reason: 'not-found' | 'sending' | 'sent' };

/**
 * "Retry now": makes the message due and tries it at once, in this request, so the admin sees
 * what happened. A given-up message gets one more attempt (if that fails after its 48 hours, it is
 * given up again). A message a worker holds right now is left alone, so Retry now never makes a
 * second copy.
 */
export async function retryMailNow(id: number, now = clock.now()): Promise<RetryResult> {
  const db = await getDb();
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(
      and(
        eq(mailOutbox.id, id),
        ne(mailOutbox.status, 'sent'),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .returning({ to: mailOutbox.toAddress, subject: mailOutbox.subject });
  if (!row) {
    const [other] = await db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    if (!other) return { ok: false, reason: 'not-found' };
    return { ok: false, reason: other.status === 'sent' ? 'sent' : 'sending' };
  }
  const tried = await deliverMailNow(id, now);
  // The worker took it between the two statements: it is on its way.
  if (!tried || tried.outcome === 'lease-lost') return { ok: false, reason: 'sending' };
  if (tried.outcome === 'sent') return { ok: true, ...row };
  return {
    ok: false,
    reason: 'failed-again',
    ...row,
    error: tried.error ?? 'unknown error',
    gaveUp: tried.outcome === 'failed',
  };
}
