import crypto from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import { getEnv } from '../config/env.server';
import { getDb } from '../db/db.server';
import { logError } from '../logging/log-error';
import { mailOutbox } from './mail.tables';
import { type DeliveryResult, type MailTransport, openMailTransport, type QueuedMail } from './mailer.server';

/**
 * The mail worker (docs/decisions/021): delivers the outbox through the mail module. Each message
 * is claimed in a short transaction (SELECT … FOR UPDATE SKIP LOCKED, then a lease), sent outside
 * it, and its outcome recorded only by the claim that holds the lease; so two workers, in one
 * process or several, never send the same message at the same time.
 */

/** Longer than one send can take with the transport's time-outs (10 s + 10 s + 20 s idle). */
export const leaseMs = 2 * 60_000;

/** Retries double up to an hour apart; a message is given up 48 h after it was queued. */
export const retryPolicy = {
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 48 * 60 * 60_000,
} as const;

/**
 * The wait after the `attempts`-th failed attempt: MAIL_RETRY_SECONDS (10 s unless configured)
 * after the first, doubling up to an hour.
 */
export function retryDelayMs(attempts: number): number {
  const delay = getEnv().MAIL_RETRY_SECONDS * 1000 * 2 ** Math.max(0, attempts - 1);
  return Math.min(delay, retryPolicy.maxDelayMs);
}

interface Claim {
  mail: QueuedMail;
  token: string;
}

/** Takes the next due message (or message `onlyId`, if due) and leases it to this claim, in one short transaction. */
async function claimNext(now: Date, onlyId?: number): Promise<Claim | null> {
  const db = await getDb();
  const token = crypto.randomUUID();
  return db.transaction(async (tx) => {
    // SKIP LOCKED: a row another worker is claiming right now is passed over, not waited for; the
    // lease check then keeps it away from everyone until that claim ends or its lease runs out.
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          onlyId === undefined ? undefined : eq(mailOutbox.id, onlyId),
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [mail] = await tx
      .update(mailOutbox)
      .set({
        claimedUntil: new Date(now.getTime() + leaseMs),
        claimToken: token,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return mail ? { mail, token } : null;
  });
}

export type Outcome = 'sent' | 'retry' | 'failed' | 'lease-lost';

/** Records what the attempt did; only the claim still holding the lease may record a failure. */
async function record(claim: Claim, result: DeliveryResult, now: Date): Promise<Outcome> {
  const db = await getDb();
  const { mail, token } = claim;
  if (result.ok) {
    // Sent is sent, even if the lease ran out meanwhile: no later claim should send it again. The
    // content goes: the row stays as the log (to, subject, when), and a one-time link in the body
    // is not kept in the database longer than it takes to deliver it (decision 011).
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: now,
        filePath: result.filePath,
        claimedUntil: null,
        claimToken: null,
        textBody: '',
        htmlBody: null,
        attachments: [],
      })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
    return 'sent';
  }
  const tooOld = now.getTime() - mail.createdAt.getTime() >= retryPolicy.giveUpAfterMs;
  const giveUp = result.reason === 'refused' || tooOld;
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: result.error,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
      claimedUntil: null,
      claimToken: null,
    })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, token)))
    .returning({ id: mailOutbox.id });
  if (!row) return 'lease-lost';
  return giveUp ? 'failed' : 'retry';
}

function logOutcome(mail: QueuedMail, result: DeliveryResult, outcome: Outcome): void {
  const what = `"${mail.subject}" to ${mail.toAddress}`;
  if (result.ok) {
    console.log(result.filePath ? `mail: wrote ${result.filePath}` : `mail: sent ${what}`);
  } else if (outcome === 'lease-lost') {
    console.error(`mail: attempt ${mail.attempts} for ${what} outlasted its lease: ${result.error}`);
  } else if (outcome === 'failed') {
    console.error(`mail: gave up on ${what} after ${mail.attempts} attempt(s): ${result.error}`);
  } else {
    console.error(`mail: attempt ${mail.attempts} for ${what} failed, will retry: ${result.error}`);
  }
}

