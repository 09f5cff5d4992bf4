/**
 * CSV as RFC 4180 writes it, for the accountant's downloads (PRODUCT §2 Admin Home, Reports):
 * lines end in CRLF, a field with a comma, a quote or a line break is quoted and its quotes
 * doubled. A text that starts like a formula (= + - @, or a tab or carriage return) gets a leading
 * apostrophe, so a spreadsheet shows it instead of running it: a client typed those fields.
 */

export type CsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and the rows as one document; a byte-order mark first, so spreadsheets read UTF-8. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
