import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/site-server';
import { runProcess } from './processes';
import { type Cell, fixed, median, metricColumns, metricRow, percent, type Table } from './report';

export type FsyncMode = 'on' | 'off';

const workerOutput = z.object({
  fsync: z.string(),
  orders: z.number(),
  ordersPerSecond: z.number(),
  confirmMedianMs: z.number(),
});
export type OrdersRun = z.infer<typeof workerOutput>;

export interface OrdersResults {
  seconds: number;
  runs: Record<FsyncMode, OrdersRun[]>;
}

/**
 * One worker process on a fresh data folder on disk (the temp folder), copied from `template`, a
 * migrated and seeded one: a new PGlite folder takes half a minute on a busy machine.
 */
async function measure(mode: FsyncMode, seconds: number, template: string): Promise<OrdersRun> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `equine-bench-orders-${mode}-`));
  try {
    await fs.cp(template, dataDir, { recursive: true });
    const finished = await runProcess(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'scripts/bench/orders-worker.ts'),
        dataDir,
        mode,
        String(seconds),
      ],
      { cwd: repoRoot, timeoutMs: (seconds + 90) * 1000 },
    );
    const line = finished.stdout.trim().split('\n').at(-1) ?? '';
    if (finished.code !== 0 || !line.startsWith('{')) {
      throw new Error(`orders worker (fsync ${mode}) failed: ${finished.stderr.trim().slice(-500)}`);
    }
    const run = workerOutput.parse(JSON.parse(line));
    if (run.fsync !== mode)
      throw new Error(`orders worker asked for fsync ${mode} but ran with ${run.fsync}`);
    return run;
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** PRODUCT §15: what fsync on (decision 016) costs, fsync on and off alternating. */
export async function runOrders(rounds: number, seconds: number, template: string): Promise<OrdersResults> {
  const runs: OrdersResults['runs'] = { on: [], off: [] };
  for (let round = 0; round < rounds; round++) {
    for (const mode of ['on', 'off'] as const) runs[mode].push(await measure(mode, seconds, template));
  }
  console.log('bench: orders runs done');
  return { seconds, runs };
}

export function ordersTable(results: OrdersResults): Table {
  const rate = (mode: FsyncMode) => median(results.runs[mode].map((run) => run.ordersPerSecond));
  const confirm = (mode: FsyncMode) => median(results.runs[mode].map((run) => run.confirmMedianMs));
  const rounds = (mode: FsyncMode) =>
    `(runs: ${results.runs[mode].map((run) => run.ordersPerSecond.toFixed(1)).join(', ')})`;
  const on = rate('on');
  const off = rate('off');
  const rows: Cell[][] = [
    metricRow('orders/s, fsync on (as shipped)', undefined, on, fixed(1, 'orders/s'), rounds('on')),
    metricRow('orders/s, fsync off', undefined, off, fixed(1, 'orders/s'), rounds('off')),
    metricRow('fsync on ÷ off', undefined, on !== undefined && off ? (100 * on) / off : undefined, percent),
    metricRow('Confirm step (placeOrder) median, fsync on', undefined, confirm('on'), fixed(1, 'ms')),
    metricRow('Confirm step (placeOrder) median, fsync off', undefined, confirm('off'), fixed(1, 'ms')),
  ];
  return {
    title: 'Orders per second on the embedded database, fsync on vs off',
    columns: metricColumns,
    rows,
    notes: [
      `One shopper placing orders one after another through the shop's services (add 2 products to the cart, checkout, review, confirm with its email to the outbox), ${results.seconds} s per run after 5 warm-up orders, on a fresh PGlite data folder on disk; the runs alternate on and off.`,
    ],
  };
}
