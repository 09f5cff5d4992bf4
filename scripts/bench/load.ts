import path from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../../app/logging/log-error';
import { repoRoot } from '../lib/site-server';
import { findNginx, nginxInstallHint, type RunningNginx, startNginx } from './nginx';
import { runProcess } from './processes';
import {
  atLeast,
  atMost,
  type Cell,
  fixed,
  median,
  metricColumns,
  metricRow,
  milliseconds,
  percent,
  type Table,
} from './report';

import { memoryOf, type SiteUnderTest } from './site';
import { autocannonBin } from './tools';

export const connections = 32;

export interface LoadRun {
  /** Mean of autocannon's per-second samples. */
  rps: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts together: any of them spoils the run. */
  failures: number;
}

const autocannonSchema = z.object({
  requests: z.object({ average: z.number() }),
  latency: z.object({ p99: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

/** One autocannon run (its own process, so it does not share the benchmark's event loop). */
export async function hammer(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadRun> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const finished = await runProcess(
    process.execPath,
    [autocannonBin, '-c', String(connections), '-d', String(seconds), '-j', '-n', ...headerArgs, url],
    { timeoutMs: (seconds + 30) * 1000 },
  );
  if (finished.code !== 0) throw new Error(`autocannon failed: ${finished.stderr.trim().slice(-300)}`);
  const result = autocannonSchema.parse(JSON.parse(finished.stdout));
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export interface LoadResults {
  seconds: number;
  signedOut: LoadRun[];
  /** Undefined when nginx could not run (`nginxProblem` says why). */
  nginx?: LoadRun[];
  nginxProblem?: string;
  client: LoadRun[];
  /** The server's memory after the load, in bytes. */
  rss?: number;
  peakRss?: number;
}

const gzip = { 'accept-encoding': 'gzip' };

/** Fails loudly if the cookie does not sign the Client in: a signed-out page would be measured instead. */
async function checkSignedIn(url: string, cookie: string): Promise<void> {
  const html = await (await fetch(url, { headers: { cookie } })).text();
  if (!html.includes('Logout')) throw new Error('bench: the Client cookie does not sign in (no Logout link)');
}

/**
 * PRODUCT §15: the home page under 32 connections, signed out (server and nginx in alternating rounds,
 * so a neighbour's burst on the shared machine hits both sides alike) and signed in as a Client
 * (a session cookie: no page cache can answer it). Then the server's memory.
 */
export async function runLoad(site: SiteUnderTest, rounds: number, seconds: number): Promise<LoadResults> {
  const home = `${site.server.url}/`;
  const clientCookie = `__session=${site.cookies.Client}`;
  await checkSignedIn(home, clientCookie);

  let nginx: RunningNginx | undefined;
  let nginxProblem: string | undefined;
  const binary = await findNginx();
  if (!binary) nginxProblem = nginxInstallHint;
  else {
    try {
      // The very HTML the server gives a signed-out visitor; nginx gzips it as the server does.
      const html = await (await fetch(home, { headers: { 'accept-encoding': 'identity' } })).text();
      nginx = await startNginx(binary, html, path.join(repoRoot, 'build/client'));
    } catch (error) {
      nginxProblem = `nginx did not start: ${errorMessage(error)}`;
    }
  }
  if (nginxProblem) console.log(`bench: ${nginxProblem}`);

  const results: LoadResults = { seconds, signedOut: [], client: [], nginxProblem };
  try {
    // Warm-up (not counted): JIT, connection pools, nginx's file cache.
    await hammer(home, gzip, 3);
    if (nginx) await hammer(`${nginx.url}/`, gzip, 3);
    await hammer(home, { ...gzip, cookie: clientCookie }, 3);
    if (nginx) results.nginx = [];
    for (let round = 1; round <= rounds; round++) {
      results.signedOut.push(await hammer(home, gzip, seconds));
      if (nginx && results.nginx) results.nginx.push(await hammer(`${nginx.url}/`, gzip, seconds));
      results.client.push(await hammer(home, { ...gzip, cookie: clientCookie }, seconds));
      console.log(`bench: load round ${round}/${rounds} done`);
    }
  } finally {
    await nginx?.stop();
  }
  const memory = memoryOf(site.server.pid);
  results.rss = memory?.rss;
  results.peakRss = memory?.peak;
  return results;
}

/**
 * PRODUCT §15's targets for the load section. The signed-in Client's home flat out is information:
 * what people feel signed in is the browsing sections' p99 at the rate they make.
 */
export const loadTargets = {
  ratio: atLeast(30, '≥ 30 % of nginx'),
  p99: atMost(50, '≤ 50 ms'),
  rss: atMost(300 * 1024 * 1024, '≤ 300 MB'),
  failures: atMost(0, '0'),
};

const reqs = (value: number) => `${Math.round(value)} req/s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The median of the rounds, with every round after it in brackets. */
function rowOf(
  metric: string,
  target: Parameters<typeof metricRow>[1],
  values: number[] | undefined,
  format: (v: number) => string,
): Cell[] {
  const detail =
    values && values.length > 1 ? `(rounds: ${values.map((v) => Math.round(v)).join(', ')})` : '';
  return metricRow(metric, target, values ? median(values) : undefined, format, detail);
}

export function loadTable(results: LoadResults): Table {
  const t = loadTargets;
  const rps = (runs: LoadRun[] | undefined) => runs?.map((run) => run.rps);
  const p99 = (runs: LoadRun[] | undefined) => runs?.map((run) => run.p99);
  const ratios = results.nginx?.map((run, i) => (100 * (results.signedOut[i]?.rps ?? 0)) / run.rps);
  const failures = [...results.signedOut, ...(results.nginx ?? []), ...results.client].reduce(
    (sum, run) => sum + run.failures,
    0,
  );
  const rows: Cell[][] = [
    rowOf('signed-out home, server', undefined, rps(results.signedOut), reqs),
    rowOf('signed-out home, nginx (same HTML)', undefined, rps(results.nginx), reqs),
    rowOf('server ÷ nginx, req/s', t.ratio, ratios, percent),
    rowOf('signed-out home, server p99', t.p99, p99(results.signedOut), milliseconds),
    rowOf('signed-out home, nginx p99', undefined, p99(results.nginx), milliseconds),
    rowOf('signed-in Client home, server', undefined, rps(results.client), reqs),
    rowOf('signed-in Client home, server p99', undefined, p99(results.client), milliseconds),
    metricRow('failed requests (non-2xx, errors, timeouts)', t.failures, failures, fixed(0)),
    metricRow('server RSS after the load (VmRSS)', t.rss, results.rss, megabytes),
    metricRow('server peak RSS (VmHWM)', undefined, results.peakRss, megabytes),
  ];
  const notes = [
    `autocannon, ${connections} connections, gzip accepted; ${results.signedOut.length} alternating rounds of ${results.seconds} s per side after a 3 s warm-up; the median round is shown.`,
    "nginx: one worker, gzip level 6 (as the server's compression), access log off, serving the server's own signed-out HTML of / and build/client.",
    ...(results.nginxProblem ? [`nginx rows not measured: ${results.nginxProblem}`] : []),
  ];
  return { title: 'Load: home page under 32 connections', columns: metricColumns, rows, notes };
}
