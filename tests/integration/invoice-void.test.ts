import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock } from '../../app/business-time/clock';
import { scheduledMessages } from '../../app/reminders/reminders.tables';
import { loader as bookingInfoLoader } from '../../app/routes/booking-info';
import { loader as detailLoader } from '../../app/routes/session-detail';
import { createdInvoice, openInvoice, post, world } from '../helpers/invoice-world';
import { queuedMail } from '../helpers/mail-queue';
import { callRoute, replyErrors } from '../helpers/route-calls';
import { setupTestDatabase } from '../helpers/test-database';

/**
 * Void invoice (PRODUCT §16): the issue's $500 invoice sent by mistake is voided with a reason; it
 * keeps its number, nothing is due on it, its reminders stop and the client is told. One with a
 * payment that counts is voided at any time too, the admin saying what becomes of what was paid.
 */

const t = setupTestDatabase();

afterEach(() => resetClock());

/** The form's messages in an action's reply: by field, '' for the form's own. */
const errorsOf = (reply: { body: unknown }) => replyErrors(reply.body);

const voidIt = (who: Parameters<typeof post>[0], invoiceId: number, reason: string) =>
  post(who, invoiceId, { intent: 'void-invoice', reason });

async function waitingReminders(invoiceId: number): Promise<number> {
  const rows = await t
    .db()
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.invoiceId, invoiceId), eq(scheduledMessages.state, 'scheduled')));
  return rows.length;
}

