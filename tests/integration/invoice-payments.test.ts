import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../app/business-time/clock';
import { recordPayment } from '../../app/flows/invoice-flows.server';
import { invoicePayments, invoices } from '../../app/invoices/invoices.tables';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { createdInvoice, openInvoice, post, world } from '../helpers/invoice-world';
import { queuedMail } from '../helpers/mail-queue';
import { pdfText } from '../helpers/pdf-text';
import { callRoute, replyErrors } from '../helpers/route-calls';
import { onPostgres, setupTestDatabase } from '../helpers/test-database';

/** Recorded payments, receipts, voids and Overdue (PRODUCT §16, decision 047). */

const t = setupTestDatabase();

afterEach(() => resetClock());

/** Until a session of this database waits for a row lock (5 s at most): the payment is blocked. */
async function waitForLockWaiter(): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const [waiting] = await t
      .db()
      .select({ sessions: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(waiting?.sessions) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No session waited for the invoice’s lock');
}

describe('recorded payments (PRODUCT §16)', () => {
  it('a $150 check makes it Partially paid and queues a receipt whose PDF has the amount', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const mailBefore = (await queuedMail()).length;
    const recorded = await post(admin, invoiceId, {
      intent: 'record',
      amount: '150',
      method: 'Check',
      paidOn: '2026-11-27',
      note: 'Check #1024',
    });
    expect(recorded.status).toBe(302);
    const body = (await openInvoice(owner, invoiceId)).body;
    expect([body.status, body.paidCents, body.balanceCents]).toEqual(['Partially paid', 15000, 35000]);
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toContain(owner.email);
    const [attachment] = mail[0]?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    const text = await pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(text).toContain('$150.00');
    expect(text).toContain('Check');
    expect(text).toContain('Balance remaining: $350.00');
  });

  it('refuses more than the balance with its message, and records nothing', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'record', amount: '150', method: 'Check', paidOn: '2026-11-27' });
    const before = await t.snapshot();
    const refused = await post(admin, invoiceId, {
      intent: 'record',
      amount: '400',
      method: 'Cash',
      paidOn: '2026-11-28',
    });
    expect(refused.status).toBe(409);
    expect(replyErrors(refused.body).amount).toEqual(['That is more than the balance of $350.00.']);
    expect(await t.snapshot()).toEqual(before);
  });

  it('moves to Paid when the balance is paid, and the timeline says Paid', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'record', amount: '150', method: 'Check', paidOn: '2026-11-27' });
    const before = (
      await callRoute(detailLoader, `/sessions/${bookingId}`, { bookingId: String(bookingId) }, owner)
    ).body;
    expect(before.steps.at(-1)).toMatchObject({ title: 'Invoice', status: '$350.00 due December 13, 2026' });
    await post(admin, invoiceId, {
      intent: 'record',
      amount: '350.00',
      method: 'Bank transfer',
      paidOn: '2026-12-01',
    });
    expect((await openInvoice(owner, invoiceId)).body.status).toBe('Paid');
    const after = (
      await callRoute(detailLoader, `/sessions/${bookingId}`, { bookingId: String(bookingId) }, owner)
    ).body;
    expect(after.steps.at(-1)).toMatchObject({ title: 'Invoice', status: 'Paid' });
  });

  it('voids a payment with its reason kept: the balance goes back up; no reason, no void', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'record', amount: '150', method: 'Check', paidOn: '2026-11-27' });
    const [payment] = await t
      .db()
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId));
    const paymentId = String(payment?.id);
    const before = await t.snapshot();
    const noReason = await post(admin, invoiceId, { intent: 'void', paymentId, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(await t.snapshot()).toEqual(before);
    const mailBefore = (await queuedMail()).length;
    expect(
      (await post(admin, invoiceId, { intent: 'void', paymentId, reason: 'The check bounced' })).status,
    ).toBe(302);
    const body = (await openInvoice(owner, invoiceId)).body;
    expect([body.status, body.paidCents, body.balanceCents]).toEqual(['Unpaid', 0, 50000]);
    // The client holds its receipt: they are told it no longer counts, why, and the balance now.
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toContain(owner.email);
    expect(mail[0]?.subject).toBe(`Payment voided on ${body.invoice.number}`);
    expect(mail[0]?.textBody).toContain(
      `The payment of $150.00 (Check, November 27, 2026) recorded for invoice ${body.invoice.number} has been voided: The check bounced`,
    );
    expect(mail[0]?.textBody).toContain('Its receipt no longer counts. The balance is now $500.00.');
    expect(body.payments).toMatchObject([{ amountCents: 15000, voidReason: 'The check bounced' }]);
    expect(body.payments[0]?.voidedAt).not.toBeNull();
    // Voiding it again changes nothing.
    const again = await post(admin, invoiceId, { intent: 'void', paymentId, reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(await queuedMail()).toHaveLength(mailBefore + 1);
    const [kept] = await t
      .db()
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.id, Number(paymentId)));
    expect(kept?.voidReason).toBe('The check bounced');
  });

  it('two payments at once can never pay more than the total', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const payment = { amount: '300', method: 'Cash' as const, paidOn: '2026-11-27' };
    const results = await Promise.all([
      recordPayment(invoiceId, payment, 'system'),
      recordPayment(invoiceId, payment, 'system'),
    ]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      reason: 'over-balance',
      balanceCents: 20000,
    });
  });

  it.runIf(onPostgres)(
    'on PostgreSQL, a payment waits for another process holding the invoice and then sees its payment',
    async () => {
      // Deterministic on a server with real concurrency: this transaction plays the other process.
      // PGlite runs one transaction at a time, so the test above is all it can show.
      const { admin, bookingId } = await world();
      const invoiceId = await createdInvoice(admin, bookingId);
      const { pending } = await t.db().transaction(async (tx) => {
        await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        const started = recordPayment(
          invoiceId,
          { amount: '300', method: 'Cash', paidOn: '2026-11-27' },
          'system',
        );
        await waitForLockWaiter();
        await tx
          .insert(invoicePayments)
          .values({ invoiceId, amountCents: 30000, method: 'Check', paidOn: '2026-11-27' });
        // Wrapped, so the transaction does not wait for the payment that waits for it.
        return { pending: started };
      });
      expect(await pending).toEqual({ ok: false, reason: 'over-balance', balanceCents: 20000 });
    },
  );

  it('shows an unpaid instalment Overdue once its due day has passed in the business’s time zone', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    // 07:00 UTC on November 28 is still November 27 in Los Angeles: on time.
    setClock(new Date('2026-11-28T07:00:00Z'));
    expect((await openInvoice(owner, invoiceId)).body.schedule.map((s) => s.overdue)).toEqual([false, false]);
    setClock(new Date('2026-11-28T09:00:00Z'));
    expect((await openInvoice(owner, invoiceId)).body.schedule.map((s) => s.overdue)).toEqual([true, false]);
  });
});
