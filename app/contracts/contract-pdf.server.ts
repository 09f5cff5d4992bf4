import { businessDateTime } from '../business-time/business-time.server';
import { business } from '../content/business';
import { drawBrandHeader } from '../pdf/brand-header.server';
import { letterPdf } from '../pdf/pdf-document.server';
import { contractParagraphs } from './contract-templates.forms';
import type { SignaturePng } from './signature-image.server';

export interface SignedCopy {
  id: number;
  title: string;
  text: string;
  textSha256: string;
  signedAt: Date;
  signerName: string;
  /** Only a PNG sharp wrote again: PDFKit's own PNG decoder never sees a client's bytes. */
  signature: SignaturePng | null;
}

/** The file name both emails attach and the contract page downloads. */
export const contractPdfName = (contractId: number) => `contract-${contractId}.pdf`;

/**
 * The signed contract as a PDF (PRODUCT §17, decision 046): the text, the drawn signature when
 * there is one, the typed name, the date and the text's SHA-256. Made again from the stored copy
 * whenever it is needed, with the signing time as its creation date, so every copy reads the same.
 */
export async function contractPdf(copy: SignedCopy): Promise<Buffer> {
  const { doc, finished } = await letterPdf({
    Title: copy.title,
    Author: business.name,
    CreationDate: copy.signedAt,
  });
  drawBrandHeader(doc, business.name, copy.title);
  for (const paragraph of contractParagraphs(copy.text)) doc.text(paragraph).moveDown(0.6);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Signed');
  if (copy.signature) doc.image(copy.signature, { fit: [240, 80] });
  doc.font('Helvetica').text(`Name: ${copy.signerName}`);
  doc.text(`Signed on: ${businessDateTime(copy.signedAt)}`);
  doc.fontSize(8).text(`SHA-256 of the contract's text: ${copy.textSha256}`);
  doc.end();
  return finished;
}
