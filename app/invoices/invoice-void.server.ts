import { and, eq, isNull } from 'drizzle-orm';
import { bookings } from '../bookings/bookings.tables';
import { clock } from '../business-time/clock';
import type { Tx } from '../db/client.server';
import type { ServiceResult } from '../results/service-result';
import { sendInvoiceVoidMail, sendVoidMail } from './invoice-email.server';
import { paidCents } from './invoice-paid.server';
import { type Invoice, type InvoicePayment, invoicePayments, invoices } from './invoices.tables';

/**
 * Voiding (PRODUCT §16), in the caller's transaction: a payment or a whole invoice stays, with its
 * reason and when, and no longer counts; the client is told in the same transaction (and the flow
 * makes the invoice's reminders anew). The invoice's row is locked (FOR UPDATE) as when a payment
 * is recorded, so a void and a payment never cross.
 */

async function lockedInvoice(tx: Tx, invoiceId: number): Promise<Invoice | undefined> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return invoice;
}

async function bookingOf(tx: Tx, invoice: Invoice) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, invoice.bookingId));
  if (!booking) throw new Error('An invoice without its booking');
  return booking;
}

/** No such invoice (the page's 404), or no payment of it that still counts. */
export type PaymentVoidRefusal = { reason: 'not-found' } | { reason: 'already-void' };

/** Voids a payment: the balance goes back up, and the client, who holds its receipt, is told. */
export async function markPaymentVoid(
  tx: Tx,
  invoiceId: number,
  paymentId: number,
  reason: string,
): Promise<ServiceResult<{ payment: InvoicePayment; invoice: Invoice }, PaymentVoidRefusal>> {
  const invoice = await lockedInvoice(tx, invoiceId);
  if (!invoice) return { ok: false, reason: 'not-found' } as const;
  const [payment] = await tx
    .update(invoicePayments)
    .set({ voidedAt: clock.now(), voidReason: reason })
    .where(
      and(
        eq(invoicePayments.id, paymentId),
        eq(invoicePayments.invoiceId, invoiceId),
        isNull(invoicePayments.voidedAt),
      ),
    )
    .returning();
  if (!payment) return { ok: false, reason: 'already-void' } as const;
  const balanceCents = invoice.totalCents - (await paidCents(tx, invoiceId));
  await sendVoidMail(tx, await bookingOf(tx, invoice), invoice, payment, balanceCents);
  return { ok: true, payment, invoice } as const;
}

export type InvoiceVoidRefusal = { reason: 'not-found' } | { reason: 'already-void' } | { reason: 'paid' };

/**
 * Voids a whole invoice (sent by mistake, or to be replaced): its number stays taken, nothing is
 * due on it, its reminders stop and the client is told. One with a payment that counts is
 * refused: the admin voids the payments first, so no money is left on an invoice that is void.
 */
export async function markInvoiceVoid(
  tx: Tx,
  invoiceId: number,
  reason: string,
): Promise<ServiceResult<{ invoice: Invoice }, InvoiceVoidRefusal>> {
  const invoice = await lockedInvoice(tx, invoiceId);
  if (!invoice) return { ok: false, reason: 'not-found' } as const;
  if (invoice.voidedAt) return { ok: false, reason: 'already-void' } as const;
  if ((await paidCents(tx, invoiceId)) > 0) return { ok: false, reason: 'paid' } as const;
  const [voided] = await tx
    .update(invoices)
    .set({ voidedAt: clock.now(), voidReason: reason })
    .where(eq(invoices.id, invoiceId))
    .returning();
  if (!voided) throw new Error('The invoice was not voided');
  await sendInvoiceVoidMail(tx, await bookingOf(tx, voided), voided);
  return { ok: true, invoice: voided } as const;
}
