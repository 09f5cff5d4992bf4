import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  checkedCell,
  median,
  metricColumns,
  metricRow,
  pageFilter,
  reportToMarkdown,
  type Table,
  tableToText,
  tally,
} from './report';

const ms = (value: number) => `${value} ms`;

describe('a result beside its target', () => {
  it('meets "at most" up to and including the limit, and misses above it', () => {
    const p99 = atMost(50, '≤ 50 ms');
    expect(metricRow('p99', p99, 50, ms)).toEqual([
      { text: 'p99' },
      { text: '≤ 50 ms' },
      { text: '50 ms' },
      { text: 'yes', ok: true },
    ]);
    expect(metricRow('p99', p99, 51, ms)[3]).toEqual({ text: 'NO', ok: false });
  });

  it('meets "at least" from the limit up, and misses below it', () => {
    const score = atLeast(98, '≥ 98');
    expect(checkedCell(98, score, String)).toEqual({ text: '98', ok: true });
    expect(checkedCell(97, score, String)).toEqual({ text: '97 ✗', ok: false });
  });

  it('says "not measured" for a missing value, and counts it apart from hits and misses', () => {
    const row = metricRow('nginx req/s ratio', atLeast(30, '≥ 30 %'), undefined, String);
    expect(row[2]).toEqual({ text: 'not measured' });
    expect(row[3]).toEqual({ text: 'not measured', ok: null });
    const table: Table = {
      title: 'Load',
      columns: metricColumns,
      rows: [
        row,
        metricRow('p99', atMost(50, '≤ 50 ms'), 12, ms),
        metricRow('RSS', atMost(1, '≤ 1'), 2, String),
      ],
      notes: [],
    };
    expect(tally([table])).toEqual({ met: 1, missed: 1, notMeasured: 1 });
  });

  it('shows a value with no target as information, not as a hit or a miss', () => {
    const row = metricRow('nginx req/s', undefined, 9000, String, '(rounds: 1, 2)');
    expect(row.map((cell) => cell.text)).toEqual(['nginx req/s', '—', '9000 (rounds: 1, 2)', '—']);
    expect(tally([{ title: 'x', columns: metricColumns, rows: [row], notes: [] }])).toEqual({
      met: 0,
      missed: 0,
      notMeasured: 0,
    });
  });
});

describe('the tables', () => {
  const table: Table = {
    title: 'Start-up',
    columns: metricColumns,
    rows: [metricRow('`npm start` | first 200', atMost(2000, '≤ 2 s'), 1530, ms)],
    notes: ['median of 5 runs'],
  };

  it('writes Markdown with a heading, right-aligned result columns, escaped pipes and the notes', () => {
    expect(reportToMarkdown('Latest', ['2026-11-25, 2 cores'], [table])).toBe(
      [
        '## Latest',
        '',
        '2026-11-25, 2 cores',
        '',
        'Targets: 1 met, 0 missed.',
        '',
        '### Start-up',
        '',
        '| metric | target | result | ok? |',
        '| --- | ---: | ---: | ---: |',
        '| `npm start` \\| first 200 | ≤ 2 s | 1530 ms | yes |',
        '',
        '- median of 5 runs',
        '',
      ].join('\n'),
    );
  });

  it('lines the console columns up, whatever the characters', () => {
    const lines = tableToText(table).split('\n');
    expect(lines[0]).toBe('== Start-up');
    expect(lines[1]).toBe(`metric${' '.repeat(19)}target   result  ok?`);
    expect(lines[3]).toBe('`npm start` | first 200   ≤ 2 s  1530 ms  yes');
    expect(lines[4]).toBe('  * median of 5 runs');
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, and undefined for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});

describe('pageFilter (--pages)', () => {
  it('keeps every page without a list', () => {
    expect(['/', '/contact'].filter(pageFilter(undefined))).toEqual(['/', '/contact']);
  });

  it('keeps a page named exactly, or one under a name, and nothing else', () => {
    const keep = pageFilter('/contact, /galleries');
    expect(
      ['/', '/contact', '/contacts', '/galleries/a0000000-0000-4000-8000-000000000003', '/invoices/2'].filter(
        keep,
      ),
    ).toEqual(['/contact', '/galleries/a0000000-0000-4000-8000-000000000003']);
  });
});
