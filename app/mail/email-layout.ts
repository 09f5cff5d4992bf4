import { brandFonts, brandPalette } from '../styles/brand-palette';
import { escapeHtml } from './escape-html';

/** A link an email carries: its words, and the address it opens. */
export interface EmailLink {
  label: string;
  url: string;
}

/** What one email says, before the layout: every email of the site is written this way. */
export interface EmailContent {
  /** The business's name: the header of the HTML and the first line of the text. */
  brand: string;
  /** The paragraphs above the button, as plain text; a line break inside one is kept. */
  paragraphs: readonly string[];
  /** The one thing to do: a button in the HTML, "Label: address" in the text. */
  action?: EmailLink;
  /** Other links, quieter, under the button (one line each in the text). */
  links?: readonly EmailLink[];
  /** Paragraphs under the links: a note, what to do if the email was not expected. */
  closing?: readonly string[];
}

export interface LaidOutEmail {
  text: string;
  html: string;
}

// Inline, as mail programs drop <style> and stylesheets; the colours are the brand's
// (app/styles/brand-palette.ts), each pair at least WCAG AA (decision 058).
const { cream, earth, earthDeep, ink, stone, white } = brandPalette;
const textStyle = `margin:0 0 16px;font-family:${brandFonts.text};font-size:16px;line-height:1.5;color:${ink}`;
const linkStyle = `color:${earth};text-decoration:underline`;
const buttonStyle = `display:inline-block;padding:12px 28px;background-color:${earth};color:${white};font-family:${brandFonts.text};font-size:16px;font-weight:600;line-height:1.25;text-decoration:none;border-radius:8px`;

/** Quotes for an HTML attribute: the family lists hold single quotes, the attributes double ones. */
const attribute = (value: string) => value.replaceAll('"', '&quot;');

/** A paragraph of plain text as HTML: escaped, its line breaks kept. */
function paragraphHtml(text: string): string {
  return `<p style="${attribute(textStyle)}">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
}

function linkHtml(link: EmailLink): string {
  return `<p style="${attribute(textStyle)}"><a href="${escapeHtml(link.url)}" style="${linkStyle}">${escapeHtml(link.label)}</a></p>`;
}

/** The button as a table cell too, so the clients that ignore an anchor's padding still draw it. */
function buttonHtml(action: EmailLink): string {
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">',
    `<tr><td style="border-radius:8px;background-color:${earth}">`,
    `<a href="${escapeHtml(action.url)}" style="${attribute(buttonStyle)}">${escapeHtml(action.label)}</a>`,
    '</td></tr></table>',
  ].join('');
}

const linkLine = (link: EmailLink) => `${link.label}: ${link.url}`;

/**
 * One layout for every email (PRODUCT §19, decision 058): the business's name as a header in the
 * brand's dark tone, the paragraphs, one button for the one thing to do, quieter links, a closing
 * note, and the name again at the foot. The text part says the same in the same order, each link
 * as "Label: address", so a reader of either misses nothing. Every value is escaped here.
 */
export function layOutEmail(content: EmailContent): LaidOutEmail {
  const { brand, paragraphs, action, links = [], closing = [] } = content;
  const text = [
    brand,
    ...paragraphs,
    ...(action ? [linkLine(action)] : []),
    ...links.map(linkLine),
    ...closing,
  ].join('\n\n');
  const body = [
    ...paragraphs.map(paragraphHtml),
    action ? buttonHtml(action) : '',
    ...links.map(linkHtml),
    ...closing.map(paragraphHtml),
  ].join('');
  const name = escapeHtml(brand);
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${name}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${cream}">`,
    // An article, not the page's main part: a mail program shows the email inside its own page,
    // which has its main landmark already (the Email Markup Consortium's advice).
    `<div role="article" aria-roledescription="email" aria-label="${name}" lang="en">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${cream}"><tr><td align="center" style="padding:24px 12px">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px">',
    `<tr><td style="padding:20px 28px;background-color:${earthDeep};border-radius:8px 8px 0 0">`,
    `<h1 style="${attribute(`margin:0;font-family:${brandFonts.heading};font-size:24px;font-weight:600;line-height:1.2;color:${cream}`)}">${name}</h1>`,
    '</td></tr>',
    `<tr><td style="padding:28px;background-color:${white};border-radius:0 0 8px 8px">${body}</td></tr>`,
    `<tr><td style="${attribute(`padding:16px 28px;font-family:${brandFonts.text};font-size:13px;line-height:1.4;color:${stone}`)}">${name}</td></tr>`,
    '</table></td></tr></table></div></body></html>',
  ].join('');
  return { text, html };
}
