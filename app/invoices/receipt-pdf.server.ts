import { formatDay } from '../business-time/calendar-dates';
import { business } from '../content/business';
import { formatUsd } from '../money/money';
import { drawBrandHeader } from '../pdf/brand-header.server';
import { letterPdf } from '../pdf/pdf-document.server';

export interface ReceiptFacts {
  invoiceNumber: string;
  clientName: string;
  amountCents: number;
  method: string;
  paidOn: string;
  note: string;
  totalCents: number;
  balanceCents: number;
}

/**
 * A payment's receipt as a PDF (PDFKit, decision 046): who paid, how much, how and when, and what
 * is left of the invoice. PDFKit's standard fonts, so nothing to ship with it.
 */
export async function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const { doc, finished } = await letterPdf({
    Title: `Receipt for ${facts.invoiceNumber}`,
    Author: business.name,
  });
  drawBrandHeader(doc, business.name, 'Payment receipt');
  doc.fontSize(12);
  const lines = [
    `Invoice: ${facts.invoiceNumber}`,
    `Received from: ${facts.clientName}`,
    `Amount: ${formatUsd(facts.amountCents)}`,
    `Method: ${facts.method}`,
    `Date: ${formatDay(facts.paidOn)}`,
    ...(facts.note ? [`Note: ${facts.note}`] : []),
    `Invoice total: ${formatUsd(facts.totalCents)}`,
    `Balance remaining: ${formatUsd(facts.balanceCents)}`,
  ];
  for (const line of lines) doc.text(line);
  doc.moveDown().text(`Thank you for choosing ${business.name}!`);
  doc.end();
  return finished;
}

export interface RefundFacts {
  invoiceNumber: string;
  clientName: string;
  amountCents: number;
  method: string;
  refundedOn: string;
  paidCents: number;
}

/**
 * A refund's receipt (PRODUCT §16), for an invoice cancelled with its session or void: how much
 * went back, how and when, and what of what was paid is kept.
 */
export async function refundPdf(facts: RefundFacts): Promise<Buffer> {
  const { doc, finished } = await letterPdf({
    Title: `Refund for ${facts.invoiceNumber}`,
    Author: business.name,
  });
  doc.font('Helvetica-Bold').fontSize(20).text(business.name);
  doc.moveDown().fontSize(16).text('Refund receipt');
  doc.moveDown().font('Helvetica').fontSize(12);
  const lines = [
    `Invoice: ${facts.invoiceNumber}`,
    `Refunded to: ${facts.clientName}`,
    `Amount: ${formatUsd(facts.amountCents)}`,
    `Method: ${facts.method}`,
    `Date: ${formatDay(facts.refundedOn)}`,
    `Paid on the invoice: ${formatUsd(facts.paidCents)}`,
    `Kept: ${formatUsd(facts.paidCents - facts.amountCents)}`,
  ];
  for (const line of lines) doc.text(line);
  doc.end();
  return finished;
}
