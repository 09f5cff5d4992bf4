/**
 * The brand's palette for what no stylesheet reaches: emails (mail programs drop stylesheets, so
 * their colours are written inline) and PDFs (PDFKit draws with values). The same values as
 * bootstrap/_theme.scss, which stays the one place a colour is chosen: brand-palette.test.ts reads
 * that file and fails when the two differ (decision 058).
 */
export const brandPalette = {
  /** Body text. */
  ink: '#2b211b',
  /** The page behind the content. */
  cream: '#faf7f0',
  /** The primary colour: buttons and links (white on it 8.42:1, it on cream 7.87:1). */
  earth: '#6b4430',
  /** The brand's dark tone: the header band (cream on it 15.5:1). */
  earthDeep: '#2a1d16',
  /** Quiet text: the footer's line (6.0:1 on white). */
  stone: '#6b625a',
  /** A card's ground, and the words on a button. */
  white: '#ffffff',
} as const;

/** The faces, with what a mail program or a reader has when the web fonts are not there. */
export const brandFonts = {
  heading: "'Playfair Display', Georgia, 'Times New Roman', serif",
  text: "'Source Sans 3', Arial, Helvetica, sans-serif",
} as const;
