import type { InvoiceDraft, PaymentInput } from '../invoices/invoice.forms';
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
 * change with the client's email (invoices), then the invoice's reminders made anew from where it
 * now stands (decision 048). A refusal changes nothing.
 */

/** Sends a new invoice: its "due in 3 days" and "overdue" reminders for each instalment. */
export async function createInvoice(
  bookingId: number,
  draft: InvoiceDraft,
): Promise<ServiceResult<{ invoice: Invoice }, CreateRefusal>> {
  return transactionWithMail(async (tx) => {
    const created = await storeInvoice(tx, bookingId, draft);
    if (created.ok) await remakeInvoiceReminders(tx, created.invoice.id);
    return created;
  });
}

/** Records a payment with its receipt: a paid instalment's reminders go, a paid invoice has none left. */
export async function recordPayment(
  invoiceId: number,
  input: PaymentInput,
): Promise<ServiceResult<{ payment: InvoicePayment }, PaymentRefusal>> {
  return transactionWithMail(async (tx) => {
    const recorded = await storePayment(tx, invoiceId, input);
    if (recorded.ok) await remakeInvoiceReminders(tx, invoiceId);
    return recorded;
  });
}

/** Voids a payment: the balance is back up, and so are the reminders of what is unpaid again. */
export async function voidPayment(
  invoiceId: number,
  paymentId: number,
  reason: string,
): Promise<ServiceResult<{ payment: InvoicePayment }, PaymentVoidRefusal>> {
  return transactionWithMail(async (tx) => {
    const voided = await markPaymentVoid(tx, invoiceId, paymentId, reason);
    if (voided.ok) await remakeInvoiceReminders(tx, invoiceId);
    return voided;
  });
}

/** Voids a whole invoice: it has no reminders left (invoice-reminders.server.ts makes none for it). */
export async function voidInvoice(
  invoiceId: number,
  reason: string,
): Promise<ServiceResult<{ invoice: Invoice }, InvoiceVoidRefusal>> {
  return transactionWithMail(async (tx) => {
    const voided = await markInvoiceVoid(tx, invoiceId, reason);
    if (voided.ok) await remakeInvoiceReminders(tx, invoiceId, { cancelReason: 'invoice void' });
    return voided;
  });
}
