import { brandPalette } from '../styles/brand-palette';

/**
 * The brand's type in PDFKit's standard fonts, which need nothing shipped or embedded: Times Bold
 * for the name and titles (the site's own stand-in for its Playfair Display headings, decision
 * 058) and Helvetica for the text (Arial's twin, the stand-in for Source Sans 3).
 */
export const pdfFonts = {
  heading: 'Times-Bold',
  text: 'Helvetica',
  textBold: 'Helvetica-Bold',
} as const;

/** How tall the band of the business's name is at the top of the first page, in points. */
const bandHeight = 54;

/**
 * The header of every PDF the site makes, the contract, the invoice and the receipt (PRODUCT §19):
 * the business's name in cream on the brand's dark tone across the top of the page, as the emails'
 * header, then the document's title in the heading face and the brand's earth, and a rule. Leaves
 * the text face in ink at 11 pt, and the cursor under the rule, for the document's own lines.
 */
export function drawBrandHeader(doc: PDFKit.PDFDocument, brand: string, title: string): void {
  const { cream, earth, earthDeep, ink } = brandPalette;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.save().rect(0, 0, doc.page.width, bandHeight).fill(earthDeep).restore();
  doc
    .font(pdfFonts.heading)
    .fontSize(18)
    .fillColor(cream)
    .text(brand, left, (bandHeight - 18) / 2 + 2, { width, lineBreak: false });
  doc.font(pdfFonts.heading).fontSize(18).fillColor(earth).text(title, left, doc.page.margins.top, { width });
  const ruleY = doc.y + 6;
  doc
    .save()
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .strokeColor(earth)
    .stroke()
    .restore();
  doc.x = left;
  doc.y = ruleY + 14;
  doc.font(pdfFonts.text).fontSize(11).fillColor(ink);
}