describe('Void invoice (PRODUCT §16)', () => {
  it('makes it Void with nothing due, stops its reminders, tells the client, and leaves the timeline waiting', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    // The deposit's "overdue" and the balance's two (tests/integration/reminders-invoices.test.ts).
    expect(await waitingReminders(invoiceId)).toBe(3);
    const mailBefore = (await queuedMail()).length;

    const voided = await voidIt(admin, invoiceId, 'Sent to the wrong client');
    expect(voided.status).toBe(302);

    const body = (await openInvoice(owner, invoiceId)).body;
    expect([body.status, body.balanceCents, body.schedule]).toEqual(['Void', 0, []]);
    expect(body.invoice.voidReason).toBe('Sent to the wrong client');
    expect(await waitingReminders(invoiceId)).toBe(0);

    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.toAddress).toContain(owner.email);
    expect(mail[0]?.subject).toBe(`Invoice ${body.invoice.number} is void`);
    expect(mail[0]?.textBody).toContain(
      `Invoice ${body.invoice.number} ($500.00) for your Equine portrait session is void: Sent to the wrong client`,
    );
    expect(mail[0]?.textBody).toContain('Nothing is due on it, and its reminders will stop.');

    // Booking Info lists it as Void; the client's timeline waits for the next invoice.
    const info = (
      await callRoute(bookingInfoLoader, `/BookingInfo/${bookingId}`, { id: String(bookingId) }, admin)
    ).body;
    expect(info.invoices.map((invoice) => invoice.status)).toEqual(['Void']);
    const detail = (
      await callRoute(detailLoader, `/sessions/${bookingId}`, { bookingId: String(bookingId) }, owner)
    ).body;
    expect(detail.steps.find((step) => step.title === 'Invoice')?.status).toBe('Not sent yet');
  });

  it('refuses a payment, a second void and a void without a reason, changing nothing', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const noReason = await voidIt(admin, invoiceId, ' ');
    expect(noReason.status).toBe(400);
    expect(errorsOf(noReason).reason).toEqual(['Reason is required']);
    expect((await voidIt(admin, invoiceId, 'Replaced by a new invoice')).status).toBe(302);

    const before = await t.snapshot();
    const again = await voidIt(admin, invoiceId, 'Twice');
    expect(again.status).toBe(409);
    expect(errorsOf(again)['']).toEqual(['This invoice is already void.']);
    const paid = await post(admin, invoiceId, {
      intent: 'record',
      amount: '150',
      method: 'Cash',
      paidOn: '2026-11-27',
    });
    expect(paid.status).toBe(409);
    expect(errorsOf(paid)['']).toEqual(['This invoice is void: nothing can be paid on it.']);
    expect(await t.snapshot()).toEqual(before);
  });

  it('with a payment that counts, asks what becomes of it; kept as a fee, recorded with the void and told', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'record', amount: '150', method: 'Check', paidOn: '2026-11-27' });
    const before = await t.snapshot();
    const asked = await voidIt(admin, invoiceId, 'Wrong amounts');
    expect(asked.status).toBe(409);
    expect(errorsOf(asked).outcome).toEqual([
      '$150.00 was paid on it: please choose to keep it as a cancellation fee or to refund it.',
    ]);
    expect(await t.snapshot()).toEqual(before);

    const mailBefore = (await queuedMail()).length;
    const kept = await post(admin, invoiceId, {
      intent: 'void-invoice',
      reason: 'Wrong amounts',
      outcome: 'fee',
    });
    expect(kept.status).toBe(302);
    const body = (await openInvoice(owner, invoiceId)).body;
    expect([body.status, body.paidCents, body.balanceCents, body.invoice.settlement]).toEqual([
      'Void',
      15000,
      0,
      'fee',
    ]);
    expect(await waitingReminders(invoiceId)).toBe(0);
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail.map((m) => m.subject)).toEqual([
      `What you paid on ${body.invoice.number}`,
      `Invoice ${body.invoice.number} is void`,
    ]);
    expect(mail[1]?.textBody).toContain(
      'You paid $150.00 on it. What was paid is kept as a cancellation fee.',
    );
  });

  it('with a payment, a refund of at most what was paid, with its receipt', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    await post(admin, invoiceId, { intent: 'record', amount: '150', method: 'Check', paidOn: '2026-11-27' });
    const refund = (amount: string) =>
      post(admin, invoiceId, {
        intent: 'void-invoice',
        reason: 'Replaced',
        outcome: 'refund',
        amount,
        method: 'Bank transfer',
        refundedOn: '2026-11-28',
      });
    const before = await t.snapshot();
    const tooMuch = await refund('150.01');
    expect(tooMuch.status).toBe(409);
    expect(errorsOf(tooMuch).amount).toEqual(['That is more than the $150.00 paid.']);
    const noMethod = await post(admin, invoiceId, {
      intent: 'void-invoice',
      reason: 'Replaced',
      outcome: 'refund',
      amount: '100',
    });
    expect(noMethod.status).toBe(400);
    expect(errorsOf(noMethod).method).toEqual(['Please choose how it was refunded']);
    expect(await t.snapshot()).toEqual(before);

    const mailBefore = (await queuedMail()).length;
    expect((await refund('100')).status).toBe(302);
    const body = (await openInvoice(owner, invoiceId)).body;
    expect(body.status).toBe('Void');
    expect(body.invoice).toMatchObject({
      settlement: 'refund',
      refundCents: 10000,
      refundMethod: 'Bank transfer',
      refundedOn: '2026-11-28',
    });
    const mail = (await queuedMail()).slice(mailBefore);
    const receipt = mail.find((m) => m.subject === `Receipt for your refund on ${body.invoice.number}`);
    expect(receipt?.textBody).toContain(
      `We refunded $100.00 (Bank transfer, November 28, 2026) of the $150.00 you paid on invoice ${body.invoice.number}.`,
    );
    expect(receipt?.textBody).toContain('The other $50.00 is kept as a cancellation fee.');
    expect(receipt?.attachments.map((a) => a.filename)).toEqual([`refund-${body.invoice.number}.pdf`]);
    expect(mail.find((m) => m.subject === `Invoice ${body.invoice.number} is void`)?.textBody).toContain(
      'You paid $150.00 on it. Refunded $100.00 (Bank transfer, November 28, 2026).',
    );
  });

  it('is for admins only: the client’s own void gets the page’s 404 and changes nothing', async () => {
    const { admin, owner, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const before = await t.snapshot();
    const refused = await voidIt(owner, invoiceId, 'I changed my mind');
    expect(refused.status).toBe(404);
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers a post no button sends with 400, and a payment of an unknown invoice with 404', async () => {
    const { admin, bookingId } = await world();
    const invoiceId = await createdInvoice(admin, bookingId);
    const before = await t.snapshot();
    expect((await post(admin, invoiceId, { intent: 'discount', amount: '150' })).status).toBe(400);
    expect(
      (await post(admin, invoiceId, { amount: '150', method: 'Cash', paidOn: '2026-11-27' })).status,
    ).toBe(400);
    expect((await post(admin, 2147483000, { intent: 'void', paymentId: '1', reason: 'Gone' })).status).toBe(
      404,
    );
    expect(await t.snapshot()).toEqual(before);
  });
});
