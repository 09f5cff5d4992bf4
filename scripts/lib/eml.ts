/**
 * A small RFC 822 / MIME reader for the messages nodemailer writes (outbox .eml files, or what a test
 * SMTP server receives). It handles what nodemailer produces: folded headers, RFC 2047 encoded words,
 * nested multipart bodies, and quoted-printable, base64, 7bit and 8bit parts. Not a general parser.
 */
export interface ParsedEmail {
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The text/plain part, decoded ('' when there is none). */
  text: string;
  /** The text/html part, decoded ('' when there is none). */
  html: string;
  /** Parts sent as attachments (Content-Disposition: attachment), decoded as text. */
  attachments: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** The attachment's bytes, for a binary file (a PDF) that text decoding would damage. */
  bytes: Buffer;
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

const decoder = (charset: string) => {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder('utf-8');
  }
};

/** Decodes quoted-printable to bytes (soft line breaks removed). */
function decodeQuotedPrintableBytes(input: string): Uint8Array {
  const text = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Uint8Array.from(bytes);
}

/** RFC 2047: =?charset?Q|B?text?=, with whitespace between adjacent encoded words dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : decodeQuotedPrintableBytes(text.replaceAll('_', ' '));
        return decoder(charset).decode(bytes);
      },
    );
}

function splitHeaderBlock(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  // A line starting with white space continues the header above it (folding).
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value);
  return match?.[1];
}

function decodeBody(part: MimePart): string {
  const contentType = part.headers['content-type'] ?? 'text/plain';
  const charset = headerParam(contentType, 'charset') ?? 'utf-8';
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return decoder(charset).decode(Buffer.from(part.body, 'base64'));
  if (encoding === 'quoted-printable') return decoder(charset).decode(decodeQuotedPrintableBytes(part.body));
  return part.body;
}

/** A part's body as bytes, its transfer encoding undone. */
function partBytes(part: MimePart): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintableBytes(part.body));
  return Buffer.from(part.body, 'utf8');
}

/** Every leaf part, depth first. */
function leafParts(part: MimePart): MimePart[] {
  const contentType = part.headers['content-type'] ?? 'text/plain';
  const boundary = headerParam(contentType, 'boundary');
  if (!/^multipart\//i.test(contentType) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`);
  // sections[0] is the preamble; the section after the closing "--boundary--" starts with "--".
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitHeaderBlock(section.replace(/^\n/, '').replace(/\n$/, ''))));
}

export function parseEml(raw: string | Buffer): ParsedEmail {
  const message = splitHeaderBlock(typeof raw === 'string' ? raw : raw.toString('utf8'));
  const parts = leafParts(message);
  const isAttachment = (part: MimePart) => /^attachment/i.test(part.headers['content-disposition'] ?? '');
  const inline = parts.filter((part) => !isAttachment(part));
  const partOf = (type: string) =>
    inline.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return {
    headers: message.headers,
    from: message.headers.from ?? '',
    to: message.headers.to ?? '',
    replyTo: message.headers['reply-to'] ?? '',
    subject: message.headers.subject ?? '',
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: headerParam(part.headers['content-disposition'] ?? '', 'filename') ?? '',
      contentType: part.headers['content-type'] ?? '',
      content: decodeBody(part),
      bytes: partBytes(part),
    })),
  };
}
