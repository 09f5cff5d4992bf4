import { describe, expect, it } from 'vitest';
import { browseRows } from './browse';
import type { LoadRun } from './load';

const run = (rps: number, p99: number, failures = 0): LoadRun => ({ rps, p99, failures });
const MB = 1024 * 1024;

describe('browseRows', () => {
  it('holds p99 at the offered 50 req/s to 50 ms, and the flat-out rate to its floor', () => {
    const rows = browseRows(
      {
        paced: [run(49.8, 31), run(50, 44), run(49.9, 38)],
        runs: [run(160, 400), run(149, 420), run(171, 380)],
        peakRss: 280 * MB,
      },
      150,
      'server peak RSS (VmHWM)',
    );
    expect(rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['offered 50 req/s: served', '—', '50 req/s (rounds: 50, 50, 50)', '—'],
      ['offered 50 req/s: p99', '≤ 50 ms', '38 ms (rounds: 31, 44, 38)', 'yes'],
      ['flat out: Client + Admin together', '≥ 150 req/s', '160 req/s (rounds: 160, 149, 171)', 'yes'],
      ['flat out: p99 (the slower of the two)', '—', '400 ms (rounds: 400, 420, 380)', '—'],
      ['failed requests (non-2xx, errors, timeouts)', '0', '0', 'yes'],
      ['server peak RSS (VmHWM)', '≤ 300 MB', '280 MB', 'yes'],
    ]);
  });

  it('misses when the paced p99 passes 50 ms, the flat-out rate falls below the floor, or a request fails', () => {
    const rows = browseRows(
      { paced: [run(50, 51, 1)], runs: [run(219, 300)], peakRss: undefined },
      220,
      'peak RSS of each server process (VmHWM)',
    );
    const ok = Object.fromEntries(rows.map((row) => [row[0]?.text, row[3]?.ok]));
    expect(ok).toEqual({
      'offered 50 req/s: served': undefined,
      'offered 50 req/s: p99': false,
      'flat out: Client + Admin together': false,
      'flat out: p99 (the slower of the two)': undefined,
      'failed requests (non-2xx, errors, timeouts)': false,
      'peak RSS of each server process (VmHWM)': null,
    });
  });
});
