import { businessDate } from '../business-time/business-time.server';
import { formatDay } from '../business-time/calendar-dates';
import { clock } from '../business-time/clock';
import { business } from '../content/business';
import { formatUsd, lineTotalCents } from '../money/money';
import { drawBrandHeader } from '../pdf/brand-header.server';
import { letterPdf } from '../pdf/pdf-document.server';
import {
  howToPayParagraphs,
  type InstalmentState,
  instalmentLabel,
  instalmentStanding,
  voidInvoiceNotice,
} from './invoice-money';
import type { InvoiceView } from './invoice-views';

/**
 * The file name of an invoice's PDF, downloaded from its page and attached to its email:
 * "invoice-INV-2026-0001.pdf". Only letters, digits and dashes of the number, so no number can
 * break the Content-Disposition header.
 */
export const invoicePdfName = (number: string) => `invoice-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/** "Balance of $350.00, due December 13, 2026: $350.00 due", in the page's words. */
function instalmentLine(state: InstalmentState, depositPercent: number): string {
  return `${instalmentLabel(state.kind, depositPercent)} of ${formatUsd(state.amountCents)}, due ${formatDay(state.dueOn)}: ${instalmentStanding(state)}`;
}

/**
 * The invoice as a PDF (PRODUCT §16), for the client's records and the business's: what the page
 * says, as it stands when it is downloaded. Made from the invoice each time, never stored, so it
 * is never older than the page; a void invoice says so and why, with nothing due.
 */
export async function invoicePdf(view: InvoiceView, howToPay: string): Promise<Buffer> {
  const { invoice, booking } = view;
  const { doc, finished } = await letterPdf({
    Title: `Invoice ${invoice.number}`,
    Author: business.name,
    CreationDate: clock.now(),
  });
  drawBrandHeader(doc, business.name, `Invoice ${invoice.number}: ${view.status}`);
  doc.text(`Billed to: ${booking.name}`);
  doc.text(
    `Session: ${booking.session}${booking.dateScheduled ? `, ${formatDay(booking.dateScheduled)}` : ''}`,
  );
  doc.text(`Sent on: ${businessDate(invoice.createdAt)}`);
  doc.moveDown();
  for (const item of view.items)
    doc.text(
      `${item.description}: ${item.quantity} × ${formatUsd(item.unitPriceCents)} = ${formatUsd(lineTotalCents(item.unitPriceCents, item.quantity))}`,
    );
  if (invoice.taxCents > 0) doc.text(`${invoice.taxLabel}: ${formatUsd(invoice.taxCents)}`);
  doc
    .moveDown()
    .font('Helvetica-Bold')
    .text(`Total: ${formatUsd(invoice.totalCents)}`);
  doc.font('Helvetica').text(`Paid: ${formatUsd(view.paidCents)}`);
  doc.font('Helvetica-Bold').text(`Balance: ${formatUsd(view.balanceCents)}`);
  doc.font('Helvetica').moveDown();
  if (invoice.voidedAt) {
    doc.text(voidInvoiceNotice(invoice.voidReason));
  } else {
    doc.font('Helvetica-Bold').text('Schedule');
    doc.font('Helvetica');
    for (const state of view.schedule) doc.text(instalmentLine(state, invoice.depositPercent));
    doc.moveDown().font('Helvetica-Bold').text('How to pay');
    doc.font('Helvetica');
    for (const paragraph of howToPayParagraphs(howToPay)) doc.text(paragraph).moveDown(0.5);
  }
  doc.end();
  return finished;
}
