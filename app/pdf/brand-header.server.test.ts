import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/helpers/pdf-text';
import { contractPdf } from '../contracts/contract-pdf.server';
import { receiptPdf } from '../invoices/receipt-pdf.server';
import { drawBrandHeader } from './brand-header.server';
import { letterPdf } from './pdf-document.server';

/** The drawing operators of an uncompressed one-page PDF. */
async function drawnWith(draw: (doc: PDFKit.PDFDocument) => void): Promise<string> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks).toString('latin1');
}

describe('the header of every PDF (decision 058)', () => {
  it('reads as the business’s name, then the title, then the document’s own lines', async () => {
    const { doc, finished } = await letterPdf({ Title: 'Test' });
    drawBrandHeader(doc, 'Sierra Equine Photography', 'Invoice INV-2026-0001: Paid');
    doc.text('Billed to: Ann');
    doc.end();
    expect(await pdfText(await finished)).toMatch(
      /^Sierra Equine Photography\s+Invoice INV-2026-0001: Paid\s+Billed to: Ann$/,
    );
  });

  it('paints the band in the brand’s dark tone, the name in cream and the title in earth', async () => {
    const operators = await drawnWith((doc) => drawBrandHeader(doc, 'Sierra Equine Photography', 'Receipt'));
    // #2a1d16, #faf7f0 and #6b4430 as PDF fill colours: each channel / 255, set with `scn`.
    expect(operators).toMatch(/0\.16470\d* 0\.11372\d* 0\.08627\d* scn/);
    expect(operators).toMatch(/0\.98039\d* 0\.96862\d* 0\.94117\d* scn/);
    expect(operators).toMatch(/0\.41960\d* 0\.26666\d* 0\.18823\d* scn/);
    // The heading face for the name and the title.
    expect(operators).toContain('/BaseFont /Times-Bold');
  });

  it('heads the receipt and the signed contract, which still parse', async () => {
    const receiptFile = await receiptPdf({
      invoiceNumber: 'INV-2026-0001',
      clientName: 'Ann Rider',
      amountCents: 15000,
      method: 'check',
      paidOn: '2026-11-20',
      note: '',
      totalCents: 50000,
      balanceCents: 35000,
    });
    // The header's face: the documents' own lines are in Helvetica only.
    expect(receiptFile.toString('latin1')).toContain('/BaseFont /Times-Bold');
    const receipt = await pdfText(receiptFile);
    expect(receipt).toMatch(/^Sierra Equine Photography\s+Payment receipt\s+Invoice: INV-2026-0001/);
    const contractFile = await contractPdf({
      id: 1,
      title: 'Portrait session agreement',
      text: 'The client agrees.',
      textSha256: 'abc',
      signedAt: new Date('2026-11-20T18:00:00Z'),
      signerName: 'Ann Rider',
      signature: null,
    });
    expect(contractFile.toString('latin1')).toContain('/BaseFont /Times-Bold');
    const contract = await pdfText(contractFile);
    expect(contract).toMatch(/^Sierra Equine Photography\s+Portrait session agreement\s+The client agrees\./);
  });
});
