import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { galleries } from '../galleries/galleries.tables';
import { invoices } from '../invoices/invoices.tables';
import { retryPolicy } from '../mail/mail-worker.server';
import type { MailMessage } from '../mail/mailer.server';
import { enqueueMail } from '../mail/outbox.server';
import { composeGalleryReminder } from './gallery-reminders.server';
import { composeInvoiceReminder } from './invoice-reminders.server';
import { type ReminderKind, reminderKinds } from './reminder-kinds';
import { reminderSwitches, type ScheduledMessage, scheduledMessages } from './reminders.tables';
import { composeSessionReminder } from './session-reminders.server';

/** Each kind writes its own message; a new kind adds its composer here (reminders.tables.ts). */
const composers: Record<
  ReminderKind,
  (tx: Tx, row: ScheduledMessage, now: Date) => Promise<MailMessage | null>
> = {
  session: composeSessionReminder,
  gallery: composeGalleryReminder,
  invoice: composeInvoiceReminder,
};

function isKind(value: string): value is ReminderKind {
  return (reminderKinds as readonly string[]).includes(value);
}

async function isSwitchedOn(tx: Tx, kind: ReminderKind): Promise<boolean> {
  const [row] = await tx.select().from(reminderSwitches).where(eq(reminderSwitches.kind, kind)).limit(1);
  return row?.enabled ?? true;
}

type Outcome = 'queued' | 'cancelled' | 'deferred';

/**
 * Whether what the row is about (its booking, gallery, invoice) is being changed right now by
 * another transaction: a row lock held on it. That change (a payment, a void, a new date) remakes
 * the row's reminders when it commits, but the reminder written now would be written from the
 * state before it, and the change would then find it already sent: such a row waits for the next
 * pass. SKIP LOCKED, because waiting here while the change waits for this row would deadlock.
 * Any write lock defers it (an invoice reminder also names its booking, so a booking's status
 * change does too): that costs one pass, 5 s, never the reminder.
 */
async function subjectBeingChanged(tx: Tx, row: ScheduledMessage): Promise<boolean> {
  const subjects = [
    row.bookingId === null ? null : { table: bookings, id: bookings.id, value: row.bookingId },
    row.galleryId === null ? null : { table: galleries, id: galleries.id, value: row.galleryId },
    row.invoiceId === null ? null : { table: invoices, id: invoices.id, value: row.invoiceId },
  ];
  for (const subject of subjects) {
    if (!subject) continue;
    const [free] = await tx
      .select({ id: subject.id })
      .from(subject.table)
      .where(eq(subject.id, subject.value))
      .for('share', { skipLocked: true });
    if (free) continue;
    // Not returned: locked by a change, or gone (then the composer finds the reason gone).
    const [exists] = await tx
      .select({ id: subject.id })
      .from(subject.table)
      .where(eq(subject.id, subject.value));
    if (exists) return true;
  }
  return false;
}

/**
 * Takes the next due row, in one transaction with the outbox row it makes (docs/decisions/048):
 * FOR UPDATE SKIP LOCKED passes over a row another process is taking, and the row leaves the
 * 'scheduled' state in the same commit as its outbox row, so it is queued exactly once. A row due
 * longer ago than the mail worker's give-up window (counted from its due time, so a restart after
 * downtime still sends it) is cancelled as too late, as is one whose kind is switched off or whose
 * reason is gone; one whose subject is being changed right now is left for the next pass.
 */
async function takeNext(now: Date, deferred: number[]): Promise<{ outcome: Outcome; id: number } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledMessages)
      .where(
        and(
          eq(scheduledMessages.state, 'scheduled'),
          lte(scheduledMessages.dueAt, now),
          deferred.length > 0 ? notInArray(scheduledMessages.id, deferred) : undefined,
        ),
      )
      .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const cancel = async (reason: string) => {
      await tx
        .update(scheduledMessages)
        .set({ state: 'cancelled', cancelReason: reason })
        .where(eq(scheduledMessages.id, row.id));
      return { outcome: 'cancelled' as const, id: row.id };
    };
    if (now.getTime() - row.dueAt.getTime() >= retryPolicy.giveUpAfterMs) return cancel('too late');
    if (!isKind(row.kind)) return cancel('unknown kind');
    if (!(await isSwitchedOn(tx, row.kind))) return cancel('switched off');
    if (await subjectBeingChanged(tx, row)) return { outcome: 'deferred' as const, id: row.id };
    const message = await composers[row.kind](tx, row, now);
    if (!message) return cancel('reason gone');
    const outboxId = await enqueueMail(tx, message, now);
    await tx
      .update(scheduledMessages)
      .set({ state: 'sent', outboxId })
      .where(eq(scheduledMessages.id, row.id));
    return { outcome: 'queued' as const, id: row.id };
  });
}

export interface ReminderReport {
  queued: number;
  cancelled: number;
}

/**
 * The mail worker's first step in each pass (server/app.ts): every scheduled message that is due
 * becomes an outbox row, which the same pass then delivers. Safe in several processes at once.
 */
export async function queueDueReminders(now: Date = clock.now()): Promise<ReminderReport> {
  const report: ReminderReport = { queued: 0, cancelled: 0 };
  // Rows whose subject is being changed: passed over in this pass, taken again in the next.
  const deferred: number[] = [];
  for (;;) {
    const taken = await takeNext(now, deferred);
    if (!taken) return report;
    if (taken.outcome === 'deferred') deferred.push(taken.id);
    else report[taken.outcome]++;
  }
}
