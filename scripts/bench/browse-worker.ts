// One signed-in person's browsing under load, in a process of its own (scripts/bench/browse.ts
// starts one per person, at the same time, so neither shares the other's event loop):
//   node --import tsx scripts/bench/browse-worker.ts '<json: BrowseJob>'
// Each connection walks the person's pages in order, again and again, with their session cookie,
// flat out or at an offered rate.
// Prints one JSON line: the LoadRun of scripts/bench/load.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { toolsDir } from './tools';

const jobSchema = z.object({
  url: z.string(),
  cookie: z.string(),
  paths: z.array(z.string()).min(1),
  connections: z.number().int().positive(),
  seconds: z.number().positive(),
  /**
   * Requests a second offered by all the connections together, whatever the answers' pace (an open
   * load: autocannon's overallRate, its latencies corrected for coordinated omission); none: flat out.
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

const job = jobSchema.parse(JSON.parse(process.argv[2] ?? ''));
// autocannon lives in tools/ (never a dependency of the app): loaded from there.
const autocannon = createRequire(path.join(toolsDir, 'package.json'))('autocannon') as Autocannon;
const result = resultSchema.parse(
  await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    headers: { cookie: job.cookie, 'accept-encoding': 'gzip' },
    requests: job.paths.map((p) => ({ method: 'GET', path: p })),
    ...(job.rate === undefined ? {} : { overallRate: job.rate }),
  }),
);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }),
);
