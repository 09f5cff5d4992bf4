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
export function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const { doc, finished } = letterPdf({ Title: `Receipt for ${facts.invoiceNumber}`, Author: business.name });
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
