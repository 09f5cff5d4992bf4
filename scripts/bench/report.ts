/**
 * The benchmark's results as tables: each measured value beside its target and whether it meets
 * it. Printed to the console and written as Markdown for docs/PERFORMANCE.md. Pure functions only.
 */

/** A target such as "≥ 98" or "≤ 1.5 s": a bound on a number, and how to say it. */
export interface Target {
  text: string;
  atLeast?: number;
  atMost?: number;
}

/** A table cell; `ok` is set on cells that were checked against a target (null: not measured). */
export interface Cell {
  text: string;
  ok?: boolean | null;
}

export interface Table {
  title: string;
  columns: string[];
  rows: Cell[][];
  /** Lines printed under the table: what failed and why, how something was measured. */
  notes: string[];
}

export const notMeasured = 'not measured';

export const atLeast = (limit: number, text: string): Target => ({ atLeast: limit, text });
export const atMost = (limit: number, text: string): Target => ({ atMost: limit, text });

export function meets(value: number, target: Target): boolean {
  if (target.atLeast !== undefined && value < target.atLeast) return false;
  if (target.atMost !== undefined && value > target.atMost) return false;
  return true;
}

export function okText(ok: boolean | null): string {
  if (ok === null) return notMeasured;
  return ok ? 'yes' : 'NO';
}

export const text = (value: string): Cell => ({ text: value });

/** One `metric | target | result | ok?` row; a value that is undefined was not measured. */
export function metricRow(
  metric: string,
  target: Target | undefined,
  value: number | undefined,
  format: (value: number) => string,
  detail = '',
): Cell[] {
  const result = value === undefined ? notMeasured : `${format(value)}${detail ? ` ${detail}` : ''}`;
  if (!target) return [text(metric), text('—'), text(result), text('—')];
  const ok = value === undefined ? null : meets(value, target);
  return [text(metric), text(target.text), text(result), { text: okText(ok), ok }];
}

/** A result cell of a wide table (one page per row): the value, marked ✗ when it misses its target. */
export function checkedCell(value: number | undefined, target: Target, format: (value: number) => string) {
  if (value === undefined) return { text: notMeasured, ok: null };
  const ok = meets(value, target);
  return { text: ok ? format(value) : `${format(value)} ✗`, ok };
}

export const metricColumns = ['metric', 'target', 'result', 'ok?'];

export interface Tally {
  met: number;
  missed: number;
  notMeasured: number;
}

export function tally(tables: readonly Table[]): Tally {
  const result: Tally = { met: 0, missed: 0, notMeasured: 0 };
  for (const cell of tables.flatMap((table) => table.rows.flat())) {
    if (cell.ok === true) result.met += 1;
    else if (cell.ok === false) result.missed += 1;
    else if (cell.ok === null) result.notMeasured += 1;
  }
  return result;
}

export function tallyLine(tables: readonly Table[]): string {
  const { met, missed, notMeasured: skipped } = tally(tables);
  return `Targets: ${met} met, ${missed} missed${skipped ? `, ${skipped} not measured` : ''}.`;
}

const escapeMarkdown = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** GitHub Markdown: a heading, the table, then its notes as a list. */
export function tableToMarkdown(table: Table): string {
  const lines = [`### ${table.title}`, ''];
  lines.push(`| ${table.columns.map(escapeMarkdown).join(' | ')} |`);
  lines.push(`| ${table.columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`);
  for (const row of table.rows) lines.push(`| ${row.map((cell) => escapeMarkdown(cell.text)).join(' | ')} |`);
  if (table.notes.length > 0) lines.push('', ...table.notes.map((note) => `- ${escapeMarkdown(note)}`));
  return lines.join('\n');
}

export function reportToMarkdown(
  title: string,
  preamble: readonly string[],
  tables: readonly Table[],
): string {
  return [
    `## ${title}`,
    '',
    ...preamble,
    '',
    tallyLine(tables),
    '',
    tables.map(tableToMarkdown).join('\n\n'),
    '',
  ].join('\n');
}

/** The console's version: columns padded to line up, the first left-aligned, the rest right. */
export function tableToText(table: Table): string {
  const grid = [table.columns, ...table.rows.map((row) => row.map((cell) => cell.text))];
  const widths = table.columns.map((_, i) => Math.max(...grid.map((row) => [...(row[i] ?? '')].length)));
  const pad = (value: string, i: number) => {
    const gap = ' '.repeat((widths[i] ?? 0) - [...value].length);
    return i === 0 ? value + gap : gap + value;
  };
  const line = (row: string[]) => row.map(pad).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const [header, ...body] = grid;
  return [
    `== ${table.title}`,
    line(header ?? []),
    rule,
    ...body.map(line),
    ...table.notes.map((note) => `  * ${note}`),
  ].join('\n');
}

// Number formats shared by the sections.
export const fixed =
  (digits: number, unit = '') =>
  (value: number) =>
    `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
export const milliseconds = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const percent = (value: number) => `${Math.round(value)} %`;

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * `--pages=/contact,/galleries`: keeps a page named exactly, or one under a name ('/galleries'
 * keeps '/galleries/{id}'); no list keeps every page.
 */
export function pageFilter(list: string | undefined): (page: string) => boolean {
  const wanted = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (wanted.length === 0) return () => true;
  return (page) => wanted.some((name) => page === name || page.startsWith(`${name.replace(/\/$/, '')}/`));
}
