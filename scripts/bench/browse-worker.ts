// One signed-in person's browsing under load, in a process of its own (scripts/bench/browse.ts
// starts one per person, at the same time, so neither shares the other's event loop):
//   node --import tsx scripts/bench/browse-worker.ts '<json: BrowseJob>'
// The person's pages in order, again and again, with their session cookie: flat out, each of
// autocannon's connections walking them; or at an offered rate, one request every 1/rate seconds
// whatever the answers' pace (loadtest's requestsPerSecond: a new connection when none is free).
// Prints one JSON line: the LoadRun of scripts/bench/load.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { toolsDir } from './tools';

const jobSchema = z.object({
  url: z.string(),
  cookie: z.string(),
  paths: z.array(z.string()).min(1),
  connections: z.number().int().positive(),
  seconds: z.number().positive(),
  /**
   * Requests a second, evenly spaced, whatever the answers' pace (an open load); none: flat out.
   * Not autocannon's overallRate: it lets each connection send its share of a second at once when
   * the second starts, so the "offered" requests came as one burst a second.
   */
  rate: z.number().positive().optional(),
});
export type BrowseJob = z.infer<typeof jobSchema>;

const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p99: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

type Autocannon = (options: Record<string, unknown>) => Promise<unknown>;

const pacedResultSchema = z.object({
  totalRequests: z.number(),
  elapsedSeconds: z.number(),
  percentiles: z.object({ 99: z.union([z.number(), z.literal(false)]) }),
});

type LoadTest = (options: Record<string, unknown>) => Promise<unknown>;

const job = jobSchema.parse(JSON.parse(process.argv[2] ?? ''));
// The load tools live in tools/ (never a dependency of the app): loaded from there.
const fromTools = createRequire(path.join(toolsDir, 'package.json'));
const headers = { cookie: job.cookie, 'accept-encoding': 'gzip' };

async function flatOut() {
  const autocannon = fromTools('autocannon') as Autocannon;
  const result = resultSchema.parse(
    await autocannon({
      url: job.url,
      connections: job.connections,
      duration: job.seconds,
      headers,
      requests: job.paths.map((p) => ({ method: 'GET', path: p })),
    }),
  );
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/** Where loadtest puts each request's page in the address (its indexParam). */
const walkMarker = 'WALK_PAGE';

async function paced(rate: number) {
  const { loadTest } = (await import(pathToFileURL(fromTools.resolve('loadtest')).href)) as {
    loadTest: LoadTest;
  };
  let next = 0;
  let failures = 0;
  const result = pacedResultSchema.parse(
    await loadTest({
      // The page's path goes where the marker is, the person's next page each time.
      url: `${job.url}/${walkMarker}`,
      indexParam: walkMarker,
      indexParamCallback: () => (job.paths[next++ % job.paths.length] ?? '/').slice(1),
      requestsPerSecond: rate,
      maxSeconds: job.seconds,
      agentKeepAlive: true,
      headers,
      quiet: true,
      // As autocannon counts them: an error, a time-out or an answer other than a 2xx.
      statusCallback: (error: unknown, answer?: { statusCode?: number }) => {
        const status = answer?.statusCode ?? 0;
        if (error || status < 200 || status > 299) failures++;
      },
    }),
  );
  const p99 = result.percentiles[99];
  return {
    rps: result.totalRequests / result.elapsedSeconds,
    p99: p99 === false ? Number.NaN : p99,
    failures,
    total: result.totalRequests,
  };
}

console.log(JSON.stringify(job.rate === undefined ? await flatOut() : await paced(job.rate)));
