import { winAnsi } from './win-ansi';

type DrawText = (text: string | number, ...rest: unknown[]) => PDFKit.PDFDocument;

/**
 * The site's PDFs (decision 046): PDFKit on US Letter with one-inch margins and its standard
 * fonts, so nothing ships with them. `finished` is the whole file once `doc.end()` is called.
 * Every text drawn passes through `winAnsi`, here rather than at each call, so no name, item or
 * setting with a character those fonts lack can garble a line of any of them.
 *
 * PDFKit is loaded with the first PDF rather than at every start: importing it (with the font
 * and line-breaking tables it unpacks) took a sixth of the server's start (docs/PERFORMANCE.md,
 * "Measurements behind the code"), for a file a client asks for now and then.
 */
export async function letterPdf(
  info: PDFKit.DocumentInfo,
): Promise<{ doc: PDFKit.PDFDocument; finished: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info });
  const drawText = doc.text.bind(doc) as DrawText;
  const safeText: DrawText = (text, ...rest) =>
    drawText(typeof text === 'string' ? winAnsi(text) : text, ...rest);
  doc.text = safeText as typeof doc.text;
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}
