import { openPostgres } from '../../app/db/client.server';
import { type RunningServer, startServer } from '../lib/site-server';
import { sessionCookieValue } from '../lib/site-users';
import { type BrowseTarget, browseRounds, browseRows, browseTogether, offeredRate } from './browse';
import type { LoadRun } from './load';
import { findNginx, nginxInstallHint, type RunningNginx, startProxy } from './nginx';
import { findPostgres, postgresInstallHint, type RunningPostgres, startPostgres } from './postgres';
import { metricColumns, type Table } from './report';
import { addBenchPeople, machineBusyTicks, memoryOf, processTicks, stoppedOnExit } from './site';

/** Server processes behind nginx: docs/DEPLOY.md's two, one per core of the measured machine. */
export const deployedProcesses = 2;

/** Flat out as deployed: 206-292 req/s measured when the target was set. */
export const deployedFlatOutFloor = 220;

export interface DeployedResults {
  seconds: number;
  /** At the offered rate (browse.ts's `offeredRate`). */
  paced: LoadRun[];
  /** Flat out. */
  runs: LoadRun[];
  /** The highest peak RSS of the server processes. */
  peakRss?: number;
  /** The server processes' share of the machine's busy CPU time during the rounds (0-1). */
  serverCpuShare?: number;
}

/**
 * The signed-in load of the `signed-in` section against the site as docs/DEPLOY.md runs it as a
 * service: `deployedProcesses` built servers on one PostgreSQL server, behind nginx with the
 * shipped deploy/nginx.conf. The same people, pages and targets; on one machine the database and
 * the proxy share its cores with the servers, as they would on a single small server.
 */
export async function runDeployed(rounds: number, seconds: number): Promise<DeployedResults> {
  const postgresBin = findPostgres();
  if (!postgresBin) throw new Error(postgresInstallHint);
  const nginxBin = await findNginx();
  if (!nginxBin) throw new Error(nginxInstallHint);
  const started: { stop(): Promise<void> }[] = [];
  try {
    const postgres: RunningPostgres = await startPostgres(postgresBin);
    started.push(postgres);
    // One after another: the first migrates and seeds, the others find it done (DEPLOY.md).
    const servers: RunningServer[] = [];
    for (let i = 0; i < deployedProcesses; i++) {
      const server = await startServer({ env: { DATABASE_URL: postgres.url, TRUST_PROXY: '127.0.0.1' } });
      started.push({ stop: stoppedOnExit(server) });
      servers.push(server);
    }
    const proxy: RunningNginx = await startProxy(
      nginxBin,
      servers.map((server) => Number(new URL(server.url).port)),
    );
    started.push(proxy);
    const target = await peopleOn(postgres.url, proxy.url);
    await browseTogether(target, 3); // warm-up, not counted
    const serverTicks = () => servers.reduce((sum, server) => sum + processTicks(server.pid), 0);
    const [busyBefore, serversBefore] = [machineBusyTicks(), serverTicks()];
    const { paced, runs } = await browseRounds(target, rounds, seconds, 'deployed');
    const serverCpuShare = (serverTicks() - serversBefore) / (machineBusyTicks() - busyBefore);
    const peaks = servers.map((server) => memoryOf(server.pid)?.peak ?? 0);
    return { seconds, paced, runs, peakRss: Math.max(...peaks) || undefined, serverCpuShare };
  } finally {
    for (const part of started.reverse()) await part.stop();
  }
}

/** The benchmark's people, written to the shared database, and where they browse. */
async function peopleOn(databaseUrl: string, url: string): Promise<BrowseTarget> {
  const database = await openPostgres(databaseUrl);
  try {
    const { Client, Admin } = await addBenchPeople(database.db);
    return {
      url,
      cookies: { Client: sessionCookieValue(Client), Admin: sessionCookieValue(Admin) },
      clientId: Client.id,
    };
  } finally {
    await database.close();
  }
}

export function deployedTable(results: DeployedResults): Table {
  const rows = browseRows(results, deployedFlatOutFloor, 'peak RSS of each server process (VmHWM)');
  return {
    title: `Signed-in load as deployed: ${deployedProcesses} processes on PostgreSQL behind nginx`,
    columns: metricColumns,
    rows,
    notes: [
      `The signed-in section's load through nginx (deploy/nginx.conf) to ${deployedProcesses} server processes sharing one PostgreSQL server, all on this machine (docs/DEPLOY.md); ${offeredRate} req/s offered, then flat out, alternating; ${results.runs.length} rounds of ${results.seconds} s each after a 3 s warm-up; the median round.`,
      ...(results.serverCpuShare === undefined
        ? []
        : [
            `Of the machine's busy CPU time during the rounds, the server processes took ${Math.round(100 * results.serverCpuShare)} %; PostgreSQL, nginx and the load generators the rest.`,
          ]),
    ],
  };
}