/** Sends a claimed message once and records the outcome. */
async function attempt(claim: Claim, transport: MailTransport, at: () => Date) {
  const result = await transport.deliver(claim.mail);
  const outcome = await record(claim, result, at());
  logOutcome(claim.mail, result, outcome);
  return { outcome, error: result.ok ? null : result.error };
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface DeliveryOptions {
  /** The time the pass acts at (tests); by default the clock, read before each message. */
  now?: Date;
  /** Checked between messages: true ends the pass early (the server is stopping). */
  stop?: () => boolean;
}

/**
 * One pass of the worker: delivers every message that is due, one claim at a time, until none is
 * left. Safe to run in several processes (or twice in one) at once.
 */
export async function deliverDueMail(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const at = () => options.now ?? clock.now();
  let transport: MailTransport | undefined;
  try {
    while (!options.stop?.()) {
      const claim = await claimNext(at());
      if (!claim) break;
      transport ??= openMailTransport();
      const { outcome } = await attempt(claim, transport, at);
      if (outcome === 'sent') report.sent++;
      else if (outcome === 'retry') report.retrying++;
      else if (outcome === 'failed') report.failed++;
    }
  } finally {
    transport?.close();
  }
  return report;
}

/**
 * Tries message `id` once, now, if it is due and no worker holds it (Admin Home's "Retry now"):
 * null when it was not there to take.
 */
export async function deliverMailNow(
  id: number,
  now = clock.now(),
): Promise<{ outcome: Outcome; error: string | null } | null> {
  const claim = await claimNext(now, id);
  if (!claim) return null;
  const transport = openMailTransport();
  try {
    return await attempt(claim, transport, () => now);
  } finally {
    transport.close();
  }
}

/** How often the worker looks for due mail when nothing wakes it (retries, other processes' mail). */
export const pollMs = 5_000;

/** Work a pass does before delivering, which may queue mail (due reminders, decision 048). */
export type WorkerStep = () => Promise<unknown>;

interface Worker {
  timer: NodeJS.Timeout;
  steps: WorkerStep[];
  stopping: boolean;
  pass: Promise<void> | null;
  again: boolean;
}

let worker: Worker | null = null;

function runPasses(current: Worker): void {
  current.pass = (async () => {
    do {
      current.again = false;
      try {
        for (const step of current.steps) await step();
        await deliverDueMail({ stop: () => current.stopping });
      } catch (error) {
        // The database may be away for a moment; the next poll tries again.
        logError("mail: the worker's pass failed", error);
      }
    } while (current.again && !current.stopping);
  })().finally(() => {
    current.pass = null;
  });
}

/**
 * Wakes the worker now (after a commit that queued mail). A pass already running runs once more,
 * so mail queued during it is not left for the next poll. Does nothing where no worker runs
 * (tests, scripts): there the mail waits for the next server.
 */
export function nudgeMailWorker(): void {
  const current = worker;
  if (!current || current.stopping) return;
  if (current.pass) current.again = true;
  else runPasses(current);
}

/**
 * Starts the server's worker: a pass at once (mail left by the last run), then every pollMs; each
 * pass runs `steps` first, so mail they queue leaves in the same pass.
 */
export function startMailWorker(steps: WorkerStep[] = []): void {
  if (worker) return;
  const timer = setInterval(() => nudgeMailWorker(), pollMs);
  // The worker alone never keeps the process alive.
  timer.unref();
  worker = { timer, steps, stopping: false, pass: null, again: false };
  nudgeMailWorker();
}

/** Stops the worker: no new pass, and the message being sent now finishes and is recorded. */
export async function stopMailWorker(): Promise<void> {
  const current = worker;
  if (!current) return;
  current.stopping = true;
  clearInterval(current.timer);
  await current.pass;
  worker = null;
}
