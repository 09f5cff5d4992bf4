import type { Tx } from '../db/client.server';
import { recordHistory } from '../history/history.server';
import type { HistoryActor } from '../history/history-events';
import type { InvoiceDraft, PaymentInput, Settlement } from '../invoices/invoice.forms';
import { syncInvoiceCredits } from '../invoices/invoice-credits.server';
import { type SettleRefusal, settleCancelledInvoice } from '../invoices/invoice-settlement.server';
import {
  type InvoiceVoidRefusal,
  markInvoiceVoid,
  markPaymentVoid,
  type PaymentVoidRefusal,
} from '../invoices/invoice-void.server';
import {
  type CreateRefusal,
  type PaymentRefusal,
  storeInvoice,
  storePayment,
} from '../invoices/invoices.server';
import type { Invoice, InvoicePayment } from '../invoices/invoices.tables';
import { transactionWithMail } from '../mail/outbox.server';
import { remakeInvoiceReminders } from '../reminders/invoice-reminders.server';
import type { ServiceResult } from '../results/service-result';

/**
 * An invoice's changes (PRODUCT §16, decision 047) and what each sets off, in one transaction: the
 * change with the client's email (invoices), the invoice's reminders made anew from where it now
 * stands (decision 048), and the line in the booking's history. A refusal changes nothing.
 */

/** Sends a new invoice: its "due in 3 days" and "overdue" reminders for each instalment. */
export async function createInvoice(
  bookingId: number,
  draft: InvoiceDraft,
  by: HistoryActor,
): Promise<ServiceResult<{ invoice: Invoice }, CreateRefusal>> {
  return transactionWithMail(async (tx) => {
    const created = await storeInvoice(tx, bookingId, draft);
    if (!created.ok) return created;
    const { invoice } = created;
    await remakeInvoiceReminders(tx, invoice.id);
    await recordHistory(
      tx,
      bookingId,
      { what: 'invoice-sent', number: invoice.number, totalCents: invoice.totalCents },
      by,
    );
    return created;
  });
}

/** Records a payment with its receipt: a paid instalment's reminders go, a paid invoice has none left. */
export async function recordPayment(
  invoiceId: number,
  input: PaymentInput,
  by: HistoryActor,
): Promise<ServiceResult<{ payment: InvoicePayment }, PaymentRefusal>> {
  return transactionWithMail(async (tx) => {
    const recorded = await storePayment(tx, invoiceId, input);
    if (!recorded.ok) return recorded;
    const { invoice, payment } = recorded;
    await remakeInvoiceReminders(tx, invoiceId);
    // The payment that pays the invoice gives its package's download credits (PRODUCT §21).
    await syncInvoiceCredits(tx, invoice);
    await recordHistory(
      tx,
      invoice.bookingId,
      { what: 'payment-recorded', number: invoice.number, amountCents: payment.amountCents },
      by,
    );
    return recorded;
  });
}

/** Voids a payment: the balance is back up, and so are the reminders of what is unpaid again. */
export async function voidPayment(
  invoiceId: number,
  paymentId: number,
  reason: string,
  by: HistoryActor,
): Promise<ServiceResult<{ payment: InvoicePayment }, PaymentVoidRefusal>> {
  return transactionWithMail(async (tx) => {
    const voided = await markPaymentVoid(tx, invoiceId, paymentId, reason);
    if (!voided.ok) return voided;
    const { invoice, payment } = voided;
    await remakeInvoiceReminders(tx, invoiceId);
    // Unpaid again: the package's unspent download credits are taken back (decision 068).
    await syncInvoiceCredits(tx, invoice);
    await recordHistory(
      tx,
      invoice.bookingId,
      { what: 'payment-voided', number: invoice.number, amountCents: payment.amountCents },
      by,
    );
    return voided;
  });
}

/** The history's line for what became of what was paid: kept as a fee, or refunded. */
async function recordSettlement(tx: Tx, invoice: Invoice, paidCents: number, by: HistoryActor) {
  const event =
    invoice.settlement === 'refund'
      ? ({ what: 'refund-recorded', number: invoice.number, amountCents: invoice.refundCents ?? 0 } as const)
      : ({ what: 'payment-kept', number: invoice.number, amountCents: paidCents } as const);
  await recordHistory(tx, invoice.bookingId, event, by);
}

/**
 * Voids a whole invoice at any time: it has no reminders left (invoice-reminders.server.ts makes
 * none for it); with payments, what becomes of them is recorded with it (`settlement`).
 */
export async function voidInvoice(
  invoiceId: number,
  reason: string,
  by: HistoryActor,
  settlement?: Settlement,
): Promise<ServiceResult<{ invoice: Invoice }, InvoiceVoidRefusal>> {
  return transactionWithMail(async (tx) => {
    const voided = await markInvoiceVoid(tx, invoiceId, reason, settlement);
    if (!voided.ok) return voided;
    const { invoice, settled, paidCents } = voided;
    await remakeInvoiceReminders(tx, invoiceId, { cancelReason: 'invoice void' });
    await syncInvoiceCredits(tx, invoice);
    await recordHistory(tx, invoice.bookingId, { what: 'invoice-voided', number: invoice.number }, by);
    if (settled) await recordSettlement(tx, settled, paidCents, by);
    return voided;
  });
}

/**
 * Keep as a cancellation fee, or Record a refund, on an invoice cancelled with its session
 * (PRODUCT §16): recorded once, however often it is pressed, with the client's email.
 */
export async function settleInvoice(
  invoiceId: number,
  settlement: Settlement,
  by: HistoryActor,
): Promise<ServiceResult<{ invoice: Invoice; paidCents: number }, SettleRefusal>> {
  return transactionWithMail(async (tx) => {
    const settled = await settleCancelledInvoice(tx, invoiceId, settlement);
    if (!settled.ok) return settled;
    await recordSettlement(tx, settled.invoice, settled.paidCents, by);
    return settled;
  });
}
