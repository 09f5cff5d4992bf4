import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../../app/logging/log-error';
import { repoRoot } from '../lib/site-server';
import type { BrowseJob } from './browse-worker';
import { type ProfilePart, parseCpuProfile, type TimeShare, timeShares } from './cpu-profile';
import type { LoadRun } from './load';
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
  type Table,
} from './report';
import { memoryOf, type SiteUnderTest, startSite } from './site';

/** Connections per person: a Client and an Admin browse at once. */
export const connectionsPerPerson = 16;

/** What each person walks through, in order, again and again: their pages of PRODUCT §2. */
export function browsingPaths(clientId: number): { Client: string[]; Admin: string[] } {
  return {
    Client: ['/', '/products', '/cart', '/client-pictures', '/orders', '/account', '/services', '/contact'],
    Admin: [
      '/adminHome',
      '/adminHome?view=bookings',
      '/adminHome?view=users',
      '/adminHome?view=events',
      '/adminHome?view=visits',
      `/ShowImages/${clientId}`,
    ],
  };
}

const workerOutput = z.object({ rps: z.number(), p99: z.number(), failures: z.number() });

async function browse(job: BrowseJob): Promise<LoadRun> {
  const finished = await runProcess(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/bench/browse-worker.ts'), JSON.stringify(job)],
    { cwd: repoRoot, timeoutMs: (job.seconds + 60) * 1000 },
  );
  const line = finished.stdout.trim().split('\n').at(-1) ?? '';
  if (finished.code !== 0 || !line.startsWith('{'))
    throw new Error(`browse worker failed: ${finished.stderr.trim().slice(-500)}`);
  return workerOutput.parse(JSON.parse(line));
}

/** Where the two people browse: an address, their session cookies and the Client's id. */
export interface BrowseTarget {
  url: string;
  cookies: Record<'Client' | 'Admin', string>;
  clientId: number;
}

const targetOf = (site: SiteUnderTest): BrowseTarget => ({
  url: site.server.url,
  cookies: site.cookies,
  clientId: site.clientId,
});

/**
 * What people make of the site (PRODUCT §15): 50 requests a second of the Client and Admin mix,
 * half each, offered whatever the answers' pace (an open load), where p99 must stay ≤ 50 ms.
 */
export const offeredRate = 50;

/**
 * One round: both people at once, flat out or at `rate` requests a second together (half each);
 * together, their rates add up and the slower p99 counts.
 */
export async function browseTogether(site: BrowseTarget, seconds: number, rate?: number): Promise<LoadRun> {
  const paths = browsingPaths(site.clientId);
  const job = (role: 'Client' | 'Admin'): BrowseJob => ({
    url: site.url,
    cookie: `__session=${site.cookies[role]}`,
    paths: paths[role],
    connections: connectionsPerPerson,
    seconds,
    ...(rate === undefined ? {} : { rate: rate / 2 }),
  });
  const [client, admin] = await Promise.all([browse(job('Client')), browse(job('Admin'))]);
  return {
    rps: client.rps + admin.rps,
    p99: Math.max(client.p99, admin.p99),
    failures: client.failures + admin.failures,
  };
}

/** The rounds of one site: at the offered rate first, then flat out, alternating. */
export async function browseRounds(
  site: BrowseTarget,
  rounds: number,
  seconds: number,
  label: string,
): Promise<{ paced: LoadRun[]; runs: LoadRun[] }> {
  const paced: LoadRun[] = [];
  const runs: LoadRun[] = [];
  for (let round = 1; round <= rounds; round++) {
    paced.push(await browseTogether(site, seconds, offeredRate));
    runs.push(await browseTogether(site, seconds));
    console.log(`bench: ${label} round ${round}/${rounds} done`);
  }
  return { paced, runs };
}

/** The parts of a signed-in request, by the functions that do them (the server build keeps names). */
const requestParts: ProfilePart[] = [
  { label: 'session lookup (getSessionUser)', matches: (f) => f.functionName === 'getSessionUser' },
  { label: 'first-paint CSS (fillFirstPaintCss)', matches: (f) => f.functionName === 'fillFirstPaintCss' },
  { label: 'compression (zlib)', matches: (f) => /zlib/.test(f.url) || f.functionName === 'compression' },
  { label: 'React render', matches: (f) => /react-dom/.test(f.url) },
  { label: 'loaders: database', matches: (f) => /pglite|drizzle-orm/.test(f.url) },
  { label: 'React Router', matches: (f) => /react-router/.test(f.url) },
  { label: 'garbage collection', matches: (f) => f.functionName === '(garbage collector)' },
];

export interface BrowseResults {
  seconds: number;
  /** At the offered rate (`offeredRate`). */
  paced: LoadRun[];
  /** Flat out. */
  runs: LoadRun[];
  peakRss?: number;
  /** From a separate, profiled server: a profiler slows the server it watches. */
  shares?: TimeShare[];
  profileProblem?: string;
}

