import PDFDocument from 'pdfkit';

/**
 * The site's PDFs (decision 046): PDFKit on US Letter with one-inch margins and its standard
 * fonts, so nothing ships with them. `finished` is the whole file once `doc.end()` is called.
 */
export function letterPdf(info: PDFKit.DocumentInfo): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}
