import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/site-server';
import { runProcess } from './processes';
import { atMost, median, metricColumns, metricRow, milliseconds, type Table } from './report';

/** PRODUCT §2 Admin Home, Reports: what the loader is timed with, and its bound. */
const bookings = 10_000;
const pageViews = 50_000;
const runs = 9;

const workerOutput = z.object({ timesMs: z.array(z.number()), cpuMs: z.array(z.number()) });
export type ReportsRun = z.infer<typeof workerOutput>;

/**
 * Show Reports' loader on a fresh embedded database of its own (the temp folder), filled by the
 * worker: the section needs no server and no template, so `--only=reports` runs it alone.
 */
export async function runReports(): Promise<ReportsRun> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-bench-reports-'));
  try {
    const finished = await runProcess(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'scripts/bench/reports-worker.ts'),
        dataDir,
        String(runs),
        String(bookings),
        String(pageViews),
      ],
      { cwd: repoRoot, timeoutMs: 180_000 },
    );
    const line = finished.stdout.trim().split('\n').at(-1) ?? '';
    if (finished.code !== 0 || !line.startsWith('{')) {
      throw new Error(`reports worker failed: ${finished.stderr.trim().slice(-500)}`);
    }
    console.log('bench: reports runs done');
    return workerOutput.parse(JSON.parse(line));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export function reportsTable(run: ReportsRun): Table {
  const slowest = run.timesMs.length > 0 ? Math.max(...run.timesMs) : undefined;
  return {
    title: 'Show Reports: the loader on a year of a busy business',
    columns: metricColumns,
    rows: [
      metricRow(
        `Show Reports loader, median of ${run.timesMs.length}`,
        atMost(200, '≤ 200 ms'),
        median(run.timesMs),
        milliseconds,
      ),
      metricRow('Show Reports loader, slowest', undefined, slowest, milliseconds),
      metricRow('Show Reports loader, CPU time, median', undefined, median(run.cpuMs), milliseconds),
    ],
    notes: [
      `loadReports() after one warm-up, on a fresh PGlite data folder holding ${bookings.toLocaleString('en-US')} bookings over 18 months (a fifth with a contract, two fifths invoiced, half of those paid, half with a gallery and its release in the history), 2,000 shop orders and ${pageViews.toLocaleString('en-US')} page views; the report reads every table but the page views. The CPU time is the process's (the embedded database runs in it): on a crowded machine, what the loader costs without the waits for a core.`,
    ],
  };
}
