import { href } from 'react-router';
import type { Booking } from '../bookings/bookings.tables';
import { openYourSession } from '../bookings/session-mail-links.server';
import { formatDay } from '../business-time/calendar-dates';
import { getEnv } from '../config/env.server';
import { siteUrl } from '../config/site-url.server';
import { business } from '../content/business';
import { type EmailLink, layOutEmail } from '../mail/email-layout';
import type { MailMessage } from '../mail/mailer.server';
import { enqueueMail, type MailQueue } from '../mail/outbox.server';
import { formatUsd } from '../money/money';
import { settlementSentence } from './invoice-money';
import { invoicePdf, invoicePdfName } from './invoice-pdf.server';
import type { InvoiceView } from './invoice-views';
import type { Invoice, InvoicePayment } from './invoices.tables';
import { receiptPdf, refundPdf } from './receipt-pdf.server';

/** The invoice's page, the one thing to do in each of its emails, with `label` as the button's words. */
const invoiceLink = (invoiceId: number, label: string): EmailLink => ({
  label,
  url: siteUrl(href('/invoices/:invoiceId', { invoiceId: String(invoiceId) })),
});

/** What one email to the client says: the paragraphs, the invoice's button, a closing line. */
interface ClientMail {
  subject: string;
  paragraphs: string[];
  action: EmailLink;
  closing: string;
  attachments?: MailMessage['attachments'];
}

/**
 * One email to the booking's client (the address as the booking gave it, with their name): the
 * invoice as its button, then their session's page (PRODUCT §16), answered to the business;
 * queued in `queue`, the caller's transaction.
 */
async function queueClientMail(
  queue: MailQueue,
  booking: Pick<Booking, 'id' | 'name' | 'email'>,
  mail: ClientMail,
): Promise<void> {
  await enqueueMail(queue, {
    to: `${booking.name} <${booking.email}>`,
    replyTo: getEnv().BUSINESS_EMAIL,
    subject: mail.subject,
    ...layOutEmail({
      brand: business.name,
      paragraphs: mail.paragraphs,
      action: mail.action,
      links: [openYourSession(booking.id)],
      closing: [mail.closing],
    }),
    attachments: mail.attachments,
  });
}

/** "Sending" an invoice (PRODUCT §16): its link, its total and its schedule, its PDF attached, in `queue`. */
export async function sendInvoiceMail(queue: MailQueue, view: InvoiceView): Promise<void> {
  const { invoice, booking } = view;
  const pdf = await invoicePdf(view, getEnv().HOW_TO_PAY);
  await queueClientMail(queue, booking, {
    subject: `Your invoice ${invoice.number}`,
    paragraphs: [
      `Hello ${booking.name},`,
      `Here is your invoice ${invoice.number} for your ${booking.session} session: ${formatUsd(invoice.totalCents)}.`,
      `Deposit: ${formatUsd(invoice.depositCents)} due ${formatDay(invoice.depositDueOn)}\nBalance: ${formatUsd(invoice.balanceCents)} due ${formatDay(invoice.balanceDueOn)}`,
      'A PDF copy is attached; the invoice’s page says how to pay.',
    ],
    action: invoiceLink(invoice.id, 'See your invoice and how to pay'),
    closing: `Thank you for choosing ${business.name}!`,
    attachments: [{ filename: invoicePdfName(invoice.number), contentType: 'application/pdf', content: pdf }],
  });
}

