import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../lib/site-server';
import { serverNodeFlags } from '../server-heap.mjs';
import { freePort, startProcess, stopProcess, waitForStatus } from './processes';
import { atMost, type Cell, median, metricColumns, metricRow, type Table } from './report';

/** PRODUCT §15: `npm start` with an existing build and data folder answers `/` within 2 s. */
export const startupTarget = atMost(2000, '≤ 2 s');

export type StartCommand = 'npm start' | 'node server.js';

export interface StartupResults {
  runs: Record<StartCommand, number[]>;
}

/** The environment of a fresh shell: nothing of the benchmark's npm run, nothing pointing elsewhere. */
export function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const dropped = new Set([
    'NODE_ENV',
    'DATABASE_URL',
    'SMTP_URL',
    'PUBLIC_URL',
    'DATA_DIR',
    'PORT',
    'HOST',
    'SESSION_SECRET',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'TRUST_PROXY',
  ]);
  for (const [name, value] of Object.entries(process.env)) {
    if (!dropped.has(name) && !name.startsWith('npm_')) env[name] = value;
  }
  return env;
}

/** Starts the server one way, times spawn → first 200 on `/`, then stops it and waits until it has gone. */
async function timeStart(command: StartCommand, dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...shellEnv(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const started = performance.now();
  const child =
    command === 'npm start'
      ? startProcess('npm', ['start'], { cwd: repoRoot, env, stdio: 'ignore' })
      : startProcess(process.execPath, [...serverNodeFlags, 'server.js'], {
          cwd: repoRoot,
          // What `npm run start:prod` sets; the secret is the one `npm start` kept in the data folder.
          env: {
            ...env,
            NODE_ENV: 'production',
            SESSION_SECRET: (await fs.readFile(path.join(dataDir, '.session-secret'), 'utf8')).trim(),
          },
          stdio: 'ignore',
        });
  try {
    await waitForStatus(`http://127.0.0.1:${port}/`, 200, 60_000);
    return performance.now() - started;
  } finally {
    await stopProcess(child, 15_000);
  }
}

/**
 * PRODUCT §15: start-up as a newcomer runs it (README: `npm start`, which checks the build, then runs
 * `node server.js`), and the built server alone (`npm run start:prod`) for comparison. The data
 * folder starts as a copy of `template` (migrated, seeded); one unmeasured start finishes it (first
 * admin, session secret) as a first `npm start` would; the measured runs alternate the two commands.
 */
export async function runStartup(runsEach: number, template: string): Promise<StartupResults> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'equine-bench-startup-'));
  const runs: StartupResults['runs'] = { 'npm start': [], 'node server.js': [] };
  try {
    await fs.cp(template, dataDir, { recursive: true });
    await timeStart('npm start', dataDir);
    for (let i = 0; i < runsEach; i++) {
      for (const command of ['npm start', 'node server.js'] as const) {
        runs[command].push(await timeStart(command, dataDir));
      }
    }
    console.log(`bench: start-up runs done`);
    return { runs };
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export function startupTable(results: StartupResults): Table {
  const format = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const row = (command: StartCommand, target: typeof startupTarget | undefined): Cell[] => {
    const runs = results.runs[command];
    return metricRow(
      `\`${command}\` → first 200 on /`,
      target,
      median(runs),
      format,
      `(median of ${runs.map(format).join(', ')})`,
    );
  };
  return {
    title: 'Start-up with an existing build and data folder',
    columns: metricColumns,
    rows: [row('npm start', startupTarget), row('node server.js', undefined)],
    notes: [
      'From spawning the command to the first 200 on / (polled every 20 ms); embedded database; the runs of the two commands alternate.',
      '`node server.js` is run as `npm run start:prod` runs it, with the memory flags of decisions 027, 050 and 076 (`--max-old-space-size=192` and the rest).',
    ],
  };
}