/** Browses a site of its own, its `node` given `nodeFlags`; `measure` gets it once it is warmed up. */
async function onOwnSite<T>(nodeFlags: string[] | undefined, measure: (site: SiteUnderTest) => Promise<T>) {
  const site = await startSite(nodeFlags);
  try {
    await browseTogether(targetOf(site), 3); // warm-up, not counted
    return await measure(site);
  } finally {
    await site.stop();
  }
}

/**
 * The signed-in load on a server of its own (its peak memory is this load's), then where the time
 * goes, on another server with the profiler on (a profiler slows the server it watches).
 */
export async function runBrowse(rounds: number, seconds: number): Promise<BrowseResults> {
  const results: BrowseResults = await onOwnSite(undefined, async (site) => {
    const { paced, runs } = await browseRounds(targetOf(site), rounds, seconds, 'signed-in');
    return { seconds, paced, runs, peakRss: memoryOf(site.server.pid)?.peak };
  });
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'equine-bench-profile-'));
  try {
    await onOwnSite(['--cpu-prof', `--cpu-prof-dir=${profileDir}`], (site) =>
      browseTogether(targetOf(site), seconds),
    );
    const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the profiled server wrote no .cpuprofile');
    const profile = parseCpuProfile(fs.readFileSync(path.join(profileDir, file), 'utf8'));
    // The load's seconds and the stop after it, not the start-up's migrations.
    results.shares = timeShares(profile, requestParts, (seconds + 1) * 1000);
  } catch (error) {
    results.profileProblem = errorMessage(error);
  } finally {
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * PRODUCT §15's targets for a browsing load: p99 at the offered rate, what people feel; flat out,
 * a guard that the headroom does not shrink (`flatOutFloor`: the rate measured when the targets
 * were set, embedded or as deployed); memory under the flat-out load.
 */
export function browseTargets(flatOutFloor: number) {
  return {
    pacedP99: atMost(50, '≤ 50 ms'),
    rps: atLeast(flatOutFloor, `≥ ${flatOutFloor} req/s`),
    failures: atMost(0, '0'),
    peakRss: atMost(300 * 1024 * 1024, '≤ 300 MB'),
  };
}

/** Flat out on one embedded server: 127-168 req/s measured when the target was set. */
export const embeddedFlatOutFloor = 150;

const rounds = (values: number[]) =>
  values.length > 1 ? `(rounds: ${values.map(Math.round).join(', ')})` : '';
const reqs = (value: number) => `${Math.round(value)} req/s`;

/**
 * The rows of a browsing load: at the offered rate, the rate served and its p99; flat out, the
 * rate against its floor and its p99 (information); failures of both; peak memory.
 */
export function browseRows(
  results: Pick<BrowseResults, 'paced' | 'runs' | 'peakRss'>,
  flatOutFloor: number,
  peakLabel: string,
): Cell[][] {
  const t = browseTargets(flatOutFloor);
  const { paced, runs } = results;
  const pacedRps = paced.map((run) => run.rps);
  const pacedP99 = paced.map((run) => run.p99);
  const rps = runs.map((run) => run.rps);
  const p99 = runs.map((run) => run.p99);
  const failures = [...paced, ...runs].reduce((sum, run) => sum + run.failures, 0);
  return [
    metricRow(`offered ${offeredRate} req/s: served`, undefined, median(pacedRps), reqs, rounds(pacedRps)),
    metricRow(
      `offered ${offeredRate} req/s: p99`,
      t.pacedP99,
      median(pacedP99),
      milliseconds,
      rounds(pacedP99),
    ),
    metricRow('flat out: Client + Admin together', t.rps, median(rps), reqs, rounds(rps)),
    metricRow('flat out: p99 (the slower of the two)', undefined, median(p99), milliseconds, rounds(p99)),
    metricRow('failed requests (non-2xx, errors, timeouts)', t.failures, failures, fixed(0)),
    metricRow(peakLabel, t.peakRss, results.peakRss, (v) => `${(v / 1024 / 1024).toFixed(0)} MB`),
  ];
}

export function browseTable(results: BrowseResults): Table {
  const rows = browseRows(results, embeddedFlatOutFloor, 'server peak RSS (VmHWM)');
  const shares = (results.shares ?? [])
    .filter((share) => share.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .map((share) => `${share.label} ${(100 * share.share).toFixed(0)} %`);
  const paths = browsingPaths(0);
  const notes = [
    `A Client (${paths.Client.join(', ')}) and an Admin (Admin Home's views and a client's pictures) at once, each walking their pages, gzip accepted: ${offeredRate} req/s offered together, evenly spaced whatever the answers' pace (loadtest's requestsPerSecond, half each), then flat out (autocannon, ${connectionsPerPerson} connections each), alternating; ${results.runs.length} rounds of ${results.seconds} s each after a 3 s warm-up; the median round.`,
    shares.length > 0
      ? `Where a signed-in request's CPU time goes (a profiled server under the same load; idle left out): ${shares.join(', ')}.`
      : `Not profiled: ${results.profileProblem ?? 'no samples'}`,
  ];
  return { title: 'Signed-in load: a Client and an Admin browsing', columns: metricColumns, rows, notes };
}
