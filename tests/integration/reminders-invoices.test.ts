import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { invoicePayments, invoices } from '../../app/invoices/invoices.tables';
import { queueDueReminders } from '../../app/reminders/reminder-sender.server';
import { scheduledMessages } from '../../app/reminders/reminders.tables';
import { createdInvoice, post, world } from '../helpers/invoice-world';
import { queuedMail } from '../helpers/mail-queue';
import { onPostgres, setupTestDatabase } from '../helpers/test-database';

/**
 * Invoice reminders (PRODUCT §18): for each instalment with something unpaid, "due in 3
 * days" and "overdue" the day after, at 9:00 business time; remade when a payment is recorded or
 * voided, and never sent once the instalment is paid. The invoice ($500, a $150 deposit
 * due the day it is sent, the $350 balance 7 days before the session), sent on Friday 27 November
 * 2026 at 10:00 in California for a session on 20 December.
 */

const t = setupTestDatabase();

afterEach(() => resetClock());
// Each test's invoice alone is waiting, whatever the tests before it left.
beforeEach(async () => {
  await t.db().delete(scheduledMessages);
});

async function waiting(invoiceId: number) {
  const rows = await t
    .db()
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.invoiceId, invoiceId), eq(scheduledMessages.state, 'scheduled')))
    .orderBy(asc(scheduledMessages.dueAt));
  return rows.map((row) => [row.purpose, row.aboutDate, row.dueAt.toISOString()]);
}

// 9:00 in California (PST, UTC-8) on each day.
const depositOverdue = ['invoice-overdue', '2026-11-27', '2026-11-28T17:00:00.000Z'];
const balanceSoon = ['invoice-due-soon', '2026-12-13', '2026-12-10T17:00:00.000Z'];
const balanceOverdue = ['invoice-overdue', '2026-12-13', '2026-12-14T17:00:00.000Z'];

const pay = (admin: Parameters<typeof post>[0], invoiceId: number, amount: string) =>
  post(admin, invoiceId, { intent: 'record', amount, method: 'Check', paidOn: '2026-11-27', note: '' });

describe('invoice reminders', () => {
  it('sending makes those still to come: the deposit’s overdue one, and both of the balance', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    // The deposit is due today: its "in 3 days" was due before the invoice was sent.
    expect(await waiting(invoiceId)).toEqual([depositOverdue, balanceSoon, balanceOverdue]);
  });

  it('a payment remakes them: the deposit paid leaves the balance’s, all paid leaves none, a void brings them back', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    expect((await pay(admin, invoiceId, '150')).status).toBe(302);
    expect(await waiting(invoiceId)).toEqual([balanceSoon, balanceOverdue]);
    expect((await pay(admin, invoiceId, '350')).status).toBe(302);
    expect(await waiting(invoiceId)).toEqual([]);
    const [last] = await t
      .db()
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.amountCents, 35000)));
    const voided = await post(admin, invoiceId, {
      intent: 'void',
      paymentId: String(last?.id),
      reason: 'Bounced',
    });
    expect(voided.status).toBe(302);
    expect(await waiting(invoiceId)).toEqual([balanceSoon, balanceOverdue]);
  });

  it('at 9:00 the day after the deposit’s day, the client is told it is overdue, once', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const before = (await queuedMail()).length;
    setClock(new Date('2026-11-28T16:59:00Z'));
    expect((await queueDueReminders()).queued).toBe(0);
    setClock(new Date('2026-11-28T17:00:00Z'));
    expect(await queueDueReminders()).toEqual({ queued: 1, cancelled: 0 });
    expect(await queueDueReminders()).toEqual({ queued: 0, cancelled: 0 });
    const mail = (await queuedMail()).slice(before);
    expect(mail.map((m) => [m.toAddress, m.subject])).toEqual([
      [owner.email, 'A payment was due on November 27, 2026'],
    ]);
    expect(mail[0]?.textBody).toMatch(
      /\$150\.00 of invoice INV-2026-\d{4} was due on November 27, 2026 and is now overdue\./,
    );
    expect(mail[0]?.textBody).toContain(`/invoices/${invoiceId}`);
    expect(mail[0]?.textBody).toMatch(new RegExp(`Open your session: \\S+/sessions/${bookingId}\n`));
  });

  it('an instalment paid meanwhile is not reminded of: the row is cancelled at its time, nothing sent', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    // Written straight to the table, as a payment the reminders were not told of.
    await t
      .db()
      .insert(invoicePayments)
      .values({ invoiceId, amountCents: 15000, method: 'Cash', paidOn: '2026-11-27' });
    const before = (await queuedMail()).length;
    setClock(new Date('2026-11-28T17:00:00Z'));
    expect(await queueDueReminders()).toEqual({ queued: 0, cancelled: 1 });
    expect((await queuedMail()).length).toBe(before);
  });

  it('an invoice voided meanwhile is not reminded of: the row is cancelled at its time, nothing sent', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    // Written straight to the table, as a void the reminders were not told of.
    await t
      .db()
      .update(invoices)
      .set({ voidedAt: new Date('2026-11-27T19:00:00Z'), voidReason: 'Sent by mistake' })
      .where(eq(invoices.id, invoiceId));
    const before = (await queuedMail()).length;
    setClock(new Date('2026-11-28T17:00:00Z'));
    expect(await queueDueReminders()).toEqual({ queued: 0, cancelled: 1 });
    expect((await queuedMail()).length).toBe(before);
  });

  it('voiding the invoice cancels its waiting reminders, saying why', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    expect((await post(admin, invoiceId, { intent: 'void-invoice', reason: 'Sent by mistake' })).status).toBe(
      302,
    );
    expect(await waiting(invoiceId)).toEqual([]);
    const cancelled = await t
      .db()
      .select({ reason: scheduledMessages.cancelReason })
      .from(scheduledMessages)
      .where(eq(scheduledMessages.invoiceId, invoiceId));
    expect(cancelled.map((row) => row.reason)).toEqual(['invoice void', 'invoice void', 'invoice void']);
  });

  it.runIf(onPostgres)(
    'on PostgreSQL, one whose invoice is being changed waits for the next pass, and then follows the change',
    async () => {
      // A payment in another process, between its lock on the invoice and its commit; PGlite runs one
      // transaction at a time, so it cannot be in this state.
      const { admin, bookingId } = await world();
      const invoiceId = await createdInvoice(admin, bookingId);
      const before = (await queuedMail()).length;
      // 9:00 the day after the deposit's day: its "overdue" reminder is due.
      setClock(new Date('2026-11-28T17:00:00Z'));
      const during = await t.db().transaction(async (tx) => {
        await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        const report = await queueDueReminders();
        await tx
          .insert(invoicePayments)
          .values({ invoiceId, amountCents: 15000, method: 'Cash', paidOn: '2026-11-27' });
        return report;
      });
      expect(during).toEqual({ queued: 0, cancelled: 0 });
      // The next pass sees the deposit paid: the reminder's reason is gone, and nothing is sent.
      expect(await queueDueReminders()).toEqual({ queued: 0, cancelled: 1 });
      expect((await queuedMail()).length).toBe(before);
    },
  );
});