/** A payment's receipt, the PDF attached, in the transaction that records the payment. */
export async function sendReceiptMail(
  queue: MailQueue,
  booking: Booking,
  invoice: Invoice,
  payment: InvoicePayment,
  balanceCents: number,
): Promise<void> {
  const pdf = await receiptPdf({
    invoiceNumber: invoice.number,
    clientName: booking.name,
    amountCents: payment.amountCents,
    method: payment.method,
    paidOn: payment.paidOn,
    note: payment.note,
    totalCents: invoice.totalCents,
    balanceCents,
  });
  await queueClientMail(queue, booking, {
    subject: `Receipt for your payment on ${invoice.number}`,
    paragraphs: [
      `Hello ${booking.name},`,
      `We received your payment of ${formatUsd(payment.amountCents)} (${payment.method}, ${formatDay(payment.paidOn)}) for invoice ${invoice.number}.`,
      balanceCents > 0
        ? `The balance is now ${formatUsd(balanceCents)}.`
        : 'The invoice is now paid in full.',
      'Your receipt is attached.',
    ],
    action: invoiceLink(invoice.id, 'Open your invoice'),
    closing: `Thank you for choosing ${business.name}!`,
    attachments: [
      {
        filename: `receipt-${invoice.number}-${payment.id}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  });
}

/**
 * A voided payment (PRODUCT §16): the client holds its receipt, so they are told it no longer
 * counts, why, and the balance now, in the transaction that voids it.
 */
export async function sendVoidMail(
  queue: MailQueue,
  booking: Booking,
  invoice: Invoice,
  payment: InvoicePayment,
  balanceCents: number,
): Promise<void> {
  await queueClientMail(queue, booking, {
    subject: `Payment voided on ${invoice.number}`,
    paragraphs: [
      `Hello ${booking.name},`,
      `The payment of ${formatUsd(payment.amountCents)} (${payment.method}, ${formatDay(payment.paidOn)}) recorded for invoice ${invoice.number} has been voided: ${payment.voidReason ?? ''}`,
      `Its receipt no longer counts. The balance is now ${formatUsd(balanceCents)}.`,
    ],
    action: invoiceLink(invoice.id, 'See the invoice and how to pay'),
    closing: 'Questions? Just reply to this email.',
  });
}

/**
 * A voided invoice (PRODUCT §16): nothing is due on it and its reminders stop, and why; with
 * payments, what becomes of them (a refund also gets its receipt, `sendSettlementMail`).
 */
export async function sendInvoiceVoidMail(
  queue: MailQueue,
  booking: Booking,
  invoice: Invoice,
  paid: number,
): Promise<void> {
  const settled = settlementSentence(invoice);
  await queueClientMail(queue, booking, {
    subject: `Invoice ${invoice.number} is void`,
    paragraphs: [
      `Hello ${booking.name},`,
      `Invoice ${invoice.number} (${formatUsd(invoice.totalCents)}) for your ${booking.session} session is void: ${invoice.voidReason ?? ''}`,
      'Nothing is due on it, and its reminders will stop.',
      ...(paid > 0 && settled ? [`You paid ${formatUsd(paid)} on it. ${settled}`] : []),
    ],
    action: invoiceLink(invoice.id, 'Open the invoice'),
    closing: 'Questions? Just reply to this email.',
  });
}

/**
 * What became of what the client paid on an invoice cancelled with its session (PRODUCT §16): a
 * refund's receipt with its PDF, or that it is kept as a cancellation fee.
 */
export async function sendSettlementMail(
  queue: MailQueue,
  booking: Booking,
  invoice: Invoice,
  paid: number,
): Promise<void> {
  if (invoice.settlement === 'fee') {
    await queueClientMail(queue, booking, {
      subject: `What you paid on ${invoice.number}`,
      paragraphs: [
        `Hello ${booking.name},`,
        `The ${formatUsd(paid)} you paid on invoice ${invoice.number} is kept as a cancellation fee.`,
      ],
      action: invoiceLink(invoice.id, 'Open the invoice'),
      closing: 'Questions? Just reply to this email.',
    });
    return;
  }
  if (invoice.refundCents === null || invoice.refundMethod === null || invoice.refundedOn === null) return;
  const pdf = await refundPdf({
    invoiceNumber: invoice.number,
    clientName: booking.name,
    amountCents: invoice.refundCents,
    method: invoice.refundMethod,
    refundedOn: invoice.refundedOn,
    paidCents: paid,
  });
  const kept = paid - invoice.refundCents;
  await queueClientMail(queue, booking, {
    subject: `Receipt for your refund on ${invoice.number}`,
    paragraphs: [
      `Hello ${booking.name},`,
      `We refunded ${formatUsd(invoice.refundCents)} (${invoice.refundMethod}, ${formatDay(invoice.refundedOn)}) of the ${formatUsd(paid)} you paid on invoice ${invoice.number}.`,
      kept > 0 ? `The other ${formatUsd(kept)} is kept as a cancellation fee.` : 'Nothing of it is kept.',
      'Your receipt is attached.',
    ],
    action: invoiceLink(invoice.id, 'Open the invoice'),
    closing: 'Questions? Just reply to this email.',
    attachments: [{ filename: `refund-${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
}

/**
 * The cancellation email's words about the money (PRODUCT §16), one paragraph per invoice
 * cancelled with the session: nothing more is due, and what happens to what was paid, in the
 * owner's words (CANCELLATION_PAYMENT_TEXT).
 */
export function cancelledInvoiceLines(
  cancelled: readonly { invoice: Invoice; paidCents: number }[],
): string[] {
  return cancelled.map(({ invoice, paidCents }) =>
    paidCents > 0
      ? `Invoice ${invoice.number}: nothing more is due on it. You paid ${formatUsd(paidCents)}. ${getEnv().CANCELLATION_PAYMENT_TEXT}`
      : `Invoice ${invoice.number}: nothing is due on it any more.`,
  );
}

/** The move's email's words about the money (PRODUCT §16): each balance due on its new day. */
export function movedInvoiceLines(moved: readonly { invoice: Invoice; unpaidCents: number }[]): string[] {
  return moved.map(
    ({ invoice, unpaidCents }) =>
      `Invoice ${invoice.number}: the balance of ${formatUsd(unpaidCents)} is now due ${formatDay(invoice.balanceDueOn)}.`,
  );
}
