import { and, asc, eq, lte } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import { getDb } from '../db/db.server';
import { retryPolicy } from '../mail/mail-worker.server';
import type { MailMessage } from '../mail/mailer.server';
import { enqueueMail } from '../mail/outbox.server';
import { composeGalleryReminder } from './gallery-reminders.server';
import { composeInvoiceReminder } from './invoice-reminders.server';
import {
  type ReminderKind,
  reminderKinds,
  reminderSwitches,
  type ScheduledMessage,
  scheduledMessages,
} from './reminders.tables';
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

type Outcome = 'queued' | 'cancelled';

/**
 * Takes the next due row, in one transaction with the outbox row it makes (docs/decisions/048):
 * FOR UPDATE SKIP LOCKED passes over a row another process is taking, and the row leaves the
 * 'scheduled' state in the same commit as its outbox row, so it is queued exactly once. A row due
 * longer ago than the mail worker's give-up window (counted from its due time, so a restart after
 * downtime still sends it) is cancelled as too late, as is one whose kind is switched off or whose
 * reason is gone.
 */
async function takeNext(now: Date): Promise<Outcome | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.state, 'scheduled'), lte(scheduledMessages.dueAt, now)))
      .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const cancel = async (reason: string): Promise<Outcome> => {
      await tx
        .update(scheduledMessages)
        .set({ state: 'cancelled', cancelReason: reason })
        .where(eq(scheduledMessages.id, row.id));
      return 'cancelled';
    };
    if (now.getTime() - row.dueAt.getTime() >= retryPolicy.giveUpAfterMs) return cancel('too late');
    if (!isKind(row.kind)) return cancel('unknown kind');
    if (!(await isSwitchedOn(tx, row.kind))) return cancel('switched off');
    const message = await composers[row.kind](tx, row, now);
    if (!message) return cancel('reason gone');
    const outboxId = await enqueueMail(tx, message, now);
    await tx
      .update(scheduledMessages)
      .set({ state: 'sent', outboxId })
      .where(eq(scheduledMessages.id, row.id));
    return 'queued';
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
  for (;;) {
    const outcome = await takeNext(now);
    if (!outcome) return report;
    report[outcome]++;
  }
}
